/**
 * Content review (/admin/content-review, super admins): pending submissions only, newest submitted first,
 * up to 3 tags each. Review opens a dialog with optional notes and Approve / Reject; Quick Approve approves
 * at once. Approval publishes into the public table exactly once (server). Children's text is shown as text.
 */
import { useState } from "react";
import type { AdminModule } from "../../../admin-modules/registry";
import { t, type MessageKey } from "../../../admin-modules/domain/messages";
import { trpc } from "../../trpc";
import { adminToast, Button, Dialog, Pagination } from "../ui";
import { DetailList, type Outputs, ScreenHeader, shortDate } from "../screen-kit";

type Submission = Outputs["adminWorkflows"]["pendingSubmissions"]["rows"][number];

const PAGE_SIZE = 20;
const TAGS_SHOWN = 3;

export default function ContentReviewScreen({ module: _module }: { module: AdminModule }) {
  const [page, setPage] = useState(1);
  const [reviewing, setReviewing] = useState<Submission | null>(null);
  const [notes, setNotes] = useState("");
  const utils = trpc.useUtils();
  const query = trpc.adminWorkflows.pendingSubmissions.useQuery({ page, pageSize: PAGE_SIZE });
  const review = trpc.adminWorkflows.reviewSubmission.useMutation();
  const quick = trpc.adminWorkflows.quickApprove.useMutation();
  const busy = review.isPending || quick.isPending;

  const done = async (message: string) => {
    adminToast.success(message);
    setReviewing(null);
    setNotes("");
    await Promise.all([utils.adminWorkflows.pendingSubmissions.invalidate(), utils.adminWorkflows.dashboard.invalidate()]);
  };

  const decide = async (decision: "approved" | "rejected") => {
    if (!reviewing) return;
    try {
      const result = await review.mutateAsync({ id: reviewing.id, decision, notes: notes.trim() || null });
      await done(result.message);
    } catch (error) {
      adminToast.error(error);
    }
  };

  const quickApprove = async (submission: Submission) => {
    try {
      const result = await quick.mutateAsync({ id: submission.id });
      await done(result.message);
    } catch (error) {
      adminToast.error(error);
    }
  };

  const rows = query.data?.rows ?? [];
  return (
    <div className="screen">
      <ScreenHeader title={t("admin.contentReview.title")} description={t("admin.screens.review.intro")} />
      {query.error && (
        <p role="alert" className="screen-error">
          {query.error.message}
        </p>
      )}
      {query.isPending && <p className="muted">{t("guard.loading")}</p>}
      {query.data && rows.length === 0 && (
        <div className="empty-state">
          <p>{t("admin.review.empty")}</p>
        </div>
      )}
      {rows.length > 0 && (
        <ul className="screen-list" aria-label={t("admin.screens.review.queue")}>
          {rows.map((s) => (
            <li key={s.id} className="screen-item" data-testid="pending-submission">
              <div className="screen-item-head">
                <h2>{s.title}</h2>
                <span className="badge">{t(`admin.screens.type.${s.content_type}` as MessageKey)}</span>
              </div>
              <p className="screen-text clamp-2">{s.description}</p>
              <div className="screen-meta">
                <span>{t("admin.screens.review.by", { name: s.submitter_organization || s.submitter_name || t("admin.screens.unknown") })}</span>
                <span>{shortDate(s.submitted_at)}</span>
                {s.age_group && <span>{t("admin.screens.ageGroup", { group: s.age_group })}</span>}
              </div>
              {s.tags.length > 0 && (
                <div className="screen-tags">
                  {s.tags.slice(0, TAGS_SHOWN).map((tag) => (
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
                  onClick={() => {
                    setNotes("");
                    setReviewing(s);
                  }}
                  aria-label={t("admin.screens.review.reviewItem", { title: s.title })}
                >
                  {t("admin.media.review")}
                </Button>
                <Button
                  variant="success"
                  icon="CheckCircle"
                  disabled={busy}
                  onClick={() => void quickApprove(s)}
                  aria-label={t("admin.screens.review.quickApproveItem", { title: s.title })}
                >
                  {t("admin.screens.review.quickApprove")}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {query.data && query.data.total > PAGE_SIZE && <Pagination page={page} pageSize={PAGE_SIZE} total={query.data.total} onPage={setPage} />}

      <Dialog
        open={reviewing !== null}
        title={t("admin.screens.review.dialogTitle")}
        onClose={() => setReviewing(null)}
        size="wide"
        footer={
          <>
            <Button variant="outline" onClick={() => setReviewing(null)}>
              {t("admin.ui.cancel")}
            </Button>
            <Button variant="danger" icon="XCircle" disabled={busy} onClick={() => void decide("rejected")}>
              {t("admin.screens.reject")}
            </Button>
            <Button variant="success" icon="CheckCircle" disabled={busy} onClick={() => void decide("approved")}>
              {t("admin.screens.approve")}
            </Button>
          </>
        }
      >
        {reviewing && (
          <div className="screen-section">
            <DetailList
              items={[
                { label: t("admin.field.title"), value: reviewing.title },
                { label: t("admin.field.contentType"), value: t(`admin.screens.type.${reviewing.content_type}` as MessageKey) },
                { label: t("admin.field.ageGroup"), value: reviewing.age_group },
                { label: t("admin.field.description"), value: reviewing.description },
                { label: t("admin.field.tags"), value: reviewing.tags.join(", ") },
                { label: t("admin.field.imageUrl"), value: reviewing.image_url },
              ]}
            />
            {reviewing.content_data != null && (
              <div>
                <p className="admin-label">{t("admin.field.contentData")}</p>
                <pre className="screen-pre">{JSON.stringify(reviewing.content_data, null, 2)}</pre>
              </div>
            )}
            <div className="screen-notes">
              <label htmlFor="review-notes" className="admin-label">
                {t("admin.screens.reviewNotesOptional")}
              </label>
              <textarea id="review-notes" value={notes} maxLength={2000} onChange={(e) => setNotes(e.target.value)} />
            </div>
          </div>
        )}
      </Dialog>
    </div>
  );
}
