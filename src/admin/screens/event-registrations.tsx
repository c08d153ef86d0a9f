/**
 * Event registrations (/admin/event-registrations): cards, filters (search by name, e-mail or event title;
 * event; status; Clear Filters), a server-paged table, a details dialog, confirm / cancel / delete (the
 * server keeps registered_count true), and Export CSV of ALL rows matching the filters (admin.exportRows,
 * not only the visible page), built by src/admin/csv-export.ts.
 */
import { useEffect, useState } from "react";
import { getTableModule, rowDecisions, text, type AdminModule, type RowAction, type TableModule, bulkActionsFor } from "../../../admin-modules/registry";
import { BulkBar, selectColumn, useBulkSelection } from "../module/BulkActions";
import { REGISTRATION_STATUSES } from "../../../admin-modules/domain/vocabulary";
import { m, pickMessage } from "../../../admin-modules/domain/i18n";
import { useAuth } from "../../auth/AuthContext";
import { trpc } from "../../trpc";
import { adminToast, Button, type Column, ConfirmDialog, DataTable, Dialog, Pagination, SearchInput, Select, StatusBadge, SummaryCards } from "../ui";
import { buildCsv, downloadCsv } from "../csv-export";
import { dateTime, DetailList, ScreenHeader, shortDate } from "../screen-kit";
import { formatDay } from "../../lib/format";
import { isCalendarDate } from "../../../admin-modules/domain/time";

type Row = Record<string, unknown>;
const PAGE_SIZE = 20;
const str = (v: unknown) => (v === null || v === undefined ? "" : String(v));
const day = (v: unknown) => (typeof v === "string" && isCalendarDate(v) ? formatDay(v) : str(v));

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

export default function EventRegistrationsScreen({ module }: { module: AdminModule }) {
  const mod = (module.kind === "table" ? module : getTableModule("event-registrations")) as TableModule;
  const { userRole } = useAuth();
  const [search, setSearch] = useState("");
  const [eventId, setEventId] = useState("");
  const [status, setStatus] = useState("");
  const [page, setPage] = useState(1);
  const [details, setDetails] = useState<Row | null>(null);
  const [deleting, setDeleting] = useState<Row | null>(null);
  const [exporting, setExporting] = useState(false);
  const term = useDebounced(search.trim(), 300);
  const filters = { ...(eventId ? { event_id: Number(eventId) } : {}), ...(status ? { status } : {}) };
  const filtered = Boolean(term || eventId || status);
  const query = { module: mod.key, search: term || undefined, filters };

  const utils = trpc.useUtils();
  const list = trpc.admin.list.useQuery({ ...query, page, pageSize: PAGE_SIZE });
  const bulkActions = bulkActionsFor(mod, userRole);
  const selector = useBulkSelection<number>(JSON.stringify(query));
  const bulk = trpc.admin.bulk.useMutation();
  const rows = list.data?.rows ?? [];
  const summary = trpc.admin.summary.useQuery({ module: mod.key });
  const events = trpc.admin.options.useQuery({ module: mod.key, field: "event_id" });
  // Confirm, cancel and delete are the module's actions, run through the one generic procedure.
  const act = trpc.admin.action.useMutation();
  const busy = act.isPending;
  const take = (action: "confirm" | "cancel" | "delete", id: unknown) => act.mutateAsync({ module: mod.key, action, id: Number(id) });

  // biome-ignore lint/correctness/useExhaustiveDependencies: the dependencies are the trigger: a new search or filter starts at page 1
  useEffect(() => setPage(1), [term, eventId, status]);

  const action = (key: string): RowAction | undefined => mod.actions?.find((a) => a.key === key);
  const allowed = (key: string, row: Row) => {
    const a = action(key);
    return Boolean(a && userRole && (a.roles ?? []).includes(userRole) && (!a.when || rowDecisions(row).when[a.key]));
  };

  const refresh = () =>
    Promise.all([
      utils.admin.list.invalidate(),
      utils.admin.summary.invalidate(),
      utils.admin.options.invalidate(),
      utils.adminWorkflows.dashboard.invalidate(),
    ]);

  const run = async (fn: () => Promise<{ message?: string | null }>) => {
    try {
      const result = await fn();
      adminToast.success(result.message ?? m["admin.ui.success"]());
      setDetails(null);
      setDeleting(null);
      await refresh();
    } catch (error) {
      adminToast.error(error);
    }
  };

  const exportCsv = async () => {
    setExporting(true);
    try {
      const data = await utils.admin.exportRows.fetch(query, { staleTime: 0 });
      downloadCsv(data.filename, buildCsv(data.columns, data.rows));
    } catch (error) {
      adminToast.error(error);
    } finally {
      setExporting(false);
    }
  };

  const clearFilters = () => {
    setSearch("");
    setEventId("");
    setStatus("");
  };

  const rowActions = (r: Row) => (
    <div className="screen-actions">
      <Button compact icon="Eye" onClick={() => setDetails(r)} aria-label={m["admin.screens.registrations.detailsFor"]({ name: str(r.name) })}>
        {m["admin.registrations.details"]()}
      </Button>
      {allowed("confirm", r) && (
        <Button
          compact
          variant="success"
          icon="CheckCircle"
          disabled={busy}
          onClick={() => void run(() => take("confirm", r.id))}
          aria-label={m["admin.screens.registrations.confirmFor"]({ name: str(r.name) })}
        >
          {m["admin.registrations.confirm"]()}
        </Button>
      )}
      {allowed("cancel", r) && (
        <Button
          compact
          icon="XCircle"
          disabled={busy}
          onClick={() => void run(() => take("cancel", r.id))}
          aria-label={m["admin.screens.registrations.cancelFor"]({ name: str(r.name) })}
        >
          {m["admin.registrations.cancel"]()}
        </Button>
      )}
      {allowed("delete", r) && (
        <Button
          compact
          variant="danger"
          icon="Trash2"
          disabled={busy}
          onClick={() => setDeleting(r)}
          aria-label={m["admin.screens.registrations.deleteFor"]({ name: str(r.name) })}
        />
      )}
    </div>
  );

  const columns: Column<Row>[] = [
    ...(bulkActions.length
      ? [
          selectColumn(
            selector,
            rows,
            (r: Row) => Number(r.id),
            (r: Row) => str(r.name),
          ),
        ]
      : []),
    {
      key: "name",
      header: m["admin.field.name"](),
      render: (r) => (
        <div>
          <div className="screen-cell-title">
            {str(r.name)}
            {r.participant_age != null && ` (${m["admin.screens.registrations.ageShort"]({ age: str(r.participant_age) })})`}
          </div>
          {r.guardian_name != null && <div className="screen-cell-sub">{str(r.guardian_name)}</div>}
          <div className="screen-cell-sub">{str(r.email)}</div>
        </div>
      ),
    },
    { key: "phone", header: m["admin.field.phone"](), hideOnMobile: true, render: (r) => str(r.phone) },
    {
      key: "event",
      header: m["admin.field.event"](),
      render: (r) => (
        <div>
          <div>{str(r.event_title)}</div>
          <div className="screen-cell-sub">{day(r.event_date)}</div>
        </div>
      ),
    },
    { key: "status", header: m["admin.field.status"](), render: (r) => <StatusBadge status={str(r.status)} /> },
    { key: "registered", header: m["admin.field.registeredAt"](), hideOnMobile: true, render: (r) => shortDate(r.registered_at) },
    { key: "actions", header: m["admin.ui.actions"](), render: rowActions },
  ];

  const cardValues = new Map((summary.data?.cards ?? []).map((c) => [c.key, c.value]));
  return (
    <div className="screen">
      <ScreenHeader
        title={m["admin.registrations.plural"]()}
        description={m["admin.screens.registrations.intro"]()}
        actions={
          <Button variant="primary" icon="Download" disabled={exporting} onClick={() => void exportCsv()}>
            {m["admin.common.exportCsv"]()}
          </Button>
        }
      />
      <SummaryCards
        label={m["admin.screens.summary"]()}
        cards={(mod.cards ?? []).map((c) => ({ key: c.key, label: text(c.label), icon: c.icon, value: cardValues.get(c.key) ?? "…" }))}
      />
      <div className="screen-filters" role="search">
        <SearchInput value={search} onChange={setSearch} label={m["admin.screens.registrations.search"]()} />
        <Select
          label={m["admin.field.event"]()}
          value={eventId}
          includeEmpty={m["admin.screens.registrations.allEvents"]()}
          options={(events.data ?? []).map((o) => ({ value: String(o.value), label: o.label }))}
          onChange={setEventId}
        />
        <Select
          label={m["admin.field.status"]()}
          value={status}
          includeEmpty={m["admin.screens.registrations.allStatuses"]()}
          options={REGISTRATION_STATUSES.map((s) => ({
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
          onChange={setStatus}
        />
        <div className="screen-filter-buttons">
          <Button onClick={clearFilters} disabled={!search && !eventId && !status}>
            {m["admin.common.clearFilters"]()}
          </Button>
        </div>
      </div>
      {list.error && (
        <p role="alert" className="screen-error">
          {list.error.message}
        </p>
      )}
      <BulkBar
        actions={bulkActions}
        selector={selector}
        total={list.data?.total ?? 0}
        pageCount={rows.length}
        run={(action, target) =>
          bulk.mutateAsync({
            module: mod.key,
            action: action.key,
            ...("keys" in target ? { ids: target.keys } : { matching: { search: query.search, filters } }),
          })
        }
        onDone={() => void refresh()}
      />
      <DataTable
        label={m["admin.registrations.plural"]()}
        columns={columns}
        rows={rows}
        rowKey={(r) => Number(r.id)}
        loading={list.isPending}
        empty={filtered ? m["admin.registrations.emptyFiltered"]() : m["admin.registrations.empty"]()}
      />
      {list.data && <Pagination page={page} pageSize={PAGE_SIZE} total={list.data.total} onPage={setPage} />}

      <Dialog
        open={details !== null}
        title={m["admin.screens.registrations.detailsTitle"]()}
        onClose={() => setDetails(null)}
        footer={
          details && (
            <>
              <Button onClick={() => setDetails(null)}>{m["admin.ui.close"]()}</Button>
              {allowed("confirm", details) && (
                <Button variant="success" icon="CheckCircle" disabled={busy} onClick={() => void run(() => take("confirm", details.id))}>
                  {m["admin.registrations.confirm"]()}
                </Button>
              )}
              {allowed("cancel", details) && (
                <Button variant="danger" icon="XCircle" disabled={busy} onClick={() => void run(() => take("cancel", details.id))}>
                  {m["admin.registrations.cancel"]()}
                </Button>
              )}
            </>
          )
        }
      >
        {details && (
          <DetailList
            items={[
              { label: m["admin.field.name"](), value: str(details.name) },
              { label: m["admin.registrations.age"](), value: str(details.participant_age) },
              { label: m["admin.registrations.guardianName"](), value: str(details.guardian_name) },
              { label: m["admin.registrations.contactEmail"](), value: str(details.email) },
              {
                label: m["admin.registrations.consent"](),
                value: details.participant_age == null ? "" : (details.guardian_consent ? m["admin.ui.yes"] : m["admin.ui.no"])(),
              },
              { label: m["admin.field.phone"](), value: str(details.phone) },
              { label: m["admin.field.event"](), value: str(details.event_title) },
              { label: m["admin.field.eventDate"](), value: day(details.event_date) },
              { label: m["admin.field.eventType"](), value: str(details.event_type) },
              { label: m["admin.field.status"](), value: <StatusBadge status={str(details.status)} /> },
              { label: m["admin.field.registeredAt"](), value: dateTime(details.registered_at) },
              { label: m["admin.field.notes"](), value: str(details.notes) },
            ]}
          />
        )}
      </Dialog>

      <ConfirmDialog
        open={deleting !== null}
        title={m["admin.ui.confirmTitle"]()}
        message={text(action("delete")?.confirm ?? "admin.registrations.confirmDelete")}
        busy={busy}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && void run(() => take("delete", deleting.id))}
      />
    </div>
  );
}
