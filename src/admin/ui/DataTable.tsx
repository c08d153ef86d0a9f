/**
 * A plain, accessible table: a caption for screen readers, column headers (optionally sortable), an empty
 * state row. Below 768 px each row becomes a card (CSS) with the header as a label before each cell.
 */
import type { ReactNode } from "react";
import { m } from "../../../admin-modules/domain/i18n";

export interface Column<Row> {
  key: string;
  header: string;
  /** Drawn in the header cell instead of the header text (a select-all checkbox); `header` still labels the cell on phones. */
  headerContent?: ReactNode;
  render: (row: Row, index: number) => ReactNode;
  hideOnMobile?: boolean;
  /** "asc" / "desc" when the table is sorted by this column, null when sortable but not sorted */
  sort?: "asc" | "desc" | null;
  onSort?: () => void;
  className?: string;
}

export interface DataTableProps<Row> {
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string | number;
  /** The table's accessible name. */
  label: string;
  empty: ReactNode;
  loading?: boolean;
}

export function DataTable<Row>({ columns, rows, rowKey, label, empty, loading }: DataTableProps<Row>) {
  return (
    <div className="admin-table-wrap" aria-busy={loading || undefined}>
      <table className="admin-table">
        <caption className="visually-hidden">{label}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th
                key={c.key}
                scope="col"
                className={[c.hideOnMobile ? "hide-mobile" : "", c.className ?? ""].join(" ")}
                aria-sort={c.sort === "asc" ? "ascending" : c.sort === "desc" ? "descending" : undefined}
              >
                {c.headerContent ? (
                  c.headerContent
                ) : c.onSort ? (
                  <button type="button" className="admin-sort" onClick={c.onSort}>
                    {c.header}
                    <span aria-hidden="true">{c.sort === "asc" ? " ▲" : c.sort === "desc" ? " ▼" : " ↕"}</span>
                  </button>
                ) : (
                  c.header
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && !loading ? (
            <tr>
              <td colSpan={columns.length} className="admin-empty">
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row, index) => (
              <tr key={rowKey(row)}>
                {columns.map((c) => (
                  <td key={c.key} data-label={c.header} className={[c.hideOnMobile ? "hide-mobile" : "", c.className ?? ""].join(" ")}>
                    {c.render(row, index)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
      {loading && rows.length === 0 && <p className="muted admin-loading">{m["guard.loading"]()}</p>}
    </div>
  );
}
