/**
 * Dashboard (/admin): counts, submissions per type, the 5 newest submissions, and for super admins the
 * review queues, announcement and user totals and cards linking to their screens. One query
 * (adminWorkflows.dashboard); the server limits organization users to what they created or submitted.
 */
import { type AdminModule, REVIEW_QUEUE_TYPES } from "../../../admin-modules/registry";
import { CONTENT_TYPES } from "../../../admin-modules/domain/vocabulary";
import { t, type MessageKey } from "../../../admin-modules/domain/messages";
import { trpc } from "../../trpc";
import type { LimitsToday as Limits } from "../../../server/admin/workflows/limits-today";
import { AdminIcon, StatusBadge, SummaryCards } from "../ui";
import { AdminLink, ScreenHeader, shortDate } from "../screen-kit";
import { DemoNotice } from "../dashboard/DemoNotice";

export default function DashboardScreen({ module: _module }: { module: AdminModule }) {
  const query = trpc.adminWorkflows.dashboard.useQuery();
  const data = query.data;

  return (
    <div className="screen">
      <ScreenHeader title={t("admin.dashboard.title")} description={t("admin.screens.dashboard.intro")} />
      {query.isPending && <p className="muted">{t("guard.loading")}</p>}
      {query.error && <p role="alert" className="screen-error">{query.error.message}</p>}
      {data && (
        <>
          {data.admin && <DemoNotice />}
          <SummaryCards
            label={t("admin.screens.dashboard.counts")}
            cards={[
              { key: "resources", label: t("admin.screens.dashboard.resources"), value: data.counts.resources, icon: "FileText" },
              { key: "courses", label: t("admin.screens.dashboard.courses"), value: data.counts.courses, icon: "GraduationCap" },
              { key: "events", label: t("admin.screens.dashboard.events"), value: data.counts.events, icon: "Calendar" },
              { key: "media", label: t("admin.screens.dashboard.media"), value: data.counts.media, icon: "Image" },
              { key: "submissions", label: t("admin.screens.dashboard.submissions"), value: data.counts.submissions, icon: "ClipboardList" },
            ]}
          />

          {data.admin && (
            <section className="screen-section" aria-labelledby="dash-admin">
              <h2 id="dash-admin">{t("admin.screens.dashboard.adminTitle")}</h2>
              <ul className="admin-cards">
                <LinkCard path="announcements" icon="Megaphone" label={t("admin.announcements.plural")} value={data.admin.announcements} />
                <LinkCard path="content-review" icon="ClipboardCheck" label={t("admin.dashboard.awaitingReview")} value={data.admin.pendingReview} />
                <LinkCard path="users" icon="Users" label={t("admin.users.plural")} value={data.admin.users} />
                <LinkCard path="settings" icon="Settings" label={t("admin.settings.title")} value={t("admin.screens.dashboard.open")} />
                <LinkCard path="reports" icon="Flag" label={t("admin.reports.cardOpen")} value={data.admin.openReports} />
                <LinkCard path="reports" icon="Clock" label={t("safety.dashboard.overdueReports")} value={data.admin.overdueReports} />
              </ul>
              {data.admin.overdueReports > 0 && (
                <p className="notice warning" role="status">{t("safety.dashboard.overdueText", { count: data.admin.overdueReports })}</p>
              )}
            </section>
          )}

          {data.admin && <LimitsToday limits={data.admin.limits} />}

          <section className="screen-section" aria-labelledby="dash-types">
            <h2 id="dash-types">{data.admin ? t("admin.dashboard.reviewByType") : t("admin.dashboard.reviewByTypeOwn")}</h2>
            {/* The same figures as Content Review's filters and the sidebar's badges (one registry declaration each). */}
            <div className="admin-table-wrap">
              <table className="admin-table screen-type-table">
                <caption className="visually-hidden">{data.admin ? t("admin.dashboard.reviewByType") : t("admin.dashboard.reviewByTypeOwn")}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t("admin.field.contentType")}</th>
                    <th scope="col">{t("admin.dashboard.awaiting")}</th>
                    <th scope="col">{t("admin.status.approved")}</th>
                    <th scope="col">{t("admin.status.rejected")}</th>
                    <th scope="col">{t("admin.screens.dashboard.total")}</th>
                    <th scope="col">{t("admin.ui.actions")}</th>
                  </tr>
                </thead>
                <tbody>
                  {REVIEW_QUEUE_TYPES.map((type) => {
                    const row = data.review[type];
                    const contentType = type === "emergency" ? null : type;
                    return (
                      <tr key={type}>
                        <th scope="row" data-label={t("admin.field.contentType")}>
                          {t(`admin.reviewQueue.kind.${type}` as MessageKey)}
                        </th>
                        <td data-label={t("admin.dashboard.awaiting")} data-testid={`awaiting-${type}`}>{row.awaiting}</td>
                        <td data-label={t("admin.status.approved")}>{row.approved}</td>
                        <td data-label={t("admin.status.rejected")}>{row.rejected}</td>
                        <td data-label={t("admin.screens.dashboard.total")}>{row.total}</td>
                        <td data-label={t("admin.ui.actions")}>
                          {contentType && (CONTENT_TYPES as readonly string[]).includes(contentType) ? (
                            <AdminLink path={`content/new/${contentType}`} className="btn btn-outline admin-btn admin-btn-compact">
                              <AdminIcon name="Plus" />
                              {t("admin.screens.dashboard.newOfType", { type: t(`admin.screens.type.${contentType}` as MessageKey) })}
                            </AdminLink>
                          ) : (
                            <AdminLink path="emergency-contacts" className="btn btn-outline admin-btn admin-btn-compact">
                              <AdminIcon name="Phone" />
                              {t("admin.emergency.plural")}
                            </AdminLink>
                          )}
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          </section>

          <section className="screen-section" aria-labelledby="dash-recent">
            <h2 id="dash-recent">{t("admin.screens.dashboard.recent")}</h2>
            {data.recent.length === 0 ? (
              <p className="muted">{t("admin.content.empty")}</p>
            ) : (
              <ul className="screen-list" data-testid="recent-submissions">
                {data.recent.map((s) => (
                  <li key={s.id} className="screen-item">
                    <div className="screen-item-head">
                      <h3>{s.title}</h3>
                      <StatusBadge status={s.status} />
                    </div>
                    <div className="screen-meta">
                      <span>{t(`admin.screens.type.${s.content_type}` as MessageKey)}</span>
                      <span>{shortDate(s.submitted_at)}</span>
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </div>
  );
}

function LinkCard({ path, icon, label, value }: { path: string; icon: string; label: string; value: number | string }) {
  return (
    <li className="admin-card">
      <AdminLink path={path} className="admin-card-link">
        <span className="admin-card-label">{label}</span>
        <span className="admin-card-value">{value}</span>
        <AdminIcon name={icon} className="admin-card-icon" size={22} />
      </AdminLink>
    </li>
  );
}

/** Super admins: the valve's warnings for this hour, and how often each limit said no today. */
function LimitsToday({ limits }: { limits: Limits }) {
  return (
    <section className="screen-section" aria-labelledby="dash-limits" data-testid="limits-today">
      <h2 id="dash-limits">{t("admin.limits.title")}</h2>
      {limits.submissions.over && (
        <p className="notice warning" role="status">{t("admin.limits.manySubmissions", { count: limits.submissions.count, ceiling: limits.submissions.ceiling })}</p>
      )}
      {limits.signUps.over && (
        <p className="notice warning" role="status">{t("admin.limits.manySignUps", { count: limits.signUps.count, ceiling: limits.signUps.ceiling })}</p>
      )}
      <p className="muted">{t("admin.limits.intro")}</p>
      {limits.hits.length === 0 ? (
        <p className="muted">{t("admin.limits.none")}</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <caption className="visually-hidden">{t("admin.limits.title")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("admin.limits.limit")}</th>
                <th scope="col">{t("admin.limits.times")}</th>
              </tr>
            </thead>
            <tbody>
              {limits.hits.map((hit) => (
                <tr key={hit.counter}>
                  <th scope="row" data-label={t("admin.limits.limit")}>{t(`admin.limits.name.${hit.counter}` as MessageKey)}</th>
                  <td data-label={t("admin.limits.times")}>{hit.count}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
