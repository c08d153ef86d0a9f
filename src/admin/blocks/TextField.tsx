/** One labelled text input or text area of the block editor (label, help, the block's invalid mark). */
import { Field } from "../ui";

export function TextField({
  label,
  value,
  onChange,
  help,
  rows,
  type = "text",
  maxLength,
  invalid,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  help?: string;
  /** A text area of this many rows (a one-line input when absent). */
  rows?: number;
  type?: "text" | "url";
  maxLength?: number;
  invalid?: boolean;
}) {
  return (
    <Field label={label} help={help} fullWidth>
      {({ id, describedBy }) =>
        rows ? (
          <textarea
            id={id}
            rows={rows}
            value={value}
            maxLength={maxLength}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            onChange={(e) => onChange(e.target.value)}
          />
        ) : (
          <input
            id={id}
            type={type}
            inputMode={type === "url" ? "url" : undefined}
            value={value}
            maxLength={maxLength}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            onChange={(e) => onChange(e.target.value)}
          />
        )
      }
    </Field>
  );
}
