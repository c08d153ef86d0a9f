/**
 * Media management (/admin/media): status filter, four summary cards, the table the spec lists with each
 * item's picture, and the one review dialog (super admins; any status can be re-reviewed), which shows the
 * picture large before Approve is possible. Rows page on the server (admin.list); children's text is text.
 */
import { useState } from "react";
import { canDo, fieldOptions, getTableModule, text, type AdminModule, type TableModule, bulkActionsFor } from "../../../admin-modules/registry";
import { BulkBar, selectColumn, useBulkSelection } from "../module/BulkActions";
import { REVIEW_STATUSES } from "../../../admin-modules/domain/vocabulary";
import { m, pickMessage } from "../../../admin-modules/domain/i18n";
import { formatNumber } from "../../../admin-modules/domain/intl";
import { useAuth } from "../../auth/AuthContext";
import { trpc } from "../../trpc";
import { Button, type Column, DataTable, Pagination, Select, StatusBadge, SummaryCards, UrgentMark } from "../ui";
import { ScreenHeader, shortDate } from "../screen-kit";
import { Cell } from "../module/cells";
import { ReviewDialog, type ReviewTarget } from "../review/ReviewDialog";

type Row = Record<string, unknown>;
const PAGE_SIZE = 20;

const str = (v: unknown) => (v === null || v === undefined ? "" : String(v));
const num = (v: unknown) => (typeof v === "number" ? v : Number(v ?? 0) || 0);

export default function MediaScreen({ module }: { module: AdminModule }) {
  const mod = (module.kind === "table" ? module : getTableModule("media")) as TableModule;
  const { userRole } = useAuth();
  const [status, setStatus] = useState("");
  const [page, setPage] = useState(1);
  const [reviewing, setReviewing] = useState<ReviewTarget | null>(null);
  const filters = status ? { status } : undefined;
  const list = trpc.admin.list.useQuery({ module: mod.key, page, pageSize: PAGE_SIZE, filters });
  const utils = trpc.useUtils();
  const bulkActions = bulkActionsFor(mod, userRole);
  const selector = useBulkSelection<number>(status);
  const bulk = trpc.admin.bulk.useMutation();
  const rows = list.data?.rows ?? [];
  const summary = trpc.admin.summary.useQuery({ module: mod.key });
  const reviewAction = mod.actions?.find((a) => a.key === "review");
  const mayReview = Boolean(userRole && reviewAction?.roles?.includes(userRole)) && canDo(mod, "view", userRole);

  const typeLabel = (v: unknown) => {
    const option = fieldOptions(mod.fields.type).find((o) => o.value === v);
    return option ? text(option.label) : str(v);
  };

  const thumbnailHint = typeof mod.fields.thumbnail?.list === "object" ? mod.fields.thumbnail.list : { render: "thumbnail" as const };
  const cardValues = new Map((summary.data?.cards ?? []).map((c) => [c.key, c.value]));
  const columns: Column<Row>[] = [
    ...(bulkActions.length
      ? [
          selectColumn(
            selector,
            rows,
            (r: Row) => Number(r.id),
            (r: Row) => str(r.title),
          ),
        ]
      : []),
    {
      key: "content",
      header: m["admin.screens.media.content"](),
      render: (r) => (
        <span className="admin-with-thumb">
          {/* The picture itself (its small copy), or a story's first words, as the module declares its thumbnail column. */}
          <Cell module={mod} name="thumbnail" hint={thumbnailHint} row={r} />
          <span>
            <div className="screen-cell-title">
              {Boolean(r.urgent) && <UrgentMark rule={str(r.urgent_rule)} />} {str(r.title)}
            </div>
            {Boolean(r.description) && <div className="screen-cell-sub clamp-2">{str(r.description)}</div>}
          </span>
        </span>
      ),
    },
    { key: "type", header: m["admin.field.type"](), render: (r) => <span className="badge">{typeLabel(r.type)}</span> },
    {
      key: "author",
      header: m["admin.field.author"](),
      render: (r) => (
        <div>
          <div>{str(r.author_name)}</div>
          <div className="screen-cell-sub">
            {r.author_age != null ? m["admin.screens.media.age"]({ age: str(r.author_age) }) : m["admin.media.ageNotSpecified"]()}
          </div>
        </div>
      ),
    },
    {
      key: "engagement",
      header: m["admin.screens.media.engagement"](),
      hideOnMobile: true,
      render: (r) => (
        <div className="screen-engagement">
          <span>{m["admin.screens.media.likes"]({ n: formatNumber(num(r.likes)) })}</span>
          <span>{m["admin.screens.media.views"]({ n: formatNumber(num(r.views)) })}</span>
          <span>{m["admin.screens.media.comments"]({ n: formatNumber(num(r.comments_count)) })}</span>
        </div>
      ),
    },
    { key: "status", header: m["admin.field.status"](), render: (r) => <StatusBadge status={str(r.status)} /> },
    { key: "submitted", header: m["admin.field.submittedAt"](), hideOnMobile: true, render: (r) => shortDate(r.created_at) },
  ];
  if (mayReview) {
    columns.push({
      key: "actions",
      header: m["admin.ui.actions"](),
      render: (r) => (
        <Button
          compact
          icon="Eye"
          onClick={() => setReviewing({ module: mod.key, id: Number(r.id) })}
          aria-label={m["admin.screens.review.reviewItem"]({ title: str(r.title) })}
        >
          {text(reviewAction?.label ?? "admin.media.review")}
        </Button>
      ),
    });
  }

  return (
    <div className="screen">
      <ScreenHeader title={m["admin.screens.media.title"]()} description={m["admin.screens.media.intro"]()} />
      <SummaryCards
        label={m["admin.screens.summary"]()}
        cards={(mod.cards ?? []).map((c) => ({ key: c.key, label: text(c.label), icon: c.icon, value: cardValues.get(c.key) ?? "…" }))}
      />
      <div className="screen-filters">
        <Select
          label={m["admin.field.status"]()}
          value={status}
          includeEmpty={m["admin.common.all"]()}
          options={REVIEW_STATUSES.map((s) => ({
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
      <BulkBar
        actions={bulkActions}
        selector={selector}
        total={list.data?.total ?? 0}
        pageCount={rows.length}
        run={(action, target) =>
          bulk.mutateAsync({ module: mod.key, action: action.key, ...("keys" in target ? { ids: target.keys } : { matching: { filters } }) })
        }
        onDone={() => void Promise.all([utils.admin.invalidate(), utils.adminWorkflows.invalidate()])}
        itemOf={(id) => ({ module: mod.key, id })}
      />
      <DataTable
        label={m["admin.screens.media.title"]()}
        columns={columns}
        rows={rows}
        rowKey={(r) => Number(r.id)}
        loading={list.isPending}
        empty={m["admin.media.empty"]()}
      />
      {list.data && <Pagination page={page} pageSize={PAGE_SIZE} total={list.data.total} onPage={setPage} />}

      <ReviewDialog target={reviewing} onClose={() => setReviewing(null)} />
    </div>
  );
}
