/** How a registry field's value is drawn in a table cell or a card (always as text: never as HTML). */
import type { ReactNode } from "react";
import {
  fieldOptions,
  firstWords,
  getTableModule,
  smallImageOf,
  text,
  type FieldDef,
  type ListColumnHint,
  type TableModule,
} from "../../../admin-modules/registry";
import { m } from "../../../admin-modules/domain/i18n";
import { formatDateTime, formatDay, formatInstant, formatNumber } from "../../lib/format";
import { AdminIcon, StatusBadge, UrgentMark } from "../ui";

const THEME_COLOURS: Record<string, string> = {
  blue: "var(--blue)",
  green: "var(--green)",
  pink: "var(--pink)",
  purple: "var(--purple)",
  amber: "var(--amber)",
  red: "var(--red)",
  indigo: "var(--indigo)",
};

/** An address an <img> can show: http(s), or a path on this site (uploads, the seeded /demo/ pictures). */
export const isImageAddress = (v: string) => /^(https?:\/\/|\/(?!\/))/i.test(v);

/**
 * A list row's thumbnail (issue 29: nobody decides on a row without seeing what it holds): the picture's
 * small copy, named by its alt text; for a story without a picture, its first words as text.
 */
export function Thumbnail({ picture, small, title, story }: { picture: unknown; small?: string | null; title: string; story?: unknown }) {
  const address = typeof picture === "string" ? picture.trim() : "";
  if (address && isImageAddress(address)) {
    return (
      <img
        className="admin-thumb"
        src={small || address}
        alt={m["admin.reviewPreview.imageAlt"]({ title })}
        loading="lazy"
        referrerPolicy="no-referrer"
        width={64}
        height={64}
      />
    );
  }
  if (typeof story === "string" && story.trim()) return <span className="admin-thumb admin-thumb-story">{firstWords(story, 8)}</span>;
  return <span className="admin-thumb" aria-hidden="true" />;
}

/** The option label of a select value, else the value itself. */
export function optionLabel(field: FieldDef, value: unknown): string {
  const match = fieldOptions(field).find((o) => o.value === String(value));
  return match ? text(match.label) : String(value);
}

/** A value drawn by its field's kind (no list hint). */
export function plainValue(field: FieldDef | undefined, value: unknown): ReactNode {
  const empty = value === null || value === undefined || value === "";
  // A value read out through its sentence ("Age 10", "Age not specified"), as the field declares.
  if (field?.display) {
    if (empty) return field.display.empty ? text(field.display.empty) : <span className="muted">—</span>;
    return text(field.display.text, { [field.display.param]: typeof value === "number" ? formatNumber(value) : String(value) });
  }
  if (empty) return <span className="muted">—</span>;
  if (!field) return String(value);
  switch (field.kind) {
    case "boolean":
      return value ? m["admin.ui.yes"]() : m["admin.ui.no"]();
    case "select":
    case "reference":
      return optionLabel(field, value);
    case "tags":
      return Array.isArray(value) ? value.join(", ") : String(value);
    case "json":
      return JSON.stringify(value);
    case "date":
      return formatDay(String(value));
    case "datetime":
      return formatInstant(String(value));
    case "number":
      return typeof value === "number" ? formatNumber(value) : String(value);
    case "color":
      return (
        <span>
          <span className="admin-swatch" style={{ background: String(value) }} aria-hidden="true" />
          {String(value)}
        </span>
      );
    case "theme":
      return (
        <span>
          <span className="admin-swatch" style={{ background: THEME_COLOURS[String(value)] ?? "#ccc" }} aria-hidden="true" />
          {optionLabel(field, value)}
        </span>
      );
    case "icon":
      return (
        <span className="admin-icon-value">
          <AdminIcon name={String(value)} /> {optionLabel(field, value)}
        </span>
      );
    case "image":
      return isImageAddress(String(value)) ? (
        <img className="admin-thumb" src={String(value)} alt="" loading="lazy" />
      ) : (
        <span className="admin-thumb" aria-hidden="true">
          {String(value)}
        </span>
      );
    default:
      return String(value);
  }
}

/** A value in a row's details dialog: whole (every change of an audit entry), a datetime with its time. */
export function detailValue(field: FieldDef, row: Record<string, unknown>, name: string): ReactNode {
  const hint = typeof field.list === "object" ? field.list : null;
  if (hint?.render === "changes") return <AuditChanges moduleKey={row.module} value={row[name]} />;
  if (field.kind === "datetime" && row[name]) return formatDateTime(String(row[name]));
  return plainValue(field, row[name]);
}

/** The main value of a list column, drawn per its hint. */
function mainValue(field: FieldDef, hint: ListColumnHint, value: unknown): ReactNode {
  switch (hint.render) {
    case "badge":
      return value === null || value === undefined || value === "" ? plainValue(field, value) : <span className="badge">{optionLabel(field, value)}</span>;
    case "status":
      return value ? <StatusBadge status={String(value)} label={optionLabel(field, value)} /> : plainValue(field, value);
    case "boolean":
      return <StatusBadge status={value ? "active" : "inactive"} label={value ? m["admin.ui.active"]() : m["admin.ui.inactive"]()} />;
    case "tags": {
      const list = Array.isArray(value) ? value.map(String) : [];
      const shown = hint.max ? list.slice(0, hint.max) : list;
      return (
        <span className="card-tags">
          {shown.map((tag) => (
            <span key={tag} className="badge badge-outline">
              {tag}
            </span>
          ))}
        </span>
      );
    }
    case "truncate":
      // A JSON field (the audit log's changes) is shown as its JSON text.
      return value ? (
        <span className="admin-cell-truncate">{typeof value === "object" ? JSON.stringify(value) : String(value)}</span>
      ) : (
        plainValue(field, value)
      );
    case "date":
      return value ? (field.kind === "datetime" ? formatInstant(String(value)) : formatDay(String(value))) : plainValue(field, value);
    case "datetime":
      // Date and time in Sri Lanka time (the audit log, reports): when in the day matters there.
      return value ? formatDateTime(String(value)) : plainValue(field, value);
    default:
      return plainValue(field, value);
  }
}

/** The address a cell links to (ListColumnHint.link), with the row's values in its {column}s; null for none. */
function linkOf(hint: ListColumnHint, value: unknown, row: Record<string, unknown>): string | null {
  const template = typeof hint.link === "string" ? hint.link : hint.link?.[String(value)];
  return template ? template.replace(/\{(\w+)\}/g, (_, column: string) => encodeURIComponent(String(row[column] ?? ""))) : null;
}

/** A list cell: the main value and the `with` fields under it. */
export function Cell({
  module,
  name,
  hint,
  row,
  primary,
}: {
  module: TableModule;
  name: string;
  hint: ListColumnHint;
  row: Record<string, unknown>;
  primary?: boolean;
}) {
  const field = module.fields[name];
  if (hint.render === "review") return <ReviewState module={module} field={field} row={row} value={row[name]} />;
  if (hint.render === "changes") return <AuditChanges moduleKey={row.module} value={row[name]} compact />;
  if (hint.render === "thumbnail") {
    const picture = typeof row[name] === "string" ? (row[name] as string) : "";
    const title = String(row[module.titleColumn ?? name] ?? "");
    return <Thumbnail picture={picture} small={picture ? smallImageOf(row, picture) : null} title={title} story={hint.story ? row[hint.story] : null} />;
  }
  if (hint.render === "urgent") return row[name] ? <UrgentMark rule={row.urgent_rule as string | null} /> : null;
  const address = linkOf(hint, row[name], row);
  const main = address ? (
    <a href={address} target="_blank" rel="noreferrer">
      {mainValue(field, hint, row[name])}
    </a>
  ) : (
    mainValue(field, hint, row[name])
  );
  const present = (w: string) => row[w] !== null && row[w] !== undefined && row[w] !== "";
  const extras = (hint.with ?? []).filter((w) => present(w) || module.fields[w]?.kind === "boolean" || module.fields[w]?.display?.empty);
  // Times under a date read as one range ("09:00–11:00"), not one line each.
  const times = extras.filter((w) => module.fields[w]?.kind === "time");
  const others = extras.filter((w) => module.fields[w]?.kind !== "time");
  if (hint.render === "number") {
    // "registered / capacity" on one line.
    return (
      <span className="admin-nowrap">
        {main}
        {others.filter(present).map((w) => (
          <span key={w} className="muted">
            {" "}
            / {plainValue(module.fields[w], row[w])}
          </span>
        ))}
      </span>
    );
  }
  return (
    <>
      {/* Plain text is bold only where it names the row (the first column, or a title with lines under it). */}
      {(hint.render === undefined || hint.render === "text") && (primary || hint.with?.length) && !field?.display ? <strong>{main}</strong> : main}
      {times.length > 0 && <span className="admin-cell-sub admin-nowrap">{times.map((w) => String(row[w])).join("–")}</span>}
      {others.map((w) => {
        const f = module.fields[w];
        const v = row[w];
        // A reviewed row's state under another column (events: under the status).
        if (module.review && w === module.review.statusColumn) return <ReviewState key={w} module={module} field={f} row={row} value={v} />;
        // The active flag under a status reads as its own badge, shown either way.
        if (w === "is_active") return <StatusBadge key={w} status={v ? "active" : "inactive"} label={v ? m["admin.ui.active"]() : m["admin.ui.inactive"]()} />;
        // Another flag shown under the title (featured) is a labelled badge when set.
        if (f?.kind === "boolean")
          return v ? (
            <span key={w} className="badge badge-accent">
              {text(f.label)}
            </span>
          ) : null;
        return (
          <span key={w} className={`admin-cell-sub${w === "description" ? " admin-clamp" : ""}`}>
            {plainValue(f, v)}
          </span>
        );
      })}
    </>
  );
}

/** A reviewed row's state: pending, approved or rejected, and "changes pending review" for a live row with proposed changes. */
function ReviewState({ module, field, row, value }: { module: TableModule; field: FieldDef; row: Record<string, unknown>; value: unknown }) {
  const changesColumn = module.review?.changesColumn;
  const changes = Boolean(changesColumn && row[changesColumn]);
  return (
    <>
      {value ? <StatusBadge status={String(value)} label={optionLabel(field, value)} /> : null}
      {changes && <StatusBadge status="pending" label={m["admin.reviewStatus.changesPending"]()} />}
    </>
  );
}

/*
 * An audit entry's changes as a person reads them (issue #29): each field by its label in the module the
 * entry is about, its value drawn as that field is drawn everywhere (option labels, yes/no, dates), the
 * value before and after. A field the module no longer has keeps its stored name. Always text.
 */
type Change = { before: unknown; after: unknown };

function parseChanges(value: unknown): [string, Change][] {
  let parsed: unknown = value;
  if (typeof value === "string") {
    try {
      parsed = JSON.parse(value);
    } catch {
      return [];
    }
  }
  if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return [];
  return Object.entries(parsed as Record<string, Change>).filter(([, change]) => change && typeof change === "object");
}

/** `compact`: the list cell (each value cut to two lines; the details show it whole). */
export function AuditChanges({ moduleKey, value, compact = false }: { moduleKey: unknown; value: unknown; compact?: boolean }) {
  const changes = parseChanges(value);
  if (changes.length === 0) return <span className="muted">—</span>;
  const module = getTableModule(String(moduleKey ?? ""));
  return (
    <dl className={compact ? "audit-changes audit-changes-compact" : "audit-changes"}>
      {changes.map(([name, change]) => {
        const field = module?.fields[name];
        return (
          <div key={name}>
            <dt>{field ? text(field.label) : name}</dt>
            <dd>
              <span className="audit-before">{plainValue(field, change.before)}</span>
              <span aria-hidden="true"> → </span>
              <span className="visually-hidden"> {m["admin.audit.becomes"]()} </span>
              <span className="audit-after">{plainValue(field, change.after)}</span>
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
