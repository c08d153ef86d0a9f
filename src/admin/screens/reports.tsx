/**
 * Reports (/admin/reports, super admins): what visitors flagged with the public Report button. Open
 * reports first by default; each can be resolved (acted on) or dismissed, once.
 */
import { useState } from "react";
import { fieldOptions, getTableModule, text, type AdminModule, type TableModule } from "../../../admin-modules/registry";
import { t, type MessageKey } from "../../../admin-modules/domain/messages";
import { trpc } from "../../trpc";
import { adminToast, Button, type Column, DataTable, Pagination, Select, StatusBadge, SummaryCards } from "../ui";
import { dateTime, ScreenHeader } from "../screen-kit";

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
  const resolve = trpc.adminWorkflows.resolveReport.useMutation();

  const reasonLabel = (v: unknown) => {
    const option = fieldOptions(mod.fields.reason).find((o) => o.value === v);
    return option ? text(option.label) : str(v);
  };

  const close = async (row: Row, to: "resolved" | "dismissed") => {
    try {
      const result = await resolve.mutateAsync({ id: Number(row.id), status: to });
      adminToast.success(result.message);
      await Promise.all([utils.admin.list.invalidate(), utils.admin.summary.invalidate(), utils.adminWorkflows.dashboard.invalidate()]);
    } catch (error) {
      adminToast.error(error);
    }
  };

  const columns: Column<Row>[] = [
    {
      key: "target",
      header: t("admin.field.targetType"),
      render: (r) => {
        const path = targetPath(r);
        const label = `${t(`admin.screens.reports.target.${str(r.target_type)}` as MessageKey)} #${str(r.target_id)}`;
        return path ? (
          <a href={path} target="_blank" rel="noreferrer">
            {label}
          </a>
        ) : (
          label
        );
      },
    },
    { key: "reason", header: t("admin.field.reason"), render: (r) => <span className="badge">{reasonLabel(r.reason)}</span> },
    { key: "details", header: t("admin.field.details"), render: (r) => <span className="screen-text">{str(r.details)}</span> },
    { key: "status", header: t("admin.field.status"), render: (r) => <StatusBadge status={str(r.status)} /> },
    { key: "created", header: t("admin.field.createdAt"), hideOnMobile: true, render: (r) => dateTime(r.created_at) },
    {
      key: "actions",
      header: t("admin.ui.actions"),
      render: (r) =>
        r.status === "open" ? (
          <div className="screen-actions">
            <Button compact variant="success" icon="CheckCircle" disabled={resolve.isPending} onClick={() => void close(r, "resolved")}>
              {t("admin.reports.resolve")}
            </Button>
            <Button compact icon="XCircle" disabled={resolve.isPending} onClick={() => void close(r, "dismissed")}>
              {t("admin.reports.dismiss")}
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
      <ScreenHeader title={t("admin.reports.plural")} description={t("admin.screens.reports.intro")} />
      <SummaryCards
        label={t("admin.screens.summary")}
        cards={(mod.cards ?? []).map((c) => ({ key: c.key, label: text(c.label), icon: c.icon, value: cardValues.get(c.key) ?? "…" }))}
      />
      <div className="screen-filters">
        <Select
          label={t("admin.field.status")}
          value={status}
          includeEmpty={t("admin.common.all")}
          options={["open", "resolved", "dismissed"].map((s) => ({ value: s, label: t(`admin.status.${s}` as MessageKey) }))}
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
        label={t("admin.reports.plural")}
        columns={columns}
        rows={list.data?.rows ?? []}
        rowKey={(r) => Number(r.id)}
        loading={list.isPending}
        empty={t("admin.reports.empty")}
      />
      {list.data && <Pagination page={page} pageSize={PAGE_SIZE} total={list.data.total} onPage={setPage} />}
    </div>
  );
}
