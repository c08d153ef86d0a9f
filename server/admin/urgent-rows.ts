/**
 * The stored urgent mark (issue #29) of a row waiting for review, for the modules that declare
 * `review.urgentColumn` and are written as rows of a module: events and content submissions, whether they
 * come from the public Submit an Event form, the back office's forms or the API. Each write of a row that
 * waits for a decision screens its free text with the staff's safeguarding words (services/urgent.ts, the
 * same judge as children's media and reports): the mark and its rule are stored, so the row goes first in
 * Content Review with its red mark, and when it becomes urgent the safety address gets one e-mail.
 */
import type { Kysely } from "kysely";
import { modeOf, primaryKeyOf, type TableModule, type Text, text } from "../../admin-modules/registry";
import type { Config } from "../config";
import { activeScreeningWords, queueUrgentMail, urgencyOf } from "../services/urgent";

/** What the safety e-mail needs of the settings: the site's address, for the link to the queue. */
export type UrgentMailConfig = Pick<Config, "publicUrl">;

/** The free text a person wrote in a row: its text and textarea fields (content_data's too), not what the server fills in. */
export function screenedFields(module: TableModule): string[] {
  return Object.entries(module.fields)
    .filter(([, field]) => (field.kind === "text" || field.kind === "textarea") && modeOf(field) === "editable")
    .map(([name]) => name);
}

/** Does the row wait for a reviewer's decision: pending, or an approved row with proposed changes? */
function awaitsDecision(module: TableModule, row: Record<string, unknown>): boolean {
  const review = module.review;
  if (!review) return false;
  return row[review.statusColumn] === "pending" || Boolean(review.changesColumn && row[review.changesColumn]);
}

/**
 * Screens a row just written (`row`: its values as the reviewer will read them, proposed changes merged in)
 * and stores the mark, inside the write's transaction. Mails the safety address when the row turns urgent
 * (not again for each edit of a row already urgent). Answers whether the row is urgent now.
 */
export async function markUrgentRow(tx: Kysely<any>, config: UrgentMailConfig, module: TableModule, row: Record<string, unknown>): Promise<boolean> {
  const column = module.review?.urgentColumn;
  if (!column || !awaitsDecision(module, row)) return false;
  const id = Number(row[primaryKeyOf(module)]);
  const words = await activeScreeningWords(tx);
  const urgency = urgencyOf(
    screenedFields(module).map((name) => (typeof row[name] === "string" ? (row[name] as string) : null)),
    words,
  );
  const stored = await tx.selectFrom(module.table).select([column, "urgent_rule"]).where(primaryKeyOf(module), "=", id).executeTakeFirstOrThrow();
  if (Number(stored[column]) === urgency.urgent && (stored.urgent_rule ?? null) === urgency.urgent_rule) return urgency.urgent === 1;
  await tx
    .updateTable(module.table)
    .set({ [column]: urgency.urgent, urgent_rule: urgency.urgent_rule })
    .where(primaryKeyOf(module), "=", id)
    .execute();
  if (urgency.urgent_rule && !Number(stored[column])) {
    await queueUrgentMail(tx, config, {
      // What the queue calls it ("Event", "Resource"), so the team knows where to look.
      type: () => text(`admin.reviewQueue.kind.${module.review!.queueType}` as Text),
      id,
      title: String(row[module.review!.titleColumn] ?? ""),
      rule: urgency.urgent_rule,
      queuePath: "/admin/content-review",
    });
  }
  return urgency.urgent === 1;
}
