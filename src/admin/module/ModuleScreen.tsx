/**
 * The generic module screen: everything drawn from the module's declaration. Summary cards, search,
 * filters, a sortable table (or cards for an inline-form module), server-side paging, the add/edit form,
 * row actions (edit, view, toggle, reorder, delete with confirmation, workflows) and the spec's toasts.
 */
import { formatNumber } from "../../../admin-modules/domain/intl";
import { useMemo, useState } from "react";
import { keepPreviousData } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useListState } from "./list-state";
import { BulkBar, SelectBox, selectColumn, useBulkSelection } from "./BulkActions";
import { DetailPieces } from "./DetailPieces";
import {
  bulkActionsFor,
  canDo,
  detailFields,
  filterableFields,
  isOwnerScoped,
  rowDecisions,
  listColumns,
  primaryKeyOf,
  searchableColumns,
  text,
  titleColumnOf,
  type RowAction,
  type TableModule,
  isTranslatable,
  TRANSLATION_FILTER,
  translationStatus,
} from "../../../admin-modules/registry";
import { TranslationFilter, TranslationStatusCell } from "../translations/TranslationStatus";
import { m } from "../../../admin-modules/domain/i18n";
import { useAuth } from "../../auth/AuthContext";
import { trpc } from "../../trpc";
import { adminToast, Button, ConfirmDialog, DataTable, Dialog, Pagination, SearchInput, Select, SummaryCards, Switch, type Column } from "../ui";
import { Cell, detailValue } from "./cells";
import { ModuleForm } from "./ModuleForm";
import { hasDialog, runAction, WorkflowDialog, type WorkflowTarget } from "./WorkflowDialogs";
import { ReviewDialog, type ReviewTarget } from "../review/ReviewDialog";
import { DateFilter, ExportCsvButton, ReferenceFilter } from "./ListExtras";

type Row = Record<string, unknown>;

/** A link action's address with the row's values for its {column} placeholders. */
const fillHref = (href: string, row: Row) => href.replace(/\{(\w+)\}/g, (_, column: string) => encodeURIComponent(String(row[column] ?? "")));

function cardValue(value: number | string | null, decimals: number | undefined, aggregate: string): string {
  if (value === null) return aggregate === "top" ? "—" : aggregate === "avg" ? formatNumber(0, decimals ?? 1) : formatNumber(0);
  if (typeof value === "number") return aggregate === "avg" ? formatNumber(value, decimals ?? 1) : formatNumber(value);
  return value;
}

export function ModuleScreen({ module }: { module: TableModule }) {
  const { userRole, user } = useAuth();
  const utils = trpc.useUtils();
  const navigate = useNavigate();
  const pk = primaryKeyOf(module);
  const idOf = (row: Row) => Number(row[pk]);

  // Page, search, filters and sort live in the address: Back and reload keep them.
  const listState = useListState(module.defaultFilters);
  const { page, filters, sort, setPage } = listState;
  const debouncedSearch = listState.search;

  const activeFilters = Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== ""));
  // "Add" on a filtered list starts with the filter's values (a course's lessons: that course).
  const filterKey = JSON.stringify(activeFilters);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the filters' text decides
  const presets = useMemo(() => activeFilters, [filterKey]);
  const listQuery = { search: debouncedSearch || undefined, filters: activeFilters, sort };
  const list = trpc.admin.list.useQuery({ module: module.key, page, ...listQuery }, { placeholderData: keepPreviousData });
  // Bulk actions: the rows chosen here, or every row matching the search and filters.
  const bulkActions = bulkActionsFor(module, userRole);
  const selector = useBulkSelection<number>(JSON.stringify(listQuery));
  const bulk = trpc.admin.bulk.useMutation();
  const summary = trpc.admin.summary.useQuery({ module: module.key }, { enabled: Boolean(module.cards?.length) });
  const rows = (list.data?.rows ?? []) as Row[];
  const total = list.data?.total ?? 0;
  const pageSize = list.data?.pageSize ?? module.pageSize ?? 20;
  // The module's default filters (Reports: the open ones) are its plain list, not a narrowing to clear.
  const filtered = Boolean(debouncedSearch) || Object.entries(activeFilters).some(([name, value]) => module.defaultFilters?.[name] !== value);

  const [form, setForm] = useState<{ open: boolean; row: Row | null }>({ open: false, row: null });
  const [confirm, setConfirm] = useState<{ action: RowAction; row: Row } | null>(null);
  const [details, setDetails] = useState<Row | null>(null);
  const [workflow, setWorkflow] = useState<WorkflowTarget | null>(null);
  const [reviewing, setReviewing] = useState<ReviewTarget | null>(null);
  const [toggling, setToggling] = useState<ReadonlySet<number>>(new Set());

  // A write may add or clear something waiting for review: the sidebar's badges read again too.
  const refresh = () => void Promise.all([utils.admin.invalidate(), utils.adminWorkflows.pendingCounts.invalidate()]);
  const del = trpc.admin.delete.useMutation();
  const toggle = trpc.admin.toggle.useMutation();
  const reorder = trpc.admin.reorder.useMutation();
  const [workflowBusy, setWorkflowBusy] = useState(false);

  const contentType = typeof module.scope?.content_type === "string" ? module.scope.content_type : null;
  const translatable = isTranslatable(module);
  const usesEditorPage = module.formLayout === "page" && contentType !== null;
  const ownerScoped = isOwnerScoped(module, userRole);

  /** Another owner's row this caller may only read (e.g. a live helpline shown to an organization). */
  const readOnlyRow = (row: Row) => ownerScoped && Boolean(module.ownership?.readableWhen) && row[module.ownership!.column] !== user?.id;

  /**
   * Generic changes need the role, and an owner-scoped caller's row must be its own and still editable
   * (e.g. pending). The row's conditions were decided by the server with the list (rowDecisions).
   */
  const allowed = (action: RowAction, row: Row): boolean => {
    const decided = rowDecisions(row);
    if (action.when && !decided.when[action.key]) return false;
    const editable = decided.editable;
    switch (action.kind) {
      case "edit":
        return canDo(module, "update", userRole) && editable;
      case "delete":
        return canDo(module, "delete", userRole) && editable;
      case "toggle":
        return canDo(module, "toggle", userRole) && editable;
      case "reorder":
        return canDo(module, "reorder", userRole) && editable;
      case "view":
      case "link":
        return true;
      case "workflow":
        return Boolean(userRole && action.roles?.includes(userRole));
    }
  };

  const openAdd = () => {
    if (usesEditorPage) void navigate({ to: "/admin/$", params: { _splat: `content/new/${contentType}` } });
    else setForm({ open: true, row: null });
  };
  const openEdit = (row: Row) => {
    if (usesEditorPage) void navigate({ to: "/admin/$", params: { _splat: `content/edit/${idOf(row)}` } });
    else {
      // An edit waiting for review is where the owner left off: its proposed values over the live ones.
      const changesColumn = module.review?.changesColumn;
      const proposed = changesColumn && row[changesColumn] && typeof row[changesColumn] === "object" ? (row[changesColumn] as Row) : null;
      setForm({ open: true, row: proposed ? { ...row, ...proposed } : row });
    }
  };

  const runToggle = async (action: RowAction, row: Row) => {
    const id = idOf(row);
    // A second click while this row's toggle is still on its way is ignored.
    if (toggling.has(id)) return;
    setToggling((s) => new Set(s).add(id));
    try {
      const result = await toggle.mutateAsync({ module: module.key, id, action: action.key });
      if (result.message) adminToast.success(result.message);
      refresh();
    } catch (error) {
      adminToast.error(error);
    } finally {
      setToggling((s) => {
        const next = new Set(s);
        next.delete(id);
        return next;
      });
    }
  };

  const runReorder = async (row: Row, direction: "up" | "down") => {
    try {
      const result = await reorder.mutateAsync({ module: module.key, id: idOf(row), direction });
      if (result.message) adminToast.success(result.message);
    } catch (error) {
      // The spec only logs a failed order change.
      console.error("Reorder failed:", error);
    } finally {
      refresh();
    }
  };

  const runWorkflow = async (action: RowAction, row: Row) => {
    setWorkflowBusy(true);
    try {
      const result = await runAction(utils.client, module, action, row);
      const message = result?.message ?? (action.toast ? text(action.toast) : null);
      if (message) adminToast.success(message);
      refresh();
    } catch (error) {
      adminToast.error(error);
    } finally {
      setWorkflowBusy(false);
    }
  };

  const onConfirmed = async () => {
    if (!confirm) return;
    const { action, row } = confirm;
    if (action.kind === "workflow") {
      await runWorkflow(action, row);
      setConfirm(null);
      return;
    }
    try {
      const result = await del.mutateAsync({ module: module.key, id: idOf(row) });
      if (result.message) adminToast.success(result.message);
      refresh();
    } catch (error) {
      adminToast.error(error);
    }
    setConfirm(null);
  };

  const onAction = (action: RowAction, row: Row) => {
    if (action.kind === "link") {
      const [path, query = ""] = fillHref(action.href ?? "", row).split("?");
      void navigate({ to: "/admin/$", params: { _splat: path }, search: Object.fromEntries(new URLSearchParams(query)) as never });
    } else if (action.kind === "edit") openEdit(row);
    else if (action.kind === "view") setDetails(row);
    else if (action.kind === "workflow" && module.review?.action === action.key) setReviewing({ module: module.key, id: idOf(row) });
    // A dialog of its own asks what the action needs (and is the question a confirmation would ask).
    else if (action.kind === "workflow" && hasDialog(module, action)) setWorkflow({ action, row });
    else if (action.kind === "delete" || action.confirm) setConfirm({ action, row });
    else if (action.kind === "toggle") void runToggle(action, row);
    else if (action.kind === "workflow") void runWorkflow(action, row);
  };

  const columns = listColumns(module);
  // Buttons are named by the row's title ("Edit: Junior Football Day"), never by a picture's address.
  const titleColumn = titleColumnOf(module);
  const rowName = (row: Row) => String(row[titleColumn] ?? row[pk]);
  const order = module.order;

  const reorderButtons = (action: RowAction, row: Row, index: number) => {
    if (!order) return null;
    const name = rowName(row);
    const absolute = (page - 1) * pageSize + index;
    const value = Number(row[order.column] ?? 0);
    return (
      <span key={action.key} className="admin-reorder">
        <Button
          compact
          icon="ArrowUp"
          aria-label={`${m["admin.ui.moveUp"]()}: ${name}`}
          disabled={absolute === 0 || value <= order.min || reorder.isPending}
          onClick={() => void runReorder(row, "up")}
        />
        <Button
          compact
          icon="ArrowDown"
          aria-label={`${m["admin.ui.moveDown"]()}: ${name}`}
          disabled={absolute >= total - 1 || reorder.isPending}
          onClick={() => void runReorder(row, "down")}
        />
      </span>
    );
  };

  // In a table whose order column is listed, the arrows sit in that column ("order with up and down buttons").
  const orderInTable = module.formLayout !== "inline" && Boolean(order && listColumns(module).some((c) => c.name === order.column));
  const reorderAction = (module.actions ?? []).find((a) => a.kind === "reorder");

  const renderActions = (row: Row, index: number) => {
    const id = idOf(row);
    const name = rowName(row);
    return (
      <div className="admin-row-actions">
        {(module.actions ?? [])
          .filter((a) => allowed(a, row))
          .map((action) => {
            if (action.kind === "reorder" && order) return orderInTable ? null : reorderButtons(action, row, index);
            if (action.kind === "toggle" && action.column) {
              return (
                <Switch
                  key={action.key}
                  hideLabel
                  label={`${text(action.label ?? module.fields[action.column]?.label ?? "admin.ui.active")}: ${name}`}
                  checked={Boolean(row[action.column])}
                  disabled={toggling.has(id)}
                  onChange={() => void runToggle(action, row)}
                />
              );
            }
            const label = action.label
              ? text(action.label)
              : action.kind === "edit"
                ? m["admin.ui.edit"]()
                : action.kind === "delete"
                  ? m["admin.ui.delete"]()
                  : action.key;
            const icon = action.icon ?? (action.kind === "edit" ? "Pencil" : action.kind === "delete" ? "Trash2" : action.kind === "view" ? "Eye" : undefined);
            const iconOnly = action.kind === "edit" || action.kind === "delete";
            return (
              <Button
                key={action.key}
                compact
                icon={icon}
                variant={action.kind === "delete" ? "ghost" : "outline"}
                aria-label={`${label}: ${name}`}
                title={label}
                disabled={action.kind === "workflow" && workflowBusy}
                onClick={() => onAction(action, row)}
              >
                {iconOnly ? undefined : label}
              </Button>
            );
          })}
      </div>
    );
  };

  const sortColumn = (name: string) => {
    if (!module.fields[name]?.sortable) return undefined;
    return () =>
      listState.setSort(
        sort?.column !== name ? { column: name, direction: "asc" } : sort.direction === "asc" ? { column: name, direction: "desc" } : undefined,
      );
  };

  // A thumbnail column is drawn inside the next column's cell (picture beside the title, as the spec's
  // "event (thumbnail, title, organizer...)"), which keeps wide tables within the screen.
  const thumbFirst = columns.length > 1 && columns[0].hint.render === "thumbnail" ? columns[0] : null;
  const tableColumns: Column<Row>[] = [
    ...(bulkActions.length ? [selectColumn(selector, rows, idOf, rowName)] : []),
    ...columns.slice(thumbFirst ? 1 : 0).map(({ name, field, hint }, i) => ({
      key: name,
      header: text(hint.label ?? field.label),
      hideOnMobile: hint.hideOnMobile,
      sort: module.fields[name]?.sortable ? (sort?.column === name ? sort.direction : null) : undefined,
      onSort: sortColumn(name),
      render: (row: Row, index: number) =>
        orderInTable && reorderAction && name === order?.column ? (
          <span className="admin-order-cell">
            <Cell module={module} name={name} hint={hint} row={row} />
            {allowed(reorderAction, row) && reorderButtons(reorderAction, row, index)}
          </span>
        ) : thumbFirst && i === 0 ? (
          <span className="admin-with-thumb">
            <Cell module={module} name={thumbFirst.name} hint={thumbFirst.hint} row={row} />
            <span>
              <Cell module={module} name={name} hint={hint} row={row} primary />
            </span>
          </span>
        ) : (
          <Cell module={module} name={name} hint={hint} row={row} primary={i === 0} />
        ),
    })),
    // Each item's translations, language by language (issue 27).
    ...(translatable
      ? [
          {
            key: "_translations",
            header: m["admin.translations.columnLabel"](),
            render: (row: Row) => <TranslationStatusCell status={translationStatus(row)} />,
          },
        ]
      : []),
    ...(module.actions?.length ? [{ key: "_actions", header: m["admin.ui.actions"](), render: renderActions }] : []),
  ];

  const empty = (
    <>
      {/* The spec's empty state ("No events found") always; under it, when filters are on, why. */}
      <strong>{text(module.emptyState.title)}</strong>
      {filtered && module.emptyState.filtered && module.emptyState.filtered !== module.emptyState.title && <span>{text(module.emptyState.filtered)}</span>}
      {module.emptyState.description && !filtered && <span>{text(module.emptyState.description)}</span>}
    </>
  );

  const cards = useMemo(
    () =>
      (module.cards ?? []).map((card) => {
        const value = summary.data?.cards.find((c) => c.key === card.key)?.value ?? null;
        return { key: card.key, label: text(card.label), icon: card.icon, value: summary.data ? cardValue(value, card.decimals, card.aggregate) : "…" };
      }),
    [module.cards, summary.data],
  );

  const filterControls = filterableFields(module).map(({ name, field, options }) => {
    const label = text(field.label);
    const choices =
      field.kind === "boolean"
        ? [
            { value: "true", label: m["admin.ui.yes"]() },
            { value: "false", label: m["admin.ui.no"]() },
          ]
        : options.map((o) => ({ value: o.value, label: text(o.label) }));
    if (field.emptyFilter) choices.push({ value: field.emptyFilter.value, label: text(field.emptyFilter.label) });
    const value = filters[name] ?? "";
    const set = (v: string) => listState.setFilter(name, v);
    if (field.kind === "reference") return <ReferenceFilter key={name} module={module} name={name} field={field} value={value} onChange={set} />;
    if (field.kind === "date") return <DateFilter key={name} module={module} name={name} field={field} value={value} onChange={set} />;
    if (field.widget?.control === "buttons") {
      return (
        <div key={name} className="admin-filter-buttons" role="group" aria-label={label}>
          <Button compact aria-pressed={value === ""} onClick={() => set("")}>
            {text(field.widget.allLabel ?? "admin.common.all")}
          </Button>
          {choices.map((c) => (
            <Button key={c.value} compact aria-pressed={value === c.value} onClick={() => set(c.value)}>
              {c.label}
            </Button>
          ))}
        </div>
      );
    }
    return <Select key={name} label={label} options={choices} value={value} onChange={set} includeEmpty={m["admin.common.all"]()} />;
  });

  // The "missing translations" filter of a translatable module (f_translations in the address).
  if (translatable) {
    filterControls.push(
      <TranslationFilter key={TRANSLATION_FILTER} value={filters[TRANSLATION_FILTER] ?? ""} onChange={(v) => listState.setFilter(TRANSLATION_FILTER, v)} />,
    );
  }

  const inline = module.formLayout === "inline";
  const title = text(module.labels.title ?? module.labels.plural);

  return (
    <div className="admin-module" data-module={module.key}>
      <div className="admin-page-head">
        <h1>{title}</h1>
        {module.labels.description && <p className="admin-page-intro">{text(module.labels.description)}</p>}
        {module.csv && canDo(module, "export", userRole) && (
          <ExportCsvButton module={module} query={{ search: debouncedSearch || undefined, filters: activeFilters }} />
        )}
        {canDo(module, "create", userRole) && !(inline && form.open) && (
          <Button variant="primary" icon="Plus" onClick={openAdd}>
            {m["admin.ui.add"]({ item: text(module.labels.singular) })}
          </Button>
        )}
      </div>

      {cards.length > 0 && <SummaryCards cards={cards} label={title} />}

      {inline && (
        <ModuleForm module={module} row={form.row} open={form.open} onClose={() => setForm({ open: false, row: null })} onSaved={refresh} presets={presets} />
      )}

      {(searchableColumns(module).length > 0 || filterControls.length > 0) && (
        <div className="admin-toolbar">
          {searchableColumns(module).length > 0 && (
            <SearchInput
              value={listState.searchText}
              onChange={listState.setSearchText}
              label={module.labels.search ? text(module.labels.search) : m["admin.common.search"]()}
            />
          )}
          {filterControls}
          {filtered && (
            <Button compact onClick={listState.clear}>
              {m["admin.common.clearFilters"]()}
            </Button>
          )}
        </div>
      )}

      {list.error && (
        <p role="alert" className="admin-error">
          {list.error.message}{" "}
          <Button compact onClick={() => void list.refetch()}>
            {m["admin.ui.retry"]()}
          </Button>
        </p>
      )}

      <BulkBar
        actions={bulkActions}
        selector={selector}
        total={total}
        pageCount={rows.length}
        run={(action, target) =>
          bulk.mutateAsync({ module: module.key, action: action.key, ...("keys" in target ? { ids: target.keys } : { matching: listQuery }) })
        }
        onDone={refresh}
        itemOf={(id) => ({ module: module.key, id: Number(id) })}
        matchingKeys={async (limit) => (await utils.admin.list.fetch({ module: module.key, page: 1, pageSize: limit, ...listQuery })).rows.map(idOf)}
      />

      {inline ? (
        <CardList
          module={module}
          rows={rows}
          loading={list.isPending}
          empty={empty}
          renderActions={renderActions}
          rowName={rowName}
          readOnlyRow={readOnlyRow}
          renderSelect={
            bulkActions.length
              ? (row) => (
                  <SelectBox
                    label={m["admin.bulk.selectRow"]({ name: rowName(row) })}
                    checked={selector.selection.allMatching || selector.selection.keys.has(idOf(row))}
                    onChange={(on) => selector.toggle(idOf(row), on)}
                  />
                )
              : undefined
          }
        />
      ) : (
        <DataTable columns={tableColumns} rows={rows} rowKey={(r) => idOf(r)} label={title} empty={empty} loading={list.isPending} />
      )}
      <Pagination page={page} pageSize={pageSize} total={total} onPage={setPage} />

      {!inline && !usesEditorPage && (
        <ModuleForm module={module} row={form.row} open={form.open} onClose={() => setForm({ open: false, row: null })} onSaved={refresh} presets={presets} />
      )}
      <ConfirmDialog
        open={confirm !== null}
        title={m["admin.ui.confirmTitle"]()}
        message={confirm ? text(confirm.action.confirm ?? "admin.ui.confirmTitle") : ""}
        confirmLabel={confirm?.action.kind === "delete" ? m["admin.ui.delete"]() : confirm?.action.label ? text(confirm.action.label) : undefined}
        busy={del.isPending || workflowBusy}
        onConfirm={() => void onConfirmed()}
        onCancel={() => setConfirm(null)}
      />
      <Dialog open={details !== null} title={details ? rowName(details) : ""} onClose={() => setDetails(null)}>
        {details && (
          <>
            <dl className="admin-details">
              {detailFields(module).map(({ name, field }) => (
                <div key={name}>
                  <dt>{text(field.label)}</dt>
                  <dd>{detailValue(field, details, name)}</dd>
                </div>
              ))}
            </dl>
            <DetailPieces module={module} row={details} />
          </>
        )}
      </Dialog>
      <WorkflowDialog module={module} target={workflow} onClose={() => setWorkflow(null)} onDone={refresh} />
      <ReviewDialog target={reviewing} onClose={() => setReviewing(null)} />
    </div>
  );
}

/** Rows as cards (inline-form modules such as emergency contacts): title, the other columns, actions. */
function CardList({
  module,
  rows,
  loading,
  empty,
  renderActions,
  rowName,
  readOnlyRow,
  renderSelect,
}: {
  module: TableModule;
  rows: Row[];
  loading: boolean;
  empty: React.ReactNode;
  renderActions: (row: Row, index: number) => React.ReactNode;
  rowName: (row: Row) => string;
  readOnlyRow: (row: Row) => boolean;
  renderSelect?: (row: Row) => React.ReactNode;
}) {
  const columns = listColumns(module);
  if (loading && rows.length === 0) return <p className="muted">{m["guard.loading"]()}</p>;
  if (rows.length === 0) return <div className="empty-state">{empty}</div>;
  return (
    <ul className="admin-card-list" aria-label={text(module.labels.plural)}>
      {rows.map((row, index) => (
        <li key={String(row[primaryKeyOf(module)])} className="admin-item-card">
          {renderSelect && <div className="admin-card-select">{renderSelect(row)}</div>}
          <h2>{rowName(row)}</h2>
          {columns.slice(1).map(({ name, field, hint }) => (
            <div key={name} className="small">
              <span className="muted">{text(hint.label ?? field.label)}: </span>
              <Cell module={module} name={name} hint={hint} row={row} />
            </div>
          ))}
          {translationStatus(row) && (
            <div className="small">
              <span className="muted">{m["admin.translations.columnLabel"]()}: </span>
              <TranslationStatusCell status={translationStatus(row)} />
            </div>
          )}
          {readOnlyRow(row) && <p className="muted small">{m["admin.review.readOnlyRow"]()}</p>}
          {renderActions(row, index)}
        </li>
      ))}
    </ul>
  );
}
