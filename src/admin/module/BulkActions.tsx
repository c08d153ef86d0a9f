/**
 * Selecting rows and running a bulk action on them: a labelled checkbox per row, "select all on this
 * page" in the table's header, "select all N matching" (the server resolves those rows from the same
 * search and filters), the module's declared bulk actions, a confirmation where the action asks for one,
 * and the server's per-row summary ("12 approved, 1 skipped: already rejected") shown where staff look.
 * An action that shows first (bulk Approve) opens the bulk grid: each chosen row's picture or text, and
 * "Approve selected" once every picture has loaded (issue 29).
 * Used by the generic module screen and by the custom screens that list a module's rows.
 */
import { type ReactNode, useEffect, useState } from "react";
import { type BulkAction, MAX_BULK_ROWS, MAX_SEEN_GRID, text } from "../../../admin-modules/registry";
import { m } from "../../../admin-modules/domain/i18n";
import { adminToast, Button, type Column, ConfirmDialog } from "../ui";
import { BulkReviewGrid } from "../review/BulkReviewGrid";
import type { ReviewTarget } from "../review/ReviewDialog";

export interface BulkSelection<Key> {
  keys: ReadonlySet<Key>;
  allMatching: boolean;
}

/** The current selection; a new search, filter or sort (`resetKey`) starts a new one. */
export function useBulkSelection<Key>(resetKey: string) {
  const [selection, setSelection] = useState<BulkSelection<Key>>({ keys: new Set(), allMatching: false });
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key is the trigger: other rows, another selection
  useEffect(() => setSelection({ keys: new Set(), allMatching: false }), [resetKey]);
  const toggle = (key: Key, on: boolean) =>
    setSelection((s) => {
      const keys = new Set(s.keys);
      if (on) keys.add(key);
      else keys.delete(key);
      return { keys, allMatching: false };
    });
  const setPage = (keys: readonly Key[], on: boolean) =>
    setSelection((s) => {
      const next = new Set(s.keys);
      for (const key of keys) on ? next.add(key) : next.delete(key);
      return { keys: next, allMatching: false };
    });
  const selectAllMatching = () => setSelection((s) => ({ keys: s.keys, allMatching: true }));
  const clear = () => setSelection({ keys: new Set(), allMatching: false });
  return { selection, toggle, setPage, selectAllMatching, clear };
}

export type Selector<Key> = ReturnType<typeof useBulkSelection<Key>>;

/** A labelled checkbox (the label is visually hidden: the row's name is beside it). */
export function SelectBox({
  label,
  checked,
  onChange,
  disabled = false,
}: {
  label: string;
  checked: boolean;
  onChange: (on: boolean) => void;
  disabled?: boolean;
}) {
  return (
    <input type="checkbox" className="admin-select-box" aria-label={label} checked={checked} disabled={disabled} onChange={(e) => onChange(e.target.checked)} />
  );
}

/** The table's first column: select this row; in the header, select every row of the page. */
export function selectColumn<Row, Key>(selector: Selector<Key>, rows: readonly Row[], keyOf: (row: Row) => Key, nameOf: (row: Row) => string): Column<Row> {
  const { selection, toggle, setPage } = selector;
  const keys = rows.map(keyOf);
  const pageSelected = keys.length > 0 && (selection.allMatching || keys.every((k) => selection.keys.has(k)));
  return {
    key: "_select",
    // On a phone each row is a card, and this labels its checkbox there: the row, not the page.
    header: m["admin.bulk.selectCell"](),
    className: "admin-select-cell",
    // Off while the page has no rows (still loading, or none match): ticking it would select nothing.
    headerContent: <SelectBox label={m["admin.bulk.selectPage"]()} checked={pageSelected} disabled={keys.length === 0} onChange={(on) => setPage(keys, on)} />,
    render: (row) => (
      <SelectBox
        label={m["admin.bulk.selectRow"]({ name: nameOf(row) })}
        checked={selection.allMatching || selection.keys.has(keyOf(row))}
        onChange={(on) => toggle(keyOf(row), on)}
      />
    ),
  };
}

export interface BulkOutcome {
  message: string;
  done: number;
}

/**
 * The bar above the list: how many rows are selected, "select all N matching", and one button per
 * bulk action. `run` sends the chosen rows (or "all matching") to the server.
 */
export function BulkBar<Key>({
  actions,
  selector,
  total,
  pageCount,
  run,
  onDone,
  itemOf,
  matchingKeys,
}: {
  actions: readonly BulkAction[];
  selector: Selector<Key>;
  /** Rows matching the current search and filters. */
  total: number;
  /** Rows shown on this page. */
  pageCount: number;
  run: (action: BulkAction, target: { keys: Key[] } | { allMatching: true }) => Promise<BulkOutcome>;
  onDone: () => void;
  /** The module row a key names: needed by an action that shows first (the bulk grid reads each row). */
  itemOf?: (key: Key) => ReviewTarget;
  /**
   * The keys of the first `limit` matching rows, in the list's order: what "select all matching" loads into
   * the bulk grid, so every one is shown before it is approved (issue 29).
   */
  matchingKeys?: (limit: number) => Promise<Key[]>;
}): ReactNode {
  const { selection, selectAllMatching, clear } = selector;
  const [asking, setAsking] = useState<BulkAction | null>(null);
  const [showing, setShowing] = useState<BulkAction | null>(null);
  /** "All matching" chosen for the grid: the rows loaded into it (null while they load). */
  const [loaded, setLoaded] = useState<Key[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<string | null>(null);
  if (!actions.length) return null;
  const count = selection.allMatching ? total : selection.keys.size;

  const go = async (action: BulkAction, keys?: Key[]) => {
    setAsking(null);
    setBusy(true);
    try {
      const outcome = await run(action, keys ? { keys } : selection.allMatching ? { allMatching: true } : { keys: [...selection.keys] });
      setResult(outcome.message);
      adminToast.success(outcome.message);
      setShowing(null);
      clear();
      onDone();
    } catch (error) {
      adminToast.error(error);
    } finally {
      setBusy(false);
    }
  };

  /** Opens the bulk grid; with "all matching" chosen, the first matching rows (up to the grid's limit) are loaded into it. */
  const show = (action: BulkAction) => {
    setShowing(action);
    if (!selection.allMatching) return;
    setLoaded(null);
    if (!matchingKeys) return setLoaded([]);
    matchingKeys(MAX_SEEN_GRID).then(setLoaded, (error: unknown) => {
      setShowing(null);
      adminToast.error(error);
    });
  };

  return (
    <div className="admin-bulk">
      <div className="admin-bulk-bar" role="group" aria-label={m["admin.bulk.toolbar"]()}>
        <span className="admin-bulk-count">
          {selection.allMatching ? m["admin.bulk.allMatchingSelected"]({ count: total }) : m["admin.bulk.selected"]({ count })}
        </span>
        {!selection.allMatching &&
          total > pageCount &&
          (total <= MAX_BULK_ROWS ? (
            <Button compact onClick={selectAllMatching}>
              {m["admin.bulk.selectAllMatching"]({ count: total })}
            </Button>
          ) : (
            <span className="muted small">{m["admin.bulk.tooManyToSelect"]({ max: MAX_BULK_ROWS })}</span>
          ))}
        {count > 0 && (
          <Button compact variant="ghost" onClick={clear}>
            {m["admin.bulk.clear"]()}
          </Button>
        )}
        {actions.map((action) => (
          <Button
            key={action.key}
            compact
            icon={action.icon}
            variant={action.key === "delete" ? "danger" : "outline"}
            disabled={count === 0 || busy}
            onClick={() => (action.showFirst && itemOf ? show(action) : action.confirm ? setAsking(action) : void go(action))}
          >
            {text(action.label)}
          </Button>
        ))}
        {busy && <span className="muted small">{m["admin.bulk.running"]()}</span>}
      </div>
      <p className="admin-bulk-result" role="status">
        {result}
      </p>
      {showing && itemOf && (
        <BulkReviewGrid
          items={selection.allMatching ? (loaded?.map(itemOf) ?? null) : [...selection.keys].map(itemOf)}
          matching={selection.allMatching && loaded ? { loaded: loaded.length, total } : null}
          busy={busy}
          // Exactly the rows shown in the grid, also when "all matching" was chosen.
          onApprove={() => void go(showing, selection.allMatching ? (loaded ?? []) : undefined)}
          onClose={() => setShowing(null)}
        />
      )}
      <ConfirmDialog
        open={asking !== null}
        title={asking ? m["admin.bulk.confirmTitle"]({ action: text(asking.label) }) : ""}
        message={asking?.confirm ? text(asking.confirm, { count }) : ""}
        confirmLabel={asking ? text(asking.label) : undefined}
        busy={busy}
        onConfirm={() => asking && void go(asking)}
        onCancel={() => setAsking(null)}
      />
    </div>
  );
}
