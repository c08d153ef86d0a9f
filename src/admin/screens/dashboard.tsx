/**
 * Dashboard (/admin): counts, submissions per type, the 5 newest submissions, and for super admins the
 * review queues, announcement and user totals and cards linking to their screens. One query
 * (adminWorkflows.dashboard); the server limits organization users to what they created or submitted.
 */
import { UntranslatedContent } from "../dashboard/UntranslatedContent";
import { type AdminModule, REVIEW_QUEUE_TYPES } from "../../../admin-modules/registry";
import { CONTENT_TYPES } from "../../../admin-modules/domain/vocabulary";
import { m, pickMessage } from "../../../admin-modules/domain/i18n";
import { formatNumber } from "../../../admin-modules/domain/intl";
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
      <ScreenHeader title={m["admin.dashboard.title"]()} description={m["admin.screens.dashboard.intro"]()} />
      {query.isPending && <p className="muted">{m["guard.loading"]()}</p>}
      {query.error && (
        <p role="alert" className="screen-error">
          {query.error.message}
        </p>
      )}
      {data && (
        <>
          {data.admin && <DemoNotice />}
          <SummaryCards
            label={m["admin.screens.dashboard.counts"]()}
            cards={[
              { key: "resources", label: m["admin.screens.dashboard.resources"](), value: data.counts.resources, icon: "FileText" },
              { key: "courses", label: m["admin.screens.dashboard.courses"](), value: data.counts.courses, icon: "GraduationCap" },
              { key: "events", label: m["admin.screens.dashboard.events"](), value: data.counts.events, icon: "Calendar" },
              { key: "media", label: m["admin.screens.dashboard.media"](), value: data.counts.media, icon: "Image" },
              { key: "submissions", label: m["admin.screens.dashboard.submissions"](), value: data.counts.submissions, icon: "ClipboardList" },
            ]}
          />

          {data.urgent.count > 0 && (
            // Every staff role: what it may see (an organization, its own events and submissions).
            <p className="notice error" role="status" data-testid="urgent-waiting">
              {m["safety.dashboard.urgentOldest"]({
                count: formatNumber(data.urgent.count),
                duration: waited(data.urgent.oldestMinutes ?? 0),
              })}
            </p>
          )}

          {data.admin && (
            <section className="screen-section" aria-labelledby="dash-admin">
              <h2 id="dash-admin">{m["admin.screens.dashboard.adminTitle"]()}</h2>
              <ul className="admin-cards">
                <LinkCard path="announcements" icon="Megaphone" label={m["admin.announcements.plural"]()} value={data.admin.announcements} />
                <LinkCard path="content-review" icon="ClipboardCheck" label={m["admin.dashboard.awaitingReview"]()} value={data.admin.pendingReview} />
                <LinkCard path="users" icon="Users" label={m["admin.users.plural"]()} value={data.admin.users} />
                <LinkCard path="settings" icon="Settings" label={m["admin.settings.title"]()} value={m["admin.screens.dashboard.open"]()} />
                <LinkCard path="reports" icon="Flag" label={m["admin.reports.cardOpen"]()} value={data.admin.openReports} />
                <LinkCard path="reports" icon="Clock" label={m["safety.dashboard.overdueReports"]()} value={data.admin.overdueReports} />
                <LinkCard path="audit-log" icon="ClipboardList" label={m["admin.audit.plural"]()} value={m["admin.screens.dashboard.open"]()} />
                <LinkCard path="teachers" icon="GraduationCap" label={m["admin.teachers.plural"]()} value={m["admin.screens.dashboard.open"]()} />
                <LinkCard path="classes" icon="Users" label={m["admin.classes.plural"]()} value={m["admin.screens.dashboard.open"]()} />
                <LinkCard path="content-review" icon="ShieldAlert" label={m["safety.dashboard.urgent"]()} value={data.urgent.count} />
                <LinkCard path="screening-words" icon="Languages" label={m["admin.screeningWords.plural"]()} value={m["admin.screens.dashboard.open"]()} />
              </ul>
              {data.admin.overdueReports > 0 && (
                <p className="notice warning" role="status">
                  {m["safety.dashboard.overdueText"]({ count: formatNumber(data.admin.overdueReports) })}
                </p>
              )}
            </section>
          )}

          {data.admin && <LimitsToday limits={data.admin.limits} />}

          <section className="screen-section" aria-labelledby="dash-types">
            <h2 id="dash-types">{data.admin ? m["admin.dashboard.reviewByType"]() : m["admin.dashboard.reviewByTypeOwn"]()}</h2>
            {/* The same figures as Content Review's filters and the sidebar's badges (one registry declaration each). */}
            <div className="admin-table-wrap">
              <table className="admin-table screen-type-table">
                <caption className="visually-hidden">{data.admin ? m["admin.dashboard.reviewByType"]() : m["admin.dashboard.reviewByTypeOwn"]()}</caption>
                <thead>
                  <tr>
                    <th scope="col">{m["admin.field.contentType"]()}</th>
                    <th scope="col">{m["admin.dashboard.awaiting"]()}</th>
                    <th scope="col">{m["admin.status.approved"]()}</th>
                    <th scope="col">{m["admin.status.rejected"]()}</th>
                    <th scope="col">{m["admin.screens.dashboard.total"]()}</th>
                    <th scope="col">{m["admin.ui.actions"]()}</th>
                  </tr>
                </thead>
                <tbody>
                  {REVIEW_QUEUE_TYPES.map((type) => {
                    const row = data.review[type];
                    const contentType = type === "emergency" ? null : type;
                    return (
                      <tr key={type}>
                        <th scope="row" data-label={m["admin.field.contentType"]()}>
                          {pickMessage(`admin.reviewQueue.kind.${type}`, {
                            "admin.reviewQueue.kind.media": m["admin.reviewQueue.kind.media"],
                            "admin.reviewQueue.kind.event": m["admin.reviewQueue.kind.event"],
                            "admin.reviewQueue.kind.resource": m["admin.reviewQueue.kind.resource"],
                            "admin.reviewQueue.kind.learning": m["admin.reviewQueue.kind.learning"],
                            "admin.reviewQueue.kind.emergency": m["admin.reviewQueue.kind.emergency"],
                          })}
                        </th>
                        <td data-label={m["admin.dashboard.awaiting"]()} data-testid={`awaiting-${type}`}>
                          {row.awaiting}
                        </td>
                        <td data-label={m["admin.status.approved"]()}>{row.approved}</td>
                        <td data-label={m["admin.status.rejected"]()}>{row.rejected}</td>
                        <td data-label={m["admin.screens.dashboard.total"]()}>{row.total}</td>
                        <td data-label={m["admin.ui.actions"]()}>
                          {contentType && (CONTENT_TYPES as readonly string[]).includes(contentType) ? (
                            <AdminLink path={`content/new/${contentType}`} className="btn btn-outline admin-btn admin-btn-compact">
                              <AdminIcon name="Plus" />
                              {m["admin.screens.dashboard.newOfType"]({
                                type: pickMessage(`admin.screens.type.${contentType}`, {
                                  "admin.screens.type.resource": m["admin.screens.type.resource"],
                                  "admin.screens.type.learning": m["admin.screens.type.learning"],
                                  "admin.screens.type.media": m["admin.screens.type.media"],
                                  "admin.screens.type.event": m["admin.screens.type.event"],
                                }),
                              })}
                            </AdminLink>
                          ) : (
                            <AdminLink path="emergency-contacts" className="btn btn-outline admin-btn admin-btn-compact">
                              <AdminIcon name="Phone" />
                              {m["admin.emergency.plural"]()}
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

          {data.translations.length > 0 && <UntranslatedContent figures={data.translations} />}

          <section className="screen-section" aria-labelledby="dash-recent">
            <h2 id="dash-recent">{m["admin.screens.dashboard.recent"]()}</h2>
            {data.recent.length === 0 ? (
              <p className="muted">{m["admin.content.empty"]()}</p>
            ) : (
              <ul className="screen-list" data-testid="recent-submissions">
                {data.recent.map((s) => (
                  <li key={s.id} className="screen-item">
                    <div className="screen-item-head">
                      <h3>{s.title}</h3>
                      <StatusBadge status={s.status} />
                    </div>
                    <div className="screen-meta">
                      <span>
                        {pickMessage(`admin.screens.type.${s.content_type}`, {
                          "admin.screens.type.resource": m["admin.screens.type.resource"],
                          "admin.screens.type.learning": m["admin.screens.type.learning"],
                          "admin.screens.type.media": m["admin.screens.type.media"],
                          "admin.screens.type.event": m["admin.screens.type.event"],
                        })}
                      </span>
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

/** How long the oldest urgent item has waited: "25 min", "3 h 5 min". */
function waited(minutes: number): string {
  if (minutes < 60) return m["safety.duration.minutes"]({ minutes: formatNumber(minutes) });
  return m["safety.duration.hours"]({ hours: formatNumber(Math.floor(minutes / 60)), minutes: formatNumber(minutes % 60) });
}

function LinkCard({ path, icon, label, value }: { path: string; icon: string; label: string; value: number | string }) {
  return (
    <li className="admin-card">
      <AdminLink path={path} className="admin-card-link">
        <span className="admin-card-label">{label}</span>
        <span className="admin-card-value">{typeof value === "number" ? formatNumber(value) : value}</span>
        <AdminIcon name={icon} className="admin-card-icon" size={22} />
      </AdminLink>
    </li>
  );
}

/** Super admins: the valve's warnings for this hour, and how often each limit said no today. */
function LimitsToday({ limits }: { limits: Limits }) {
  return (
    <section className="screen-section" aria-labelledby="dash-limits" data-testid="limits-today">
      <h2 id="dash-limits">{m["admin.limits.title"]()}</h2>
      {limits.submissions.over && (
        <p className="notice warning" role="status">
          {m["admin.limits.manySubmissions"]({ count: formatNumber(limits.submissions.count), ceiling: formatNumber(limits.submissions.ceiling) })}
        </p>
      )}
      {limits.signUps.over && (
        <p className="notice warning" role="status">
          {m["admin.limits.manySignUps"]({ count: formatNumber(limits.signUps.count), ceiling: formatNumber(limits.signUps.ceiling) })}
        </p>
      )}
      <p className="muted">{m["admin.limits.intro"]()}</p>
      {limits.hits.length === 0 ? (
        <p className="muted">{m["admin.limits.none"]()}</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <caption className="visually-hidden">{m["admin.limits.title"]()}</caption>
            <thead>
              <tr>
                <th scope="col">{m["admin.limits.limit"]()}</th>
                <th scope="col">{m["admin.limits.times"]()}</th>
              </tr>
            </thead>
            <tbody>
              {limits.hits.map((hit) => (
                <tr key={hit.counter}>
                  <th scope="row" data-label={m["admin.limits.limit"]()}>
                    {pickMessage(`admin.limits.name.${hit.counter}`, {
                      "admin.limits.name.signInPerAddress": m["admin.limits.name.signInPerAddress"],
                      "admin.limits.name.signInLockout": m["admin.limits.name.signInLockout"],
                      "admin.limits.name.signUpPerAddress": m["admin.limits.name.signUpPerAddress"],
                      "admin.limits.name.signUpValve": m["admin.limits.name.signUpValve"],
                      "admin.limits.name.passwordResetPerAddress": m["admin.limits.name.passwordResetPerAddress"],
                      "admin.limits.name.passwordResetPerEmail": m["admin.limits.name.passwordResetPerEmail"],
                      "admin.limits.name.emailVerificationPerAddress": m["admin.limits.name.emailVerificationPerAddress"],
                      "admin.limits.name.emailVerificationPerEmail": m["admin.limits.name.emailVerificationPerEmail"],
                      "admin.limits.name.submissionPerAddress": m["admin.limits.name.submissionPerAddress"],
                      "admin.limits.name.submissionPerAccount": m["admin.limits.name.submissionPerAccount"],
                      "admin.limits.name.submissionValve": m["admin.limits.name.submissionValve"],
                      "admin.limits.name.registrationPerAddress": m["admin.limits.name.registrationPerAddress"],
                      "admin.limits.name.registrationPerAccount": m["admin.limits.name.registrationPerAccount"],
                      "admin.limits.name.reportPerAddress": m["admin.limits.name.reportPerAddress"],
                      "admin.limits.name.reportPerAccount": m["admin.limits.name.reportPerAccount"],
                      "admin.limits.name.uploadPerAddress": m["admin.limits.name.uploadPerAddress"],
                      "admin.limits.name.uploadPerAccount": m["admin.limits.name.uploadPerAccount"],
                      "admin.limits.name.parentEmailPerAddress": m["admin.limits.name.parentEmailPerAddress"],
                      "admin.limits.name.parentEmailPerEmail": m["admin.limits.name.parentEmailPerEmail"],
                      "admin.limits.name.dataExportPerAddress": m["admin.limits.name.dataExportPerAddress"],
                      "admin.limits.name.dataExportPerAccount": m["admin.limits.name.dataExportPerAccount"],
                      "admin.limits.name.classJoinPerAddress": m["admin.limits.name.classJoinPerAddress"],
                      "admin.limits.name.classJoinPerAccount": m["admin.limits.name.classJoinPerAccount"],
                    })}
                  </th>
                  <td data-label={m["admin.limits.times"]()}>{formatNumber(hit.count)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
