/**
 * Media management (/admin/media): status filter, four summary cards, the table the spec lists, and the
 * Review dialog (super admins; any status can be re-reviewed). Rows page on the server (admin.list);
 * the children's text is shown as text only.
 */
import { useState } from "react";
import { canDo, fieldOptions, getTableModule, text, type AdminModule, type TableModule } from "../../../admin-modules/registry";
import { REVIEW_STATUSES } from "../../../admin-modules/domain/vocabulary";
import { t, type MessageKey } from "../../../admin-modules/domain/messages";
import { useAuth } from "../../auth/AuthContext";
import { trpc } from "../../trpc";
import { adminToast, Button, type Column, DataTable, Dialog, Pagination, Select, StatusBadge, SummaryCards } from "../ui";
import { DetailList, ScreenHeader, shortDate } from "../screen-kit";

type Row = Record<string, unknown>;
const PAGE_SIZE = 20;

const str = (v: unknown) => (v === null || v === undefined ? "" : String(v));
const num = (v: unknown) => (typeof v === "number" ? v : Number(v ?? 0) || 0);

export default function MediaScreen({ module }: { module: AdminModule }) {
  const mod = (module.kind === "table" ? module : getTableModule("media")) as TableModule;
  const { userRole } = useAuth();
  const [status, setStatus] = useState("");
  const [page, setPage] = useState(1);
  const [reviewing, setReviewing] = useState<Row | null>(null);
  const [notes, setNotes] = useState("");
  const utils = trpc.useUtils();
  const list = trpc.admin.list.useQuery({ module: mod.key, page, pageSize: PAGE_SIZE, filters: status ? { status } : undefined });
  const summary = trpc.admin.summary.useQuery({ module: mod.key });
  const review = trpc.adminWorkflows.reviewMedia.useMutation();
  const reviewAction = mod.actions?.find((a) => a.key === "review");
  const mayReview = Boolean(userRole && reviewAction?.roles?.includes(userRole)) && canDo(mod, "view", userRole);

  const typeLabel = (v: unknown) => {
    const option = fieldOptions(mod.fields.type).find((o) => o.value === v);
    return option ? text(option.label) : str(v);
  };

  const decide = async (decision: "approved" | "rejected") => {
    if (!reviewing) return;
    try {
      const result = await review.mutateAsync({ id: Number(reviewing.id), decision, notes: notes.trim() || null });
      adminToast.success(result.message);
      setReviewing(null);
      await Promise.all([utils.admin.list.invalidate(), utils.admin.summary.invalidate(), utils.adminWorkflows.dashboard.invalidate()]);
    } catch (error) {
      adminToast.error(error);
    }
  };

  const cardValues = new Map((summary.data?.cards ?? []).map((c) => [c.key, c.value]));
  const columns: Column<Row>[] = [
    {
      key: "content",
      header: t("admin.screens.media.content"),
      render: (r) => (
        <div>
          <div className="screen-cell-title">{str(r.title)}</div>
          {Boolean(r.description) && <div className="screen-cell-sub clamp-2">{str(r.description)}</div>}
        </div>
      ),
    },
    { key: "type", header: t("admin.field.type"), render: (r) => <span className="badge">{typeLabel(r.type)}</span> },
    {
      key: "author",
      header: t("admin.field.author"),
      render: (r) => (
        <div>
          <div>{str(r.author_name)}</div>
          <div className="screen-cell-sub">
            {r.author_age != null ? t("admin.screens.media.age", { age: str(r.author_age) }) : t("admin.media.ageNotSpecified")}
          </div>
        </div>
      ),
    },
    {
      key: "engagement",
      header: t("admin.screens.media.engagement"),
      hideOnMobile: true,
      render: (r) => (
        <div className="screen-engagement">
          <span>{t("admin.screens.media.likes", { n: num(r.likes) })}</span>
          <span>{t("admin.screens.media.views", { n: num(r.views) })}</span>
          <span>{t("admin.screens.media.comments", { n: num(r.comments_count) })}</span>
        </div>
      ),
    },
    { key: "status", header: t("admin.field.status"), render: (r) => <StatusBadge status={str(r.status)} /> },
    { key: "submitted", header: t("admin.field.submittedAt"), hideOnMobile: true, render: (r) => shortDate(r.created_at) },
  ];
  if (mayReview) {
    columns.push({
      key: "actions",
      header: t("admin.ui.actions"),
      render: (r) => (
        <Button
          compact
          icon="Eye"
          onClick={() => {
            setNotes(str(r.review_notes));
            setReviewing(r);
          }}
          aria-label={t("admin.screens.review.reviewItem", { title: str(r.title) })}
        >
          {text(reviewAction?.label ?? "admin.media.review")}
        </Button>
      ),
    });
  }

  return (
    <div className="screen">
      <ScreenHeader title={t("admin.screens.media.title")} description={t("admin.screens.media.intro")} />
      <SummaryCards
        label={t("admin.screens.summary")}
        cards={(mod.cards ?? []).map((c) => ({ key: c.key, label: text(c.label), icon: c.icon, value: cardValues.get(c.key) ?? "…" }))}
      />
      <div className="screen-filters">
        <Select
          label={t("admin.field.status")}
          value={status}
          includeEmpty={t("admin.common.all")}
          options={REVIEW_STATUSES.map((s) => ({ value: s, label: t(`admin.status.${s}` as MessageKey) }))}
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
        label={t("admin.screens.media.title")}
        columns={columns}
        rows={list.data?.rows ?? []}
        rowKey={(r) => Number(r.id)}
        loading={list.isPending}
        empty={t("admin.media.empty")}
      />
      {list.data && <Pagination page={page} pageSize={PAGE_SIZE} total={list.data.total} onPage={setPage} />}

      <Dialog
        open={reviewing !== null}
        title={t("admin.screens.media.reviewTitle")}
        onClose={() => setReviewing(null)}
        size="wide"
        footer={
          <>
            <Button variant="outline" onClick={() => setReviewing(null)}>
              {t("admin.ui.cancel")}
            </Button>
            <Button variant="danger" icon="XCircle" disabled={review.isPending} onClick={() => void decide("rejected")}>
              {t("admin.screens.reject")}
            </Button>
            <Button variant="success" icon="CheckCircle" disabled={review.isPending} onClick={() => void decide("approved")}>
              {t("admin.screens.approve")}
            </Button>
          </>
        }
      >
        {reviewing && (
          <div className="screen-section">
            <DetailList
              items={[
                { label: t("admin.field.title"), value: str(reviewing.title) },
                { label: t("admin.field.type"), value: typeLabel(reviewing.type) },
                {
                  label: t("admin.field.author"),
                  value: `${str(reviewing.author_name)} (${reviewing.author_age != null ? t("admin.screens.media.age", { age: str(reviewing.author_age) }) : t("admin.media.ageNotSpecified")})`,
                },
                { label: t("admin.field.ageGroup"), value: str(reviewing.age_group) },
                { label: t("admin.field.status"), value: <StatusBadge status={str(reviewing.status)} /> },
                { label: t("admin.field.description"), value: str(reviewing.description) },
                { label: t("admin.field.content"), value: str(reviewing.content) },
                { label: t("admin.field.mediaUrl"), value: str(reviewing.media_url) },
              ]}
            />
            <div className="screen-notes">
              <label htmlFor="media-review-notes" className="admin-label">
                {t("admin.screens.reviewNotesOptional")}
              </label>
              <textarea id="media-review-notes" value={notes} maxLength={2000} onChange={(e) => setNotes(e.target.value)} />
            </div>
          </div>
        )}
      </Dialog>
    </div>
  );
}
