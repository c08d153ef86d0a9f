/**
 * Reports (/admin/reports, super admins): what visitors flagged with the public Report button. Open
 * reports first by default; each can be resolved (acted on) or dismissed, once. An action that declares
 * input fields (Dismiss asks why) opens the generic action dialog first.
 */
import { useState } from "react";
import { fieldOptions, getTableModule, type RowAction, rowDecisions, text, type AdminModule, type TableModule } from "../../../admin-modules/registry";
import { m, pickMessage } from "../../../admin-modules/domain/i18n";
import { trpc } from "../../trpc";
import { adminToast, Button, type Column, DataTable, Pagination, Select, StatusBadge, SummaryCards, UrgentMark } from "../ui";
import { dateTime, ScreenHeader } from "../screen-kit";
import { ActionFieldsDialog, asksForInput } from "../module/ActionFieldsDialog";

type Row = Record<string, unknown>;
const PAGE_SIZE = 20;
const str = (v: unknown) => (v === null || v === undefined ? "" : String(v));

/** Where the reported item lives on the public site (its id is enough: slugs end with the id). */
function targetPath(row: Row): string | null {
  if (row.target_type === "media") return `/media/${str(row.target_id)}`;
  if (row.target_type === "event") return `/events/${str(row.target_id)}`;
  return null;
}

export default function ReportsScreen({ module }: { module: AdminModule }) {
  const mod = (module.kind === "table" ? module : getTableModule("reports")) as TableModule;
  const [status, setStatus] = useState("open");
  const [page, setPage] = useState(1);
  const utils = trpc.useUtils();
  const list = trpc.admin.list.useQuery({ module: mod.key, page, pageSize: PAGE_SIZE, filters: status ? { status } : undefined });
  const summary = trpc.admin.summary.useQuery({ module: mod.key });
  const resolve = trpc.admin.action.useMutation();
  const [asking, setAsking] = useState<{ action: RowAction; row: Row } | null>(null);
  const refresh = () => Promise.all([utils.admin.list.invalidate(), utils.admin.summary.invalidate(), utils.adminWorkflows.dashboard.invalidate()]);

  /** A value of one of the module's select fields, named by its option (the reason, the reported item's kind). */
  const optionText = (field: "reason" | "target_type", v: unknown) => {
    const option = fieldOptions(mod.fields[field]).find((o) => o.value === v);
    return option ? text(option.label) : str(v);
  };

  /** Resolve or Dismiss: the module's own actions, run by the generic admin.action. */
  const close = async (row: Row, key: "resolve" | "dismiss") => {
    const action = mod.actions?.find((a) => a.key === key);
    if (action && asksForInput(action)) {
      setAsking({ action, row });
      return;
    }
    try {
      const result = await resolve.mutateAsync({ module: mod.key, action: key, id: Number(row.id) });
      if (result.message) adminToast.success(result.message);
      await refresh();
    } catch (error) {
      adminToast.error(error);
    }
  };

  const columns: Column<Row>[] = [
    {
      key: "target",
      header: m["admin.field.targetType"](),
      render: (r) => {
        const path = targetPath(r);
        const label = `${optionText("target_type", r.target_type)} #${str(r.target_id)}`;
        return (
          <>
            {Boolean(r.urgent) && <UrgentMark rule={str(r.urgent_rule)} />}{" "}
            {path ? (
              <a href={path} target="_blank" rel="noreferrer">
                {label}
              </a>
            ) : (
              label
            )}
          </>
        );
      },
    },
    { key: "reason", header: m["admin.field.reason"](), render: (r) => <span className="badge">{optionText("reason", r.reason)}</span> },
    { key: "details", header: m["admin.field.details"](), render: (r) => <span className="screen-text">{str(r.details)}</span> },
    { key: "status", header: m["admin.field.status"](), render: (r) => <StatusBadge status={str(r.status)} /> },
    { key: "created", header: m["admin.field.createdAt"](), hideOnMobile: true, render: (r) => dateTime(r.created_at) },
    {
      key: "actions",
      header: m["admin.ui.actions"](),
      render: (r) =>
        // Offered while the actions' `when` holds, as the server decided with the list.
        rowDecisions(r).when.resolve ? (
          <div className="screen-actions">
            <Button compact variant="success" icon="CheckCircle" disabled={resolve.isPending} onClick={() => void close(r, "resolve")}>
              {m["admin.reports.resolve"]()}
            </Button>
            <Button compact icon="XCircle" disabled={resolve.isPending} onClick={() => void close(r, "dismiss")}>
              {m["admin.reports.dismiss"]()}
            </Button>
          </div>
        ) : (
          <span className="muted small">{dateTime(r.resolved_at)}</span>
        ),
    },
  ];

  const cardValues = new Map((summary.data?.cards ?? []).map((c) => [c.key, c.value]));
  return (
    <div className="screen">
      <ScreenHeader title={m["admin.reports.plural"]()} description={m["admin.screens.reports.intro"]()} />
      <SummaryCards
        label={m["admin.screens.summary"]()}
        cards={(mod.cards ?? []).map((c) => ({ key: c.key, label: text(c.label), icon: c.icon, value: cardValues.get(c.key) ?? "…" }))}
      />
      <div className="screen-filters">
        <Select
          label={m["admin.field.status"]()}
          value={status}
          includeEmpty={m["admin.common.all"]()}
          options={["open", "resolved", "dismissed"].map((s) => ({
            value: s,
            label: pickMessage(`admin.status.${s}`, {
              "admin.status.pending": m["admin.status.pending"],
              "admin.status.approved": m["admin.status.approved"],
              "admin.status.rejected": m["admin.status.rejected"],
              "admin.status.confirmed": m["admin.status.confirmed"],
              "admin.status.cancelled": m["admin.status.cancelled"],
              "admin.status.open": m["admin.status.open"],
              "admin.status.resolved": m["admin.status.resolved"],
              "admin.status.dismissed": m["admin.status.dismissed"],
            }),
          }))}
          onChange={(v) => {
            setStatus(v);
            setPage(1);
          }}
        />
      </div>
      {list.error && (
        <p role="alert" className="screen-error">
          {list.error.message}
        </p>
      )}
      <DataTable
        label={m["admin.reports.plural"]()}
        columns={columns}
        rows={list.data?.rows ?? []}
        rowKey={(r) => Number(r.id)}
        loading={list.isPending}
        empty={m["admin.reports.empty"]()}
      />
      {list.data && <Pagination page={page} pageSize={PAGE_SIZE} total={list.data.total} onPage={setPage} />}
      {asking && <ActionFieldsDialog module={mod} action={asking.action} row={asking.row} onClose={() => setAsking(null)} onDone={() => void refresh()} />}
    </div>
  );
}
