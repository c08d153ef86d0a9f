/** Previous / next with "Page x of y" and the total; hidden when everything fits on one page. */
import { m } from "../../../admin-modules/domain/i18n";
import { formatNumber } from "../../../admin-modules/domain/intl";
import { Button } from "./Button";

export function Pagination({ page, pageSize, total, onPage }: { page: number; pageSize: number; total: number; onPage: (page: number) => void }) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav className="admin-pagination" aria-label={m["admin.ui.pagination"]()}>
      <span className="muted small">{m["admin.ui.pageOf"]({ page: formatNumber(page), pages: formatNumber(pages), total: formatNumber(total) })}</span>
      {pages > 1 && (
        <span className="button-row">
          <Button compact icon="ChevronLeft" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            {m["admin.ui.previous"]()}
          </Button>
          <Button compact disabled={page >= pages} onClick={() => onPage(page + 1)}>
            {m["admin.ui.next"]()}
          </Button>
        </span>
      )}
    </nav>
  );
}
