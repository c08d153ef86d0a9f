/**
 * Content review (/admin/content-review, super admins): the one queue of everything waiting for review
 * (adminWorkflows.reviewQueue, built from the registry's `review` declarations): children's media,
 * content submissions, and events and helplines written by organizations. Filterable by type, newest
 * first, up to 3 tags each. Review opens the one review dialog, which shows what will be published.
 * There is no Quick Approve button: every approval goes through the dialog that shows what is published
 * (issue 18). The type filter and the page live in the address (?f_type=media&page=2, as in every
 * module list), so Back and reload keep them.
 */
import { useState } from "react";
import { type AdminModule, type BulkAction, bulkActionsFor, REVIEW_QUEUE_TYPES, type ReviewQueueType, reviewedModules } from "../../../admin-modules/registry";
import { useAuth } from "../../auth/AuthContext";
import { BulkBar, SelectBox, useBulkSelection } from "../module/BulkActions";
import { useListState } from "../module/list-state";
import { m, pickMessage } from "../../../admin-modules/domain/i18n";
import { trpc } from "../../trpc";
import { Button, Pagination, UrgentMark } from "../ui";
import { ReviewDialog, type ReviewTarget } from "../review/ReviewDialog";
import { ScreenHeader, shortDate } from "../screen-kit";
import { Thumbnail } from "../module/cells";

const PAGE_SIZE = 20;
const TAGS_SHOWN = 3;

export default function ContentReviewScreen({ module: _module }: { module: AdminModule }) {
  const list = useListState();
  const { page, setPage } = list;
  // An unknown type in the address (an old or edited link) shows the whole queue.
  const type = REVIEW_QUEUE_TYPES.find((kind) => kind === list.filters.type);
  const [reviewing, setReviewing] = useState<ReviewTarget | null>(null);
  const query = trpc.adminWorkflows.reviewQueue.useQuery({ page, pageSize: PAGE_SIZE, type });
  const { userRole } = useAuth();
  const utils = trpc.useUtils();
  const bulkReview = trpc.adminWorkflows.bulkReview.useMutation();
  // Approve and reject as every reviewed module declares them (the same labels and questions in each).
  const bulkActions = [
    ...new Map(
      reviewedModules()
        .flatMap((module) => bulkActionsFor(module, userRole))
        .filter((action) => action.key === "approve" || action.key === "reject")
        .map((action) => [action.key, action] as const),
    ).values(),
  ];
  const selector = useBulkSelection<string>(type ?? "all");
  const itemKey = (item: { module: string; id: number }) => `${item.module}:${item.id}`;
  const itemOf = (key: string) => {
    const [module, id] = key.split(":");
    return { module, id: Number(id) };
  };
  const runBulk = (action: BulkAction, target: { keys: string[] } | { allMatching: true }) =>
    bulkReview.mutateAsync({
      action: action.key as "approve" | "reject",
      ...("keys" in target
        ? {
            items: target.keys.map(itemOf),
          }
        : { matching: { type } }),
    });
  const refresh = () => void Promise.all([utils.adminWorkflows.invalidate(), utils.admin.invalidate()]);
  const counts = query.data?.counts;
  const all = counts ? Object.values(counts).reduce((sum, n) => sum + n, 0) : null;
  // A new filter starts at page 1 (useListState).
  const choose = (next: ReviewQueueType | undefined) => list.setFilter("type", next ?? "");

  const rows = query.data?.rows ?? [];
  return (
    <div className="screen">
      <ScreenHeader title={m["admin.contentReview.title"]()} description={m["admin.reviewQueue.intro"]()} />
      <div className="admin-filter-buttons review-filter" role="group" aria-label={m["admin.reviewQueue.filter"]()}>
        <Button compact aria-pressed={type === undefined} onClick={() => choose(undefined)}>
          {m["admin.reviewQueue.all"]({ n: all ?? "…" })}
        </Button>
        {REVIEW_QUEUE_TYPES.map((kind) => (
          <Button key={kind} compact aria-pressed={type === kind} onClick={() => choose(kind)}>
            {pickMessage(
              `admin.reviewQueue.type.${kind}`,
              {
                "admin.reviewQueue.type.media": m["admin.reviewQueue.type.media"],
                "admin.reviewQueue.type.event": m["admin.reviewQueue.type.event"],
                "admin.reviewQueue.type.resource": m["admin.reviewQueue.type.resource"],
                "admin.reviewQueue.type.learning": m["admin.reviewQueue.type.learning"],
                "admin.reviewQueue.type.emergency": m["admin.reviewQueue.type.emergency"],
              },
              { n: counts ? counts[kind] : "…" },
            )}
          </Button>
        ))}
      </div>
      {query.error && (
        <p role="alert" className="screen-error">
          {query.error.message}
        </p>
      )}
      {query.isPending && <p className="muted">{m["guard.loading"]()}</p>}
      {query.data && rows.length === 0 && (
        <div className="empty-state">
          <p>{type ? m["admin.reviewQueue.emptyType"]() : m["admin.review.empty"]()}</p>
        </div>
      )}
      {rows.length > 0 && bulkActions.length > 0 && (
        <div className="admin-select-page">
          <label>
            <input
              type="checkbox"
              className="admin-select-box"
              checked={selector.selection.allMatching || rows.every((item) => selector.selection.keys.has(itemKey(item)))}
              onChange={(e) => selector.setPage(rows.map(itemKey), e.target.checked)}
            />
            {m["admin.bulk.selectPage"]()}
          </label>
        </div>
      )}
      <BulkBar
        actions={bulkActions}
        selector={selector}
        total={query.data?.total ?? 0}
        pageCount={rows.length}
        run={runBulk}
        onDone={refresh}
        itemOf={itemOf}
        matchingKeys={async (limit) => (await utils.adminWorkflows.reviewQueue.fetch({ page: 1, pageSize: limit, type })).rows.map(itemKey)}
      />
      {rows.length > 0 && (
        <ul className="screen-list" aria-label={m["admin.reviewQueue.label"]()}>
          {rows.map((item) => (
            <li key={`${item.module}:${item.id}`} className="screen-item" data-testid="pending-submission" data-module={item.module}>
              <div className="screen-item-head">
                {bulkActions.length > 0 && (
                  <SelectBox
                    label={m["admin.bulk.selectRow"]({ name: item.title })}
                    checked={selector.selection.allMatching || selector.selection.keys.has(itemKey(item))}
                    onChange={(on) => selector.toggle(itemKey(item), on)}
                  />
                )}
                <Thumbnail picture={item.picture} small={item.small} title={item.title} story={item.story} />
                {item.urgent && <UrgentMark rule={item.urgent_rule} />}
                <h2 className="review-break">{item.title}</h2>
                <span className="badge">
                  {pickMessage(`admin.reviewQueue.kind.${item.type}`, {
                    "admin.reviewQueue.kind.media": m["admin.reviewQueue.kind.media"],
                    "admin.reviewQueue.kind.event": m["admin.reviewQueue.kind.event"],
                    "admin.reviewQueue.kind.resource": m["admin.reviewQueue.kind.resource"],
                    "admin.reviewQueue.kind.learning": m["admin.reviewQueue.kind.learning"],
                    "admin.reviewQueue.kind.emergency": m["admin.reviewQueue.kind.emergency"],
                  })}
                </span>
                {item.is_change && <span className="badge badge-accent">{m["admin.reviewPreview.liveChange"]()}</span>}
              </div>
              {item.summary && <p className="screen-text clamp-2 review-break">{item.summary}</p>}
              <div className="screen-meta">
                <span>
                  {m["admin.screens.review.by"]({ name: item.submitter_organization || item.submitter_name || item.byline || m["admin.screens.unknown"]() })}
                </span>
                <span>{shortDate(item.submitted_at)}</span>
              </div>
              {item.tags.length > 0 && (
                <div className="screen-tags">
                  {item.tags.slice(0, TAGS_SHOWN).map((tag) => (
                    <span key={tag} className="screen-tag">
                      {tag}
                    </span>
                  ))}
                </div>
              )}
              <div className="screen-actions">
                <Button
                  variant="primary"
                  icon="Eye"
                  onClick={() => setReviewing({ module: item.module, id: item.id })}
                  aria-label={m["admin.screens.review.reviewItem"]({ title: item.title })}
                >
                  {m["admin.media.review"]()}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {query.data && query.data.total > PAGE_SIZE && <Pagination page={page} pageSize={PAGE_SIZE} total={query.data.total} onPage={setPage} />}
      <ReviewDialog target={reviewing} onClose={() => setReviewing(null)} />
    </div>
  );
}
