/** One form control per registry field kind, labelled, with its error. Values in the form are text (or booleans). */
import { fieldOptions, text, type FieldDef } from "../../../admin-modules/registry";
import { m } from "../../../admin-modules/domain/i18n";
import { trpc } from "../../trpc";
import { AdminIcon, Field, Switch } from "../ui";
import { isImageAddress } from "./cells";
import { ImageUpload } from "./ImageUpload";
import { BlocksEditor } from "../blocks/BlocksEditor";

export type FormValue = string | boolean;

interface Props {
  moduleKey: string;
  name: string;
  field: FieldDef;
  value: FormValue;
  error?: string;
  onChange: (value: FormValue) => void;
  /** The row being edited (null for a new one): a block editor shows its exercises' figures. */
  rowId?: number | null;
}

const INPUT_TYPES: Partial<Record<FieldDef["kind"], string>> = { url: "url", email: "email", tel: "tel", date: "date", time: "time", number: "number" };

export function FieldInput({ moduleKey, name, field, value, error, onChange, rowId = null }: Props) {
  const label = text(field.label);
  const help = field.widget?.help ? text(field.widget.help) : undefined;
  const placeholder = field.widget?.placeholder ? text(field.widget.placeholder) : undefined;
  // Long inputs, and an image with its upload button and preview, take the whole row.
  const fullWidth = field.widget?.fullWidth || field.kind === "textarea" || field.kind === "json" || (field.kind === "image" && Boolean(field.widget?.upload));
  const str = typeof value === "string" ? value : "";
  const common = { label, error, help, required: field.required, fullWidth };

  if (field.kind === "boolean") {
    return (
      <div className="admin-field">
        <Switch label={label} checked={value === true} onChange={onChange} />
        {error && (
          <p className="admin-error" role="alert">
            {error}
          </p>
        )}
      </div>
    );
  }

  if (field.kind === "blocks") {
    return <BlocksEditor moduleKey={moduleKey} rowId={rowId} label={label} help={help} error={error} value={str} onChange={onChange} />;
  }

  const options = fieldOptions(field);
  const control = field.widget?.control;

  if ((field.kind === "select" || field.kind === "theme") && (control === "radio" || control === "buttons")) {
    return (
      <fieldset className={`admin-field${fullWidth ? " full" : ""}`}>
        <legend className="admin-label">
          {label}
          {field.required && (
            <span aria-hidden="true" className="admin-required">
              {" "}
              *
            </span>
          )}
        </legend>
        <div className="admin-filter-buttons" role={control === "radio" ? "radiogroup" : undefined}>
          {options.map((o) =>
            control === "radio" ? (
              <label key={o.value} className="admin-switch">
                <input type="radio" name={`${moduleKey}-${name}`} value={o.value} checked={str === o.value} onChange={() => onChange(o.value)} />
                {text(o.label)}
              </label>
            ) : (
              <button
                key={o.value}
                type="button"
                className="btn btn-outline admin-btn admin-btn-compact"
                aria-pressed={str === o.value}
                onClick={() => onChange(o.value)}
              >
                {text(o.label)}
              </button>
            ),
          )}
        </div>
        {error && (
          <p className="admin-error" role="alert">
            {error}
          </p>
        )}
      </fieldset>
    );
  }

  if (field.kind === "icon" && options.length) {
    // Every icon is drawn, so the choice is made by sight (a drop-down of names would not show them).
    return (
      <fieldset className={`admin-field${fullWidth ? " full" : ""}`}>
        <legend className="admin-label">
          {label}
          {field.required && (
            <span aria-hidden="true" className="admin-required">
              {" "}
              *
            </span>
          )}
        </legend>
        <div className="admin-icon-picker">
          {options.map((o) => (
            <button
              key={o.value}
              type="button"
              aria-label={text(o.label)}
              title={text(o.label)}
              aria-pressed={str === o.value}
              onClick={() => onChange(o.value)}
            >
              <AdminIcon name={o.value} size={22} />
            </button>
          ))}
        </div>
        {str && <p className="admin-help">{text(options.find((o) => o.value === str)?.label ?? str)}</p>}
        {error && (
          <p className="admin-error" role="alert">
            {error}
          </p>
        )}
      </fieldset>
    );
  }

  if (field.kind === "color" && options.length) {
    return (
      <Field {...common}>
        {({ id, describedBy, invalid }) => (
          <>
            <div className="admin-swatches">
              {options.map((o) => (
                <button
                  key={o.value}
                  type="button"
                  style={{ background: o.value }}
                  aria-label={text(o.label)}
                  aria-pressed={str.toLowerCase() === o.value.toLowerCase()}
                  onClick={() => onChange(o.value)}
                />
              ))}
            </div>
            <input
              id={id}
              name={name}
              value={str}
              placeholder="#3b82f6"
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              onChange={(e) => onChange(e.target.value)}
            />
          </>
        )}
      </Field>
    );
  }

  return (
    <Field {...common}>
      {({ id, describedBy, invalid }) => {
        const aria = { id, name, "aria-describedby": describedBy, "aria-invalid": invalid || undefined };
        switch (field.kind) {
          case "textarea":
          case "json":
            return (
              <textarea
                {...aria}
                rows={field.widget?.rows ?? (field.kind === "textarea" ? 3 : 6)}
                value={str}
                placeholder={placeholder ?? (field.kind === "textarea" ? undefined : m["admin.placeholder.json"]())}
                onChange={(e) => onChange(e.target.value)}
                spellCheck={field.kind === "textarea"}
              />
            );
          case "select":
          case "theme":
          case "icon":
            return (
              <span className="admin-select-with-icon">
                {field.kind === "icon" && str && <AdminIcon name={str} size={22} />}
                <select {...aria} value={str} onChange={(e) => onChange(e.target.value)}>
                  {(!field.required || !str) && field.default === undefined && <option value="">—</option>}
                  {options.map((o) => (
                    <option key={o.value} value={o.value}>
                      {text(o.label)}
                    </option>
                  ))}
                </select>
              </span>
            );
          case "reference":
            return <ReferenceSelect moduleKey={moduleKey} name={name} aria={aria} value={str} onChange={onChange} />;
          case "image":
            return (
              <span className="admin-image-field">
                {str && isImageAddress(str) && <img src={str} alt={m["admin.upload.preview"]()} />}
                <input {...aria} value={str} placeholder={placeholder ?? "https://"} inputMode="url" onChange={(e) => onChange(e.target.value)} />
                {field.widget?.upload && <ImageUpload label={label} onUploaded={(url) => onChange(url)} />}
              </span>
            );
          default:
            return (
              <input
                {...aria}
                type={INPUT_TYPES[field.kind] ?? "text"}
                inputMode={field.kind === "number" ? (field.integer ? "numeric" : "decimal") : undefined}
                autoComplete={field.kind === "tel" || field.kind === "email" || field.kind === "url" ? "off" : undefined}
                step={field.kind === "number" ? (field.widget?.step ?? (field.integer ? 1 : "any")) : undefined}
                min={field.kind === "number" ? field.min : undefined}
                max={field.kind === "number" ? field.max : undefined}
                maxLength={field.kind === "text" || field.kind === "tel" ? field.maxLength : undefined}
                value={str}
                placeholder={placeholder}
                onChange={(e) => onChange(e.target.value)}
              />
            );
        }
      }}
    </Field>
  );
}

function ReferenceSelect({
  moduleKey,
  name,
  aria,
  value,
  onChange,
}: {
  moduleKey: string;
  name: string;
  aria: Record<string, unknown>;
  value: string;
  onChange: (v: string) => void;
}) {
  const options = trpc.admin.options.useQuery({ module: moduleKey, field: name });
  return (
    <select {...aria} value={value} onChange={(e) => onChange(e.target.value)}>
      <option value="">—</option>
      {(options.data ?? []).map((o) => (
        <option key={o.value} value={String(o.value)}>
          {o.label}
        </option>
      ))}
    </select>
  );
}
