/**
 * Every new report is e-mailed to the site's safety address with the item and the reason, so it reaches a
 * person and not only a queue. Never the reporter's personal data: not their account, address or details
 * text (which may name them); the back office has the rest.
 */
import type { DB } from "../../db/open";
import type { ReportTargetType } from "../../db/types";
import type { Config } from "../config";
import { m, pickMessage } from "../../admin-modules/domain/i18n";
import { ruleText } from "../../admin-modules/domain/screening-words-text";
import { slugWithId } from "../../admin-modules/domain/slug";
import { log, scrubEmails } from "../logger";
import { sendMail } from "./mail";
import { getSiteSettings } from "./site-settings";

async function describeTarget(db: DB, type: ReportTargetType, id: number): Promise<{ title: string; path: string }> {
  if (type === "event") {
    const row = await db.selectFrom("events").select("title").where("id", "=", id).executeTakeFirst();
    return { title: row?.title ?? "", path: `/events/${slugWithId(row?.title ?? "", id)}` };
  }
  if (type === "course") {
    const row = await db.selectFrom("courses").select("title").where("id", "=", id).executeTakeFirst();
    return { title: row?.title ?? "", path: `/learning/${slugWithId(row?.title ?? "", id)}` };
  }
  const row = await db.selectFrom("media_submissions").select(["title", "author_name"]).where("id", "=", id).executeTakeFirst();
  const title = type === "byline" ? `${row?.author_name ?? ""} (${row?.title ?? ""})` : (row?.title ?? "");
  return { title, path: `/media/${slugWithId(row?.title ?? "", id)}` };
}

/** `urgentRule`: the safeguarding word found in the report's details (services/urgent.ts): the e-mail says URGENT and names it. */
export async function sendReportMail(
  db: DB,
  config: Config,
  report: { targetType: ReportTargetType; targetId: number; reason: string; urgentRule?: string | null },
): Promise<void> {
  const settings = await getSiteSettings(db);
  const target = await describeTarget(db, report.targetType, report.targetId);
  const params = {
    site: settings.site_name,
    type: pickMessage(`safety.report.type.${report.targetType}`, {
      "safety.report.type.media": m["safety.report.type.media"],
      "safety.report.type.event": m["safety.report.type.event"],
      "safety.report.type.course": m["safety.report.type.course"],
      "safety.report.type.byline": m["safety.report.type.byline"],
    }),
    id: report.targetId,
    title: target.title,
    link: `${config.publicUrl}${target.path}`,
    reason: pickMessage(`admin.reports.reason.${report.reason}`, {
      "admin.reports.reason.inappropriate": m["admin.reports.reason.inappropriate"],
      "admin.reports.reason.personal_info": m["admin.reports.reason.personal_info"],
      "admin.reports.reason.bullying": m["admin.reports.reason.bullying"],
      "admin.reports.reason.unsafe": m["admin.reports.reason.unsafe"],
      "admin.reports.reason.spam": m["admin.reports.reason.spam"],
      "admin.reports.reason.other": m["admin.reports.reason.other"],
    }),
    queue: `${config.publicUrl}/admin/reports`,
  };
  const where = await sendMail(config, {
    to: settings.safety_email,
    subject: report.urgentRule ? m["safety.reportMail.urgentSubject"](params) : m["safety.reportMail.subject"](params),
    text: report.urgentRule
      ? `${m["safety.reportMail.urgentLine"]({ rule: ruleText(report.urgentRule) })}\n\n${m["safety.reportMail.body"](params)}`
      : m["safety.reportMail.body"](params),
  });
  log.info({ delivery: where }, "a report e-mail to the safety address was prepared");
}

const pending = new Set<Promise<void>>();

/** In the background: a slow or broken mail relay must not fail or delay the child's report. */
export function startReportMail(db: DB, config: Config, report: Parameters<typeof sendReportMail>[2]): void {
  const job = sendReportMail(db, config, report).catch((error: unknown) => {
    log.error({ cause: scrubEmails(error instanceof Error ? error.message : String(error)) }, "a report e-mail could not be sent");
  });
  pending.add(job);
  void job.finally(() => pending.delete(job));
}

export async function reportMailsSettled(): Promise<void> {
  while (pending.size > 0) await Promise.all([...pending]);
}
