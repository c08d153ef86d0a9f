/**
 * What a reviewer approves, drawn as the public will read it: the picture large (ZoomableImage), a
 * story as text (never HTML), a video's link, an event's date, time, place, district, category, price,
 * capacity and the organiser's contact, a helpline as its card reads. Proposed changes of a live row
 * are drawn as the version that would go live, with a table of what changes.
 */
import type { ReactNode } from "react";
import { type ReviewQueueType, reviewPictureOf, text, type TableModule } from "../../../admin-modules/registry";
import { m, type MessageKey } from "../../../admin-modules/domain/i18n";
import { translate } from "../../../admin-modules/domain/translate";
import { formatDay, formatNumber } from "../../lib/format";
import { DetailList } from "../screen-kit";
import { plainValue } from "../module/cells";
import { type ImageState, ZoomableImage } from "./ZoomableImage";
import { MarkedText, PersonalInfoNotice } from "./PersonalInfo";
import { isCalendarDate } from "../../../admin-modules/domain/time";

type Row = Record<string, unknown>;

const str = (v: unknown): string => (v === null || v === undefined ? "" : String(v));
const obj = (v: unknown): Row => (v && typeof v === "object" && !Array.isArray(v) ? (v as Row) : {});
/** A label from the catalogue when the value has one (e.g. events.category.workshop), else the value. */
const labelOf = (prefix: string, v: unknown) => {
  const key = `${prefix}.${str(v)}` as MessageKey;
  const found = translate(key);
  return found === key ? str(v) : found;
};

/** The values that would be published: a submission's content_data over its own columns; a live row with its proposed changes. */
export function publishedValues(module: TableModule, row: Row): { values: Row; changes: Row | null } {
  const changesColumn = module.review?.changesColumn;
  const changes = changesColumn && row[changesColumn] ? obj(row[changesColumn]) : null;
  if (module.scope?.content_type) return { values: { ...obj(row.content_data), ...row, thumbnail: row.image_url }, changes: null };
  return { values: changes ? { ...row, ...changes } : row, changes };
}

/** The picture a decision approves: the one the server checks was shown (reviewPictureOf). */
export const imageOf = (module: TableModule, row: Row): string | null => reviewPictureOf(module, row);

export function ReviewPreview({ module, row, onImage }: { module: TableModule; row: Row; onImage: (state: ImageState) => void }) {
  const kind = module.review?.queueType as ReviewQueueType;
  const { values: v, changes } = publishedValues(module, row);
  const title = str(v.title ?? v.name);
  const image = imageOf(module, row);

  return (
    <div className="review-preview">
      {changes && <ChangesTable module={module} row={row} changes={changes} />}
      <section aria-labelledby="review-preview-heading" className="review-published">
        <h3 id="review-preview-heading" className="admin-label">
          {m["admin.reviewPreview.heading"]()}
        </h3>
        <div className="review-card">
          <PersonalInfoNotice texts={[title, str(v.description), str(v.content)]} />
          <p className="review-title review-break">
            {kind === "emergency" && v.superhero_emoji ? <span aria-hidden="true">{str(v.superhero_emoji)} </span> : null}
            <strong>
              <MarkedText text={title} />
            </strong>
          </p>
          {image && <ZoomableImage src={image} title={title} onState={onImage} />}
          {kind === "media" && <MediaPreview v={v} />}
          {kind === "event" && <EventPreview v={v} />}
          {kind === "emergency" && <EmergencyPreview module={module} v={v} />}
          {kind === "resource" && <ResourcePreview v={v} />}
          {kind === "learning" && <CoursePreview v={v} />}
          {kind !== "emergency" && v.description ? (
            <p className="review-text review-break">
              <MarkedText text={str(v.description)} />
            </p>
          ) : null}
        </div>
      </section>
    </div>
  );
}

function MediaPreview({ v }: { v: Row }) {
  const age = v.author_age !== null && v.author_age !== undefined && v.author_age !== "";
  const video = str(v.media_url);
  return (
    <>
      <p className="muted">
        <span className="badge">{labelOf("media.type", v.type)}</span>{" "}
        {v.author_name
          ? age
            ? m["admin.reviewPreview.authorAge"]({ name: str(v.author_name), age: str(v.author_age) })
            : m["admin.reviewPreview.author"]({ name: str(v.author_name) })
          : null}
      </p>
      {v.content ? (
        <div>
          <p className="admin-label">{m["admin.reviewPreview.story"]()}</p>
          {/* A child's words: text only, line breaks kept. */}
          <p className="review-story review-break">
            <MarkedText text={str(v.content)} />
          </p>
        </div>
      ) : null}
      {video && (
        <p className="review-break">
          <span className="admin-label">{m["admin.reviewPreview.video"]()}: </span>
          {/^https:\/\//i.test(video) ? (
            <a href={video} target="_blank" rel="noopener noreferrer">
              {video}
            </a>
          ) : (
            video
          )}
        </p>
      )}
    </>
  );
}

function EventPreview({ v }: { v: Row }) {
  // An event row holds the three columns; a submitted event (content_data) holds { phone, email, website }.
  const submitted = obj(v.contact_info);
  const contact = { phone: v.contact_phone ?? submitted.phone, email: v.contact_email ?? submitted.email, website: v.contact_website ?? submitted.website };
  const paid = str(v.price_type).toLowerCase() === "paid" && Number(v.price_amount) > 0;
  const lines = [
    contact.phone ? m["admin.reviewPreview.phone"]({ value: str(contact.phone) }) : null,
    contact.email ? m["admin.reviewPreview.email"]({ value: str(contact.email) }) : null,
    contact.website ? m["admin.reviewPreview.website"]({ value: str(contact.website) }) : null,
  ].filter((line) => line !== null);
  const date = isCalendarDate(str(v.event_date)) ? formatDay(str(v.event_date)) : str(v.event_date);
  return (
    <DetailList
      items={[
        { label: m["admin.reviewPreview.when"](), value: date },
        { label: m["admin.reviewPreview.time"](), value: [str(v.start_time), str(v.end_time)].filter(Boolean).join("–") },
        { label: m["admin.reviewPreview.place"](), value: str(v.location) },
        { label: m["admin.field.district"](), value: str(v.district) },
        { label: m["admin.field.category"](), value: labelOf("events.category", v.type) },
        { label: m["admin.field.ageGroup"](), value: str(v.age_group) },
        {
          label: m["admin.reviewPreview.price"](),
          value: paid ? `${str(v.price_currency || "LKR")} ${formatNumber(Number(v.price_amount))}` : m["admin.reviewPreview.free"](),
        },
        {
          label: m["admin.field.capacity"](),
          value: v.capacity !== undefined && v.capacity !== null ? m["admin.reviewPreview.places"]({ n: formatNumber(Number(v.capacity)) }) : "",
        },
        { label: m["admin.reviewPreview.organiser"](), value: str(v.organizer_name) },
        {
          label: m["admin.reviewPreview.contact"](),
          value: lines.length ? (
            <span className="review-lines review-break">
              {lines.map((line) => (
                <span key={line}>{line}</span>
              ))}
            </span>
          ) : (
            m["admin.reviewPreview.noContact"]()
          ),
        },
      ]}
    />
  );
}

function EmergencyPreview({ module, v }: { module: TableModule; v: Row }) {
  const field = (name: string) => module.fields[name];
  return (
    <>
      <p className="review-number" style={v.icon_color ? { borderLeftColor: str(v.icon_color) } : undefined}>
        {str(v.number)}
      </p>
      {v.description ? <p className="review-text review-break">{str(v.description)}</p> : null}
      <DetailList
        items={[
          { label: text(field("availability")?.label ?? "admin.field.availability"), value: str(v.availability) },
          { label: text(field("category")?.label ?? "admin.field.category"), value: plainValue(field("category"), v.category) },
          { label: text(field("superhero_name")?.label ?? "admin.field.superheroName"), value: str(v.superhero_name) },
        ]}
      />
    </>
  );
}

function ResourcePreview({ v }: { v: Row }) {
  return (
    <DetailList
      items={[
        { label: m["admin.field.category"](), value: labelOf("resources.category", v.category) },
        { label: m["admin.field.ageGroup"](), value: str(v.age_group) },
        { label: m["admin.field.fileType"](), value: str(v.file_type) },
        { label: m["admin.field.pages"](), value: str(v.pages) },
        { label: m["admin.field.organizationName"](), value: str(v.organization_name) },
        { label: m["admin.field.fileUrl"](), value: <span className="review-break">{str(v.file_url)}</span> },
      ]}
    />
  );
}

function CoursePreview({ v }: { v: Row }) {
  const lessons = (Array.isArray(v.lessons) ? v.lessons : Array.isArray(obj(v.course_content).lessons) ? (obj(v.course_content).lessons as unknown[]) : []).map(
    (l) => (typeof l === "string" ? l : str(obj(l).title)),
  );
  const items: { label: string; value: ReactNode }[] = [
    { label: m["admin.field.level"](), value: str(v.level) },
    { label: m["admin.field.duration"](), value: str(v.duration) },
    { label: m["admin.field.instructor"](), value: str(v.instructor_name) },
    { label: m["admin.field.ageGroup"](), value: str(v.age_group) },
  ];
  return (
    <>
      <DetailList items={items} />
      {lessons.length > 0 && (
        <div>
          <p className="admin-label">{m["admin.reviewPreview.lessons"]()}</p>
          <ol className="review-lessons review-break">
            {lessons.map((lesson, i) => (
              <li key={i}>{lesson}</li>
            ))}
          </ol>
        </div>
      )}
    </>
  );
}

function ChangesTable({ module, row, changes }: { module: TableModule; row: Row; changes: Row }) {
  const names = Object.keys(changes).filter((name) => module.fields[name] && JSON.stringify(changes[name] ?? null) !== JSON.stringify(row[name] ?? null));
  return (
    <section aria-labelledby="review-changes-heading">
      <h3 id="review-changes-heading" className="admin-label">
        {m["admin.reviewPreview.changesHeading"]()}
      </h3>
      <p className="muted small">{m["admin.reviewPreview.changesIntro"]()}</p>
      <div className="admin-table-wrap">
        <table className="admin-table review-changes">
          <thead>
            <tr>
              <th scope="col">{m["admin.reviewPreview.changeField"]()}</th>
              <th scope="col">{m["admin.reviewPreview.changeNow"]()}</th>
              <th scope="col">{m["admin.reviewPreview.changeProposed"]()}</th>
            </tr>
          </thead>
          <tbody>
            {names.map((name) => (
              <tr key={name}>
                <th scope="row">{text(module.fields[name].label)}</th>
                <td className="review-break">{plainValue(module.fields[name], row[name])}</td>
                <td className="review-break">{plainValue(module.fields[name], changes[name])}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
