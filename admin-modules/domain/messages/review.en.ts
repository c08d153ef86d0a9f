/**
 * English texts of review before publication (issue 18): the one review queue, the review dialog's
 * preview, pending badges, organizations' held writes and role changes. Merged by messages.en.ts.
 */
export const enReview = {
  // Organizations' writes that wait for a super admin
  "admin.review.sentForReview": "Sent for review. A super admin will check it before it goes public.",
  "admin.review.changesSent": "Your changes were sent for review. The approved version stays public until a super admin approves them.",
  "admin.review.nothingPending": "Nothing here is waiting for review.",
  "admin.review.changesApproved": "Changes approved and published",
  "admin.review.changesRejected": "Changes rejected: the approved version stays public",
  "admin.review.rowApproved": "Approved and published",
  "admin.review.rowRejected": "Rejected: it will not be published",
  "admin.reviewStatus.pending": "Pending review",
  "admin.reviewStatus.approved": "Approved",
  "admin.reviewStatus.rejected": "Rejected",
  "admin.reviewStatus.changesPending": "Changes pending review",
  "admin.field.reviewStatus": "Review",
  "admin.field.pendingChanges": "Proposed changes",
  "admin.emergency.availabilityRequired": "Choose when this line answers (for example 24/7)",
  "admin.emergency.availabilityPlaceholder": "For example: 24/7, or Mon–Fri 8:00–17:00",
  "admin.emergency.availabilityHelp": "When can a child reach this line? Write it as the public should read it.",
  "admin.emergency.liveReadOnly": "Live helpline (managed by the site's super admins)",

  // Role changes
  "admin.users.roleRemoved": "Staff role removed: this person is a member without a role",
  "admin.users.roleNoneOption": "None (member without a staff role)",
} as const;
