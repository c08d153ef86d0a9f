/**
 * Urgent items (issue #29): a child's submission or a report whose text holds a word of the staff's
 * safeguarding list (admin-modules/modules/screening-words.ts) is marked urgent (top of its review list,
 * counted on the dashboard) and the site's safety address (Settings: "Safety e-mail") gets one e-mail at once
 * naming the item and the matched rule. Never the child's account data: no username, e-mail or phone, and
 * not the text itself (the back office has it).
 */
import type { Kysely } from "kysely";
import type { DB } from "../../db/open";
import { m } from "../../admin-modules/domain/i18n";
import { ruleText } from "../../admin-modules/domain/screening-words-text";
import { firstSafeguarding, ruleOf, type ScreeningWord } from "../../admin-modules/domain/screening-words";
import type { Config } from "../config";
import { queueMail } from "./notify";
import { getSiteSettings } from "./site-settings";

/** The active staff words, read at each submission, so a word added in the back office counts from the next one. */
export async function activeScreeningWords(db: Pick<DB, "selectFrom">): Promise<ScreeningWord[]> {
  return db.selectFrom("screening_words").select(["phrase", "kind"]).where("is_active", "=", 1).orderBy("id").execute();
}

export const personalWords = (words: readonly ScreeningWord[]) => words.filter((w) => w.kind === "personal");

/** What to store with an item: urgent 1 and the matched rule when a safeguarding word is in `texts`. */
export function urgencyOf(texts: (string | null | undefined)[], words: readonly ScreeningWord[]): { urgent: 0 | 1; urgent_rule: string | null } {
  const finding = firstSafeguarding(texts.filter(Boolean).join("\n"), words);
  return finding ? { urgent: 1, urgent_rule: ruleOf(finding.word) } : { urgent: 0, urgent_rule: null };
}

/**
 * Queues the one e-mail about an urgent submission inside the submission's own transaction (the outbox,
 * server/services/notify.ts): written in the site's default language, to the safety address.
 */
export async function queueUrgentMail(
  trx: Kysely<any>,
  config: Pick<Config, "publicUrl">,
  item: { type: () => string; id: number; title: string; rule: string; queuePath: string },
): Promise<void> {
  const settings = await getSiteSettings(trx as DB);
  await queueMail(trx, {
    kind: "urgent",
    to: settings.safety_email,
    locale: null,
    write: (site) => {
      const params = { site, type: item.type(), id: item.id, title: item.title, rule: ruleText(item.rule), queue: `${config.publicUrl}${item.queuePath}` };
      return { subject: m["safety.urgentMail.subject"](params), text: m["safety.urgentMail.body"](params) };
    },
  });
}
