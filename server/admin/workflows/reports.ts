/** Reports from the public Report button: a super admin resolves or dismisses an open one, once. */
import { inTransaction } from "../transaction";
import { TRPCError } from "@trpc/server";
import type { DB } from "../../../db/open";
import { m } from "../../../admin-modules/domain/i18n";
import { notFound } from "../access";
import { recordAudit } from "../audit";

export async function resolveReport(db: DB, resolverId: number, input: { id: number; status: "resolved" | "dismissed" }) {
  return inTransaction(db, async (trx) => {
    const report = await trx.selectFrom("reports").select(["id", "status"]).where("id", "=", input.id).executeTakeFirst();
    if (!report) throw notFound();
    if (report.status !== "open") throw new TRPCError({ code: "CONFLICT", message: m["admin.reports.alreadyClosed"]() });
    await trx
      .updateTable("reports")
      .set({ status: input.status, resolved_by: resolverId, resolved_at: new Date().toISOString() })
      .where("id", "=", input.id)
      .where("status", "=", "open")
      .execute();
    const action = input.status === "resolved" ? "resolve" : "dismiss";
    await recordAudit(trx, {
      actor: resolverId,
      module: "reports",
      rowId: input.id,
      action,
      before: { status: report.status },
      after: { status: input.status },
    });
    return { id: input.id, status: input.status, message: (input.status === "resolved" ? m["admin.reports.resolved"] : m["admin.reports.dismissed"])() };
  });
}
