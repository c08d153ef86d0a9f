/** English texts of the resources area (merged into the one catalogue by messages.en.ts). */
export const enResources = {
  // Resources list
  "resources.title": "Resources",
  "resources.subtitle": "Free guides, worksheets and toolkits for children, parents and teachers.",
  "resources.searchLabel": "Search resources",
  "resources.searchPlaceholder": "Search by title or description",
  "resources.filterLabel": "Filter by category",
  "resources.category.all": "All",
  "resources.category.education": "Education",
  "resources.category.health": "Health & Wellbeing",
  "resources.category.safety": "Safety",
  "resources.category.rights": "Children's Rights",
  "resources.categoryWithCount": "{label} ({count})",
  "resources.emptyTitle": "No resources found",
  "resources.emptyText": "Try adjusting your search or filter criteria.",
  "resources.download": "Download",
  "resources.downloadNamed": "Download {title}",
  "resources.popularity": "Popularity {percent}%",
  "resources.resultCount": "{count} resources",

  // Resource detail
  "resources.back": "Back to resources",
  "resources.notFoundTitle": "Resource not found",
  "resources.notFoundText": "This resource does not exist or is no longer available.",
  "resources.category": "Category",
  "resources.ageGroup": "Age group",
  "resources.fileType": "File type",
  "resources.pages": "Pages",
  "resources.downloads": "Downloads",
  "resources.organization": "Organization",
  "resources.published": "Published",
  "resources.tags": "Tags",
  "resources.noFile": "No file is available for this resource yet.",

  // Downloads (plain HTTP answers)
  "resources.download.notFound": "This resource is not available for download.",
  "resources.download.methodNotAllowed": "Use GET to download a resource.",

  // Emergency Heroes
  "emergency.title": "Emergency Heroes",
  "emergency.subtitle": "Super Hero helplines are ready to help you, day and night. Tap a number to call.",
  "emergency.listLabel": "Emergency helplines",
  "emergency.tipsTitle": "Safety Tips",
  "emergency.tip1Title": "Stay calm",
  "emergency.tip1Text": "Take a deep breath. Speak slowly and clearly when someone answers.",
  "emergency.tip2Title": "Know where you are",
  "emergency.tip2Text": "Tell the helper your address or a landmark near you, like a school or temple.",
  "emergency.tip3Title": "Tell a trusted adult",
  "emergency.tip3Text": "A parent, teacher or neighbour you trust can help you make the call.",
  "emergency.tip4Title": "Do not hang up",
  "emergency.tip4Text": "Stay on the line until the helper says it is fine to end the call.",
  "emergency.noScriptCall": "Call {number}",
} as const;
