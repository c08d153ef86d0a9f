/**
 * Dashboard (/admin): counts, submissions per type, the 5 newest submissions, and for super admins the
 * review queues, announcement and user totals and cards linking to their screens. One query
 * (adminWorkflows.dashboard); the server limits organization users to what they created or submitted.
 */
import type { AdminModule } from "../../../admin-modules/registry";
import { CONTENT_TYPES } from "../../../admin-modules/domain/vocabulary";
import { m, pickMessage } from "../../../admin-modules/domain/i18n";
import { trpc } from "../../trpc";
import { AdminIcon, StatusBadge, SummaryCards } from "../ui";
import { AdminLink, ScreenHeader, shortDate } from "../screen-kit";

export default function DashboardScreen({ module: _module }: { module: AdminModule }) {
  const query = trpc.adminWorkflows.dashboard.useQuery();
  const data = query.data;

  return (
    <div className="screen">
      <ScreenHeader title={m["admin.dashboard.title"]()} description={m["admin.screens.dashboard.intro"]()} />
      {query.isPending && <p className="muted">{m["guard.loading"]()}</p>}
      {query.error && <p role="alert" className="screen-error">{query.error.message}</p>}
      {data && (
        <>
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

          {data.admin && (
            <section className="screen-section" aria-labelledby="dash-admin">
              <h2 id="dash-admin">{m["admin.screens.dashboard.adminTitle"]()}</h2>
              <ul className="admin-cards">
                <LinkCard path="announcements" icon="Megaphone" label={m["admin.announcements.plural"]()} value={data.admin.announcements} />
                <LinkCard path="content-review" icon="ClipboardCheck" label={m["admin.screens.dashboard.pendingReview"]()} value={data.admin.pendingReview} />
                <LinkCard path="users" icon="Users" label={m["admin.users.plural"]()} value={data.admin.users} />
                <LinkCard path="settings" icon="Settings" label={m["admin.settings.title"]()} value={m["admin.screens.dashboard.open"]()} />
                <LinkCard path="media" icon="Eye" label={m["admin.screens.dashboard.pendingMedia"]()} value={data.admin.pendingMedia} />
                <LinkCard path="reports" icon="Flag" label={m["admin.reports.cardOpen"]()} value={data.admin.openReports} />
              </ul>
            </section>
          )}

          <section className="screen-section" aria-labelledby="dash-types">
            <h2 id="dash-types">{data.admin ? m["admin.screens.dashboard.byType"]() : m["admin.screens.dashboard.byTypeOwn"]()}</h2>
            <div className="admin-table-wrap">
              <table className="admin-table screen-type-table">
                <caption className="visually-hidden">{m["admin.screens.dashboard.byType"]()}</caption>
                <thead>
                  <tr>
                    <th scope="col">{m["admin.field.contentType"]()}</th>
                    <th scope="col">{m["admin.status.pending"]()}</th>
                    <th scope="col">{m["admin.status.approved"]()}</th>
                    <th scope="col">{m["admin.status.rejected"]()}</th>
                    <th scope="col">{m["admin.screens.dashboard.total"]()}</th>
                    <th scope="col">{m["admin.ui.actions"]()}</th>
                  </tr>
                </thead>
                <tbody>
                  {CONTENT_TYPES.map((type) => {
                    const row = data.submissionsByType[type];
                    return (
                      <tr key={type}>
                        <th scope="row" data-label={m["admin.field.contentType"]()}>
                          <AdminLink path={`content/${type}`}>{pickMessage(`admin.content.${type}.plural`, { "admin.content.resource.plural": m["admin.content.resource.plural"], "admin.content.learning.plural": m["admin.content.learning.plural"], "admin.content.media.plural": m["admin.content.media.plural"], "admin.content.event.plural": m["admin.content.event.plural"] })}</AdminLink>
                        </th>
                        <td data-label={m["admin.status.pending"]()}>{row.pending}</td>
                        <td data-label={m["admin.status.approved"]()}>{row.approved}</td>
                        <td data-label={m["admin.status.rejected"]()}>{row.rejected}</td>
                        <td data-label={m["admin.screens.dashboard.total"]()}>{row.total}</td>
                        <td data-label={m["admin.ui.actions"]()}>
                          <AdminLink path={`content/new/${type}`} className="btn btn-outline admin-btn admin-btn-compact">
                            <AdminIcon name="Plus" />
                            {m["admin.screens.dashboard.newOfType"]({ type: pickMessage(`admin.screens.type.${type}`, { "admin.screens.type.resource": m["admin.screens.type.resource"], "admin.screens.type.learning": m["admin.screens.type.learning"], "admin.screens.type.media": m["admin.screens.type.media"], "admin.screens.type.event": m["admin.screens.type.event"] }) })}
                          </AdminLink>
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          </section>

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
                      <span>{pickMessage(`admin.screens.type.${s.content_type}`, { "admin.screens.type.resource": m["admin.screens.type.resource"], "admin.screens.type.learning": m["admin.screens.type.learning"], "admin.screens.type.media": m["admin.screens.type.media"], "admin.screens.type.event": m["admin.screens.type.event"] })}</span>
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
