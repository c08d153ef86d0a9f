/**
 * The e-mail that says what a deletion removed (issue #29): to the parent who withdrew or declined, or to
 * the address the account proved when a person deletes their own account. It names the creations by title,
 * never anything else of the child's, and goes in the language of the page the deletion was made from.
 * A mail server that fails does not undo the deletion: the failure is logged without the address.
 */
import type { DB } from "../../db/open";
import type { Config } from "../config";
import { m } from "../../admin-modules/domain/i18n";
import { log, scrubEmails } from "../logger";
import type { DeletionSummary } from "./account-data";
import { sendMail } from "./mail";
import { getSiteSettings } from "./site-settings";

/** The list of what went, one line each (the same order as the screen's sentence: account, creations, the rest). */
export function deletionLines(summary: DeletionSummary): string[] {
  const creations = summary.creations.map(({ title, published, kept }) =>
    (kept ? m["safety.mail.keptPublished"] : published ? m["safety.mail.deletedPublished"] : m["safety.mail.deletedWaiting"])({ title }),
  );
  return [
    m["safety.mail.deletedAccount"](),
    ...(creations.length ? creations : [m["safety.mail.deletedNoCreations"]()]),
    m["safety.mail.deletedRegistrations"]({ count: summary.registrations }),
    m["safety.mail.deletedCourses"]({ count: summary.courses }),
  ];
}

export async function sendDeletionMail(db: DB, config: Config, to: string, summary: DeletionSummary): Promise<void> {
  try {
    const settings = await getSiteSettings(db);
    const params = { site: settings.site_name, username: summary.username ?? "", safety: settings.safety_email };
    const where = await sendMail(config, {
      to,
      subject: m["safety.mail.deletedSubject"](params),
      text: m["safety.mail.deletedBody"]({ ...params, list: deletionLines(summary).join("\n") }),
    });
    log.info({ delivery: where }, "the e-mail saying what a deletion removed was prepared");
  } catch (error) {
    log.error({ cause: scrubEmails(error instanceof Error ? error.message : String(error)) }, "the e-mail saying what a deletion removed failed");
  }
}
