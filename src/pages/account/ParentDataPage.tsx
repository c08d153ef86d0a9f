/**
 * The child's data in words, for the parent (issue 29): /parent/data?token=…, reached from the parent's
 * page. The same data and the same key as "Download the child's data" (parent.exportData: the link's
 * token, its limits), drawn with labels in the parent's language, values as words, dates in Sri Lanka time.
 * The server draws it whole, so it reads and prints without the script; the browser's Print saves it as a
 * PDF (the print style leaves out the site's header, footer and buttons). The JSON stays one button away.
 *
 * Nothing of it is kept on the phone: an address with a token is answered private, no-store
 * (server/http/pages.ts), which the service worker never keeps (src/sw/sw.ts).
 */
import type { ReactNode } from "react";
import { Link, useSearch } from "@tanstack/react-router";
import type { inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "../../../server/routers";
import { LANGUAGE_NAMES, type Locale, m, pickMessage } from "../../../admin-modules/domain/i18n";
import { formatDateTime, formatDay, formatNumber } from "../../../admin-modules/domain/intl";
import { reportReasonLabel } from "../../../admin-modules/domain/vocabulary-labels";
import { useAppRunning } from "../../lib/page-address";
import { trpc } from "../../trpc";
import { ChildDataJsonButton } from "./ActionForm";
import "./account.css";
import "./parent-data.css";
import "../../fonts/sinhala-tamil.css";

type Data = inferRouterOutputs<AppRouter>["parent"]["exportData"];
type Row = [label: string, value: ReactNode];

const when = (iso: string | null | undefined) => (iso ? formatDateTime(iso) : m["parentData.notYet"]());
const yesNo = (flag: number | boolean | null | undefined) => (flag ? m["parentData.yes"]() : m["parentData.no"]());
const orNotGiven = (text: string | number | null | undefined) =>
  text === null || text === undefined || text === "" ? m["parentData.notGiven"]() : String(text);

const STATUS = {
  "safety.parent.status.pending": m["safety.parent.status.pending"],
  "safety.parent.status.approved": m["safety.parent.status.approved"],
  "safety.parent.status.rejected": m["safety.parent.status.rejected"],
  "safety.parent.status.confirmed": m["safety.parent.status.confirmed"],
  "safety.parent.status.cancelled": m["safety.parent.status.cancelled"],
};
const status = (value: string) => pickMessage(`safety.parent.status.${value}`, STATUS);

const AGE_RANGE = {
  "safety.ageRange.under_13": m["safety.ageRange.under_13"],
  "safety.ageRange.13_15": m["safety.ageRange.13_15"],
  "safety.ageRange.16_17": m["safety.ageRange.16_17"],
  "safety.ageRange.18_plus": m["safety.ageRange.18_plus"],
  "safety.ageRange.adult_carer": m["safety.ageRange.adult_carer"],
};

const MEDIA_TYPE = {
  "media.type.artwork": m["media.type.artwork"],
  "media.type.photo": m["media.type.photo"],
  "media.type.story": m["media.type.story"],
  "media.type.video": m["media.type.video"],
};

const WORDS = {
  "parentData.contentType.resource": m["parentData.contentType.resource"],
  "parentData.contentType.learning": m["parentData.contentType.learning"],
  "parentData.contentType.media": m["parentData.contentType.media"],
  "parentData.contentType.event": m["parentData.contentType.event"],
  "parentData.target.media": m["parentData.target.media"],
  "parentData.target.event": m["parentData.target.event"],
  "parentData.target.course": m["parentData.target.course"],
  "parentData.target.byline": m["parentData.target.byline"],
  "parentData.reportStatus.open": m["parentData.reportStatus.open"],
  "parentData.reportStatus.resolved": m["parentData.reportStatus.resolved"],
  "parentData.reportStatus.dismissed": m["parentData.reportStatus.dismissed"],
  "parentData.consentStatus.pending": m["parentData.consentStatus.pending"],
  "parentData.consentStatus.granted": m["parentData.consentStatus.granted"],
  "admin.role.super_admin": m["admin.role.super_admin"],
  "admin.role.organization": m["admin.role.organization"],
};
const word = (prefix: string, value: string) => pickMessage(`${prefix}.${value}`, WORDS);

/** One thing's labelled values; rows without a value are left out. */
function Details({ rows }: { rows: Row[] }) {
  return (
    <dl className="account-details">
      {rows.map(([label, value]) => (
        <div key={label} className="data-row">
          <dt>{label}</dt>
          <dd suppressHydrationWarning>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A section of the record: its heading, then each item's details, or "Nothing kept." */
function Part({ id, title, items }: { id: string; title: string; items: { key: string | number; heading?: ReactNode; rows: Row[] }[] }) {
  return (
    <section className="card account-card data-part" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {items.length === 0 ? (
        <p className="muted">{m["parentData.nothing"]()}</p>
      ) : (
        <ol className="data-items">
          {items.map((item) => (
            <li key={item.key}>
              {item.heading && <h3>{item.heading}</h3>}
              <Details rows={item.rows} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function Record({ data }: { data: Data }) {
  const profile = data.profile;
  const username = profile?.username ?? "";
  const consent = data.parentalConsent;
  const lessonsByCourse = new Map<number, number>();
  for (const lesson of data.lessonProgress) lessonsByCourse.set(lesson.course_id, (lessonsByCourse.get(lesson.course_id) ?? 0) + 1);

  const account: Row[] = [
    [m["parentData.username"](), username],
    [m["parentData.email"](), data.account.email],
    [m["parentData.emailConfirmed"](), when(data.account.email_verified_at)],
    [m["parentData.createdAt"](), when(data.account.created_at)],
    [m["parentData.ageRange"](), profile?.age_range ? pickMessage(`safety.ageRange.${profile.age_range}`, AGE_RANGE) : m["parentData.notGiven"]()],
    [m["parentData.parentView"](), yesNo(profile?.parent_view)],
    [m["parentData.fullName"](), orNotGiven(profile?.full_name)],
    [m["parentData.phone"](), orNotGiven(profile?.phone)],
    [m["parentData.language"](), profile?.locale ? LANGUAGE_NAMES[profile.locale as Locale] : m["parentData.notGiven"]()],
    [m["parentData.updatedAt"](), when(profile?.updated_at)],
  ];
  if (profile?.organization_name) account.push([m["parentData.organization"](), profile.organization_name]);
  if (data.roles.length > 0) account.push([m["parentData.roles"](), data.roles.map((r) => word("admin.role", r.role)).join(", ")]);

  return (
    <>
      <Part id="data-account" title={m["parentData.account"]()} items={[{ key: "account", rows: account }]} />
      <Part
        id="data-consent"
        title={m["parentData.consent"]()}
        items={
          consent
            ? [
                {
                  key: "consent",
                  rows: [
                    [m["parentData.consentEmail"](), consent.parent_email],
                    [m["parentData.consentStatus"](), word("parentData.consentStatus", consent.status)],
                    [m["parentData.requestedAt"](), when(consent.requested_at)],
                    [m["parentData.consentedAt"](), when(consent.consented_at)],
                    [m["parentData.lastSentAt"](), when(consent.last_sent_at)],
                  ],
                },
              ]
            : []
        }
      />
      <Part
        id="data-creations"
        title={m["parentData.creations"]()}
        items={data.mediaSubmissions.map((item) => ({
          key: item.id,
          heading: item.title,
          rows: [
            [m["parentData.kind"](), pickMessage(`media.type.${item.type}`, MEDIA_TYPE)],
            [m["parentData.status"](), status(item.status)],
            [m["parentData.sharedOn"](), when(item.created_at)],
            [m["parentData.publishedOn"](), when(item.published_at)],
            [m["parentData.likesViews"](), m["parentData.likesViewsValue"]({ likes: formatNumber(item.likes), views: formatNumber(item.views) })],
            [m["parentData.authorName"](), orNotGiven(item.author_name)],
            [m["parentData.authorAge"](), orNotGiven(item.author_age)],
            ...(item.description ? [[m["parentData.description"](), item.description] as Row] : []),
            ...(item.content
              ? [
                  [
                    m["parentData.story"](),
                    <span key="story" className="data-text">
                      {item.content}
                    </span>,
                  ] as Row,
                ]
              : []),
          ],
        }))}
      />
      <Part
        id="data-suggestions"
        title={m["parentData.suggestions"]()}
        items={data.contentSubmissions.map((item) => ({
          key: item.id,
          heading: item.title,
          rows: [
            [m["parentData.kind"](), word("parentData.contentType", item.content_type)],
            [m["parentData.status"](), status(item.status)],
            [m["parentData.sharedOn"](), when(item.submitted_at)],
            ...(item.description ? [[m["parentData.description"](), item.description] as Row] : []),
          ],
        }))}
      />
      <Part
        id="data-registrations"
        title={m["parentData.registrations"]()}
        items={data.eventRegistrations.map((reg) => ({
          key: reg.id,
          heading: reg.event_title,
          rows: [
            [m["parentData.eventDate"](), formatDay(reg.event_date)],
            [m["parentData.status"](), status(reg.status)],
            [m["parentData.participant"](), reg.name],
            [m["parentData.participantAge"](), orNotGiven(reg.participant_age)],
            [m["parentData.guardian"](), orNotGiven(reg.guardian_name)],
            [m["parentData.guardianConsent"](), yesNo(reg.guardian_consent)],
            [m["parentData.email"](), reg.email],
            [m["parentData.phone"](), orNotGiven(reg.phone)],
            [m["parentData.notes"](), orNotGiven(reg.notes)],
            [m["parentData.registeredOn"](), when(reg.registered_at)],
          ],
        }))}
      />
      <Part
        id="data-courses"
        title={m["parentData.courses"]()}
        items={data.enrolments.map((course) => ({
          key: course.course_id,
          heading: course.course_title,
          rows: [
            [m["parentData.progress"](), m["safety.parent.progress"]({ percent: course.progress })],
            [m["parentData.lessonsDone"](), formatNumber(lessonsByCourse.get(course.course_id) ?? 0)],
            [m["parentData.enrolledOn"](), when(course.enrolled_at)],
            [m["parentData.completedOn"](), when(course.completed_at)],
          ],
        }))}
      />
      <Part
        id="data-likes"
        title={m["parentData.likes"]()}
        items={data.likes.length ? [{ key: "likes", rows: [[m["parentData.likes"](), formatNumber(data.likes.length)]] }] : []}
      />
      <Part
        id="data-reports"
        title={m["parentData.reports"]()}
        items={data.reportsMade.map((report) => ({
          key: report.id,
          rows: [
            [m["parentData.reportAbout"](), word("parentData.target", report.target_type)],
            [m["parentData.reason"](), reportReasonLabel(report.reason)],
            [m["parentData.status"](), word("parentData.reportStatus", report.status)],
            [m["parentData.sharedOn"](), when(report.created_at)],
            ...(report.details ? [[m["parentData.details"](), report.details] as Row] : []),
          ],
        }))}
      />
      <Part
        id="data-classes"
        title={m["parentData.classes"]()}
        items={data.classes.map((joined, index) => ({
          key: index,
          heading: joined.name,
          rows: [
            [m["classes.field.school"](), joined.school],
            [m["classes.field.grade"](), joined.grade],
            [m["admin.classes.teacher"](), joined.teacher ?? ""],
            [m["parentData.joinedOn"](), when(joined.joined_at)],
          ],
        }))}
      />
      <Part
        id="data-learning-time"
        title={m["parentData.learningTime"]()}
        items={
          data.learningTime.length
            ? [
                {
                  key: "days",
                  rows: data.learningTime.map(
                    (day) => [formatDay(day.day), m["parentData.minutes"]({ minutes: formatNumber(Math.round(day.seconds / 60)) })] as Row,
                  ),
                },
              ]
            : []
        }
      />
      <Part
        id="data-sessions"
        title={m["parentData.sessions"]()}
        items={data.sessions.map((session, index) => ({
          key: index,
          rows: [
            [m["parentData.signedInOn"](), when(session.created_at)],
            [m["parentData.signedInUntil"](), when(session.expires_at)],
          ],
        }))}
      />
    </>
  );
}

export function ParentDataPage() {
  const { token = "" } = useSearch({ strict: false }) as { token?: string };
  const valid = token.length > 0 && token.length <= 100;
  const data = trpc.parent.exportData.useQuery({ token }, { enabled: valid, retry: false });
  const running = useAppRunning();
  const username = data.data?.profile?.username ?? "";

  if (!valid || data.isError)
    return (
      <section className="container page account-page">
        <h1>{m["safety.parent.title"]()}</h1>
        <p role="alert" className="notice">
          {m["safety.parent.linkInvalid"]()}
        </p>
        <Link to="/parent" search={{}} className="text-link">
          {m["parentData.back"]()}
        </Link>
      </section>
    );
  if (!data.data) return <p className="container page">{m["site.loading"]()}</p>;

  return (
    <section className="container page account-page parent-data">
      <header>
        <h1>{m["parentData.title"]({ username })}</h1>
        <p>{m["parentData.intro"]({ username })}</p>
        <p className="muted" suppressHydrationWarning>
          {m["parentData.madeAt"]({ date: formatDateTime(data.data.exportedAt) })}
        </p>
        <p className="muted no-print">{m["parentData.printHint"]()}</p>
        <div className="form-actions no-print">
          {running && (
            <button type="button" className="btn btn-primary" onClick={() => window.print()} data-needs-app>
              {m["parentData.print"]()}
            </button>
          )}
          <ChildDataJsonButton token={token} username={username} label={m["parentData.json"]()} />
          <Link to="/parent" search={{ token }} className="btn btn-ghost">
            {m["parentData.back"]()}
          </Link>
        </div>
      </header>
      <Record data={data.data} />
    </section>
  );
}
