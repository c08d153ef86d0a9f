/**
 * Which lazy page chunk each public address opens, read from the client build's manifest
 * (dist/client/.vite/manifest.json, `build.manifest` in vite.config.ts). The HTML of a page then names
 * that chunk's styles with <link rel="stylesheet"> and its scripts in <meta name="app-preload">, which the
 * page's loader preloads after the first paint along with the entry, instead of after the entry has run. The patterns follow
 * src/router.tsx; tests/unit/bundle-budget.test.ts checks that every module named here is a page chunk.
 */
import fs from "node:fs";
import path from "node:path";

/** Address pattern → the page's source module, as the manifest names it (relative to src/). */
export const PUBLIC_PAGE_MODULES: readonly [RegExp, string][] = [
  [/^\/$/, "pages/home/HomePage.tsx"],
  [/^\/resources\/?$/, "pages/resources/ResourcesPage.tsx"],
  [/^\/resources\/[^/]+$/, "pages/resources/ResourceDetailPage.tsx"],
  [/^\/learning\/?$/, "pages/learning/LearningPage.tsx"],
  [/^\/learning\/[^/]+$/, "pages/learning/CourseDetailPage.tsx"],
  [/^\/learning\/[^/]+\/lessons\/\d+$/, "pages/learning/LessonPage.tsx"],
  [/^\/learning\/[^/]+\/certificate$/, "pages/learning/CertificatePage.tsx"],
  [/^\/media\/?$/, "pages/media/MediaPage.tsx"],
  [/^\/media\/submit$/, "pages/media/MediaSubmitPage.tsx"],
  [/^\/media\/[^/]+$/, "pages/media/MediaDetailPage.tsx"],
  [/^\/events\/?$/, "pages/events/EventsPage.tsx"],
  [/^\/events\/submit$/, "pages/events/EventSubmitPage.tsx"],
  [/^\/events\/[^/]+$/, "pages/events/EventDetailPage.tsx"],
  [/^\/emergency$/, "pages/emergency/EmergencyPage.tsx"],
  [/^\/about-us$/, "pages/static/AboutPage.tsx"],
  [/^\/our-values$/, "pages/static/ValuesPage.tsx"],
  [/^\/faq$/, "pages/static/FaqPage.tsx"],
  [/^\/contact-us$/, "pages/static/ContactPage.tsx"],
  [/^\/privacy-policy$/, "pages/static/PrivacyPage.tsx"],
  [/^\/terms-of-use$/, "pages/static/TermsPage.tsx"],
  [/^\/child-safeguarding-statement$/, "pages/static/SafeguardingPage.tsx"],
  [/^\/account$/, "pages/account/AccountPage.tsx"],
  [/^\/forgot-password$/, "pages/account/ForgotPasswordPage.tsx"],
  [/^\/reset-password$/, "pages/account/ResetPasswordPage.tsx"],
  [/^\/verify-email$/, "pages/account/VerifyEmailPage.tsx"],
  [/^\/parent$/, "pages/account/ParentPage.tsx"],
  [/^\/parent\/data$/, "pages/account/ParentDataPage.tsx"],
  [/^\/auth$/, "pages/AuthPage.tsx"],
  [/^\/teacher$/, "pages/classes/TeacherPage.tsx"],
  [/^\/teacher\/classes\/[^/]+$/, "pages/classes/TeacherClassPage.tsx"],
  [/^\/teacher\/classes\/[^/]+\/sheet$/, "pages/classes/JoinSheetPage.tsx"],
  [/^\/join$/, "pages/classes/JoinPage.tsx"],
  [/^\/setup$/, "pages/SetupPage.tsx"],
];

export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** The manifest of one language's build (vite.config.ts renames each to manifest.<locale>.json). */
export function readManifest(clientDir: string, locale: string): Manifest | null {
  const file = path.join(clientDir, ".vite", `manifest.${locale}.json`);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, "utf8")) as Manifest) : null;
}

/** A chunk and every chunk it imports statically (what the browser must fetch before it runs), in order. */
export function staticClosure(manifest: Manifest, key: string): { keys: string[]; js: string[]; css: string[] } {
  const keys: string[] = [];
  const visit = (k: string) => {
    if (keys.includes(k) || !manifest[k]) return;
    keys.push(k);
    for (const imported of manifest[k].imports ?? []) visit(imported);
  };
  visit(key);
  return {
    keys,
    js: keys.map((k) => manifest[k]!.file),
    css: [...new Set(keys.flatMap((k) => manifest[k]!.css ?? []))],
  };
}

/**
 * The <link> tags that start the page chunk of `pathname` early: what the entry already preloads
 * (index.html has those links) is left out. Empty for addresses that are not public pages.
 */
export function pagePreloadLinks(manifest: Manifest | null, pathname: string): string {
  if (!manifest) return "";
  const module = PUBLIC_PAGE_MODULES.find(([pattern]) => pattern.test(pathname))?.[1];
  if (!module || !manifest[module]) return "";
  let known = linksByManifest.get(manifest);
  if (!known) {
    known = new Map();
    linksByManifest.set(manifest, known);
  }
  let links = known.get(module);
  if (links === undefined) {
    links = linksFor(manifest, module);
    known.set(module, links);
  }
  return links;
}

const linksByManifest = new WeakMap<Manifest, Map<string, string>>();

function linksFor(manifest: Manifest, module: string): string {
  const entry = staticClosure(manifest, "index.html");
  const page = staticClosure(manifest, module);
  const js = page.js.filter((file) => !entry.js.includes(file));
  const css = page.css.filter((file) => !entry.css.includes(file));
  return [
    ...css.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    // Fetched after the first paint by the page's loader (src/boot/load-after-first-paint.js).
    ...(js.length ? [`<meta name="app-preload" content="${js.map((file) => `/${file}`).join(" ")}">`] : []),
  ].join("");
}
