/**
 * The Emergency Heroes list as plain HTML inside the page shell, so the helpline numbers can be called
 * even when the JavaScript bundle never arrives (slow data, old phone). The React app removes it on boot.
 * Every value is escaped; the attributes built from data are a tel: link of digits and "+", and the
 * quick-exit address (a site setting that the database and the settings form both hold to http(s)).
 *
 * "Leave quickly" is here too, as a plain link: without JavaScript it cannot replace the history entry
 * or answer Escape, but it still takes the child away in one tap (the React page does the rest).
 */
import { log } from "../logger";
import type { DB } from "../../db/open";
import { m } from "../../admin-modules/domain/i18n";
import { translate } from "../../admin-modules/domain/translate";
import { fallbackEmergencyContact } from "../../admin-modules/domain/fallback-helpline";
import { listEmergencyContacts } from "./emergency-contacts";
import { escapeHtml } from "../escape-html";
import { getSiteSettings } from "./site-settings";
import type { PublicEmergencyContact } from "./public-shapes";

type Contact = PublicEmergencyContact;

/** The four static tips (the React page lists the same keys). */
export const SAFETY_TIP_KEYS = [
  ["emergency.tip1Title", "emergency.tip1Text"],
  ["emergency.tip2Title", "emergency.tip2Text"],
  ["emergency.tip3Title", "emergency.tip3Text"],
  ["emergency.tip4Title", "emergency.tip4Text"],
] as const;

export const telHref = (number: string) => `tel:${number.replace(/[^\d+]/g, "")}`;

/** A colour goes into a style attribute only when it is a plain hex colour. */
const safeColor = (value: string | null) => (value && /^#[0-9a-f]{3,8}$/i.test(value) ? value : null);

const LANGUAGE_NAMES = { si: m["lang.name.si"], ta: m["lang.name.ta"], en: m["lang.name.en"] };

function card(c: Contact): string {
  const color = safeColor(c.icon_color);
  // A text not translated into the page's language yet carries its own language, and the card says so.
  const lang = (field: string) => (c.fallback?.fields.includes(field) ? ` lang="${c.fallback.lang}"` : "");
  const marker = c.fallback
    ? `<p class="badge badge-outline content-language">${escapeHtml(m["lang.contentBadge"]({ language: LANGUAGE_NAMES[c.fallback.lang]() }))}</p>`
    : "";
  return `<li class="card emergency-card"${color ? ` style="border-top-color: ${color}"` : ""}>
<div class="emergency-head"><span class="emergency-emoji" aria-hidden="true">${escapeHtml(c.superhero_emoji || "📞")}</span>
<div><h3${lang("name")}>${escapeHtml(c.name)}</h3><p class="muted small"${lang("superhero_name")}>${escapeHtml(c.superhero_name)}</p></div></div>
<p class="emergency-number">${escapeHtml(c.number)}</p>
${c.description ? `<p${lang("description")}>${escapeHtml(c.description)}</p>` : ""}
<p class="badge"${lang("availability")}>${escapeHtml(c.availability)}</p>
${marker}
<a class="btn btn-call" href="${escapeHtml(telHref(c.number))}">${escapeHtml(m["emergency.noScriptCall"]({ number: c.number }))}</a>
</li>`;
}

/**
 * The same helplines as data, for the app when the page was opened from the service worker's saved copy
 * without a connection (src/offline/saved-emergency-contacts.ts). "<" is escaped so no text can end the
 * block; a colour is kept only when it is a plain hex colour, as in the HTML.
 */
const contactsData = (contacts: readonly Contact[]) =>
  `<script type="application/json" id="emergency-contacts">${JSON.stringify(contacts.map((c) => ({ ...c, icon_color: safeColor(c.icon_color) }))).replace(/</g, "\\u003c")}</script>`;

/** "Leave quickly" as a link, with the React page's classes (the fixed dock and the panel). */
function quickExitLink(url: string, extraClass = ""): string {
  return `<a class="btn quick-exit${extraClass}" href="${escapeHtml(url)}" rel="noreferrer" aria-label="${escapeHtml(m["safety.exit.label"]())}">${escapeHtml(m["safety.exit.button"]())}</a>`;
}

/**
 * The page from the helplines as they are now. Throws when they cannot be read, so that the page cache
 * (render-shell.ts) never keeps the fallback: that page is drawn by `renderEmergencyHtml` for this one request.
 */
export async function renderEmergencyHtmlOrThrow(db: DB): Promise<string> {
  const { quick_exit_url } = await getSiteSettings(db);
  return emergencyPage(await listEmergencyContacts(db), quick_exit_url);
}

/** The page, always: with the one fallback helpline when the staff's list cannot be read. */
export async function renderEmergencyHtml(db: DB): Promise<string> {
  const { quick_exit_url } = await getSiteSettings(db);
  let contacts: readonly Contact[];
  try {
    contacts = await listEmergencyContacts(db);
  } catch (error) {
    log.error({ err: error }, "emergency contacts could not be read for the server-rendered page");
    contacts = [fallbackEmergencyContact()];
  }
  return emergencyPage(contacts, quick_exit_url);
}

function emergencyPage(contacts: readonly Contact[], quick_exit_url: string): string {
  const tips = SAFETY_TIP_KEYS.map(([title, text]) => `<li><strong>${escapeHtml(translate(title))}</strong> ${escapeHtml(translate(text))}</li>`).join("");
  // The fixed link sits inside <main>: this page has no header or footer landmarks to hold it.
  return `<main class="container page emergency-page">
<div class="quick-exit-dock">${quickExitLink(quick_exit_url)}</div>
<h1>${escapeHtml(m["emergency.title"]())}</h1>
<p class="muted">${escapeHtml(m["emergency.subtitle"]())}</p>
<aside class="quick-exit-panel" aria-label="${escapeHtml(m["safety.exit.button"]())}"><p>${escapeHtml(m["safety.exit.noScriptHint"]())}</p>${quickExitLink(quick_exit_url, " btn-large")}</aside>
<h2 class="visually-hidden">${escapeHtml(m["emergency.listLabel"]())}</h2>
<ul class="card-grid emergency-list">${contacts.map(card).join("")}</ul>
<section class="emergency-tips"><h2>${escapeHtml(m["emergency.tipsTitle"]())}</h2><ul>${tips}</ul></section>
</main>
${contactsData(contacts)}`;
}
