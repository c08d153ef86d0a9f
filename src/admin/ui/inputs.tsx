/** Labelled inputs: every control has a <label>; errors are tied to the control with aria-describedby. */
import { type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, useId } from "react";
import { m } from "../../../admin-modules/domain/i18n";
import { AdminIcon } from "./AdminIcon";

export function SearchInput({
  value,
  onChange,
  label,
  placeholder,
}: {
  value: string;
  onChange: (value: string) => void;
  label?: string;
  placeholder?: string;
}) {
  const id = useId();
  return (
    <div className="admin-search">
      <label htmlFor={id} className="visually-hidden">
        {label ?? m["admin.common.search"]()}
      </label>
      <AdminIcon name="Search" className="admin-search-icon" />
      <input id={id} type="search" value={value} placeholder={placeholder ?? label ?? m["admin.common.search"]()} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

export function Select({
  label,
  options,
  value,
  onChange,
  hideLabel,
  includeEmpty,
  ...rest
}: {
  label: string;
  options: SelectOption[];
  value: string;
  onChange: (value: string) => void;
  hideLabel?: boolean;
  /** A first option with value "" and this text (e.g. "All"). */
  includeEmpty?: string;
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, "onChange" | "value">) {
  const id = useId();
  return (
    <div className="admin-select">
      <label htmlFor={id} className={hideLabel ? "visually-hidden" : "admin-label"}>
        {label}
      </label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)} {...rest}>
        {includeEmpty !== undefined && <option value="">{includeEmpty}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * A form field: label, the control, help and error. Pass `children` for a custom control (it receives the
 * id via render prop) or use the default <input> with `inputProps`.
 */
export function Field({
  label,
  error,
  help,
  required,
  fullWidth,
  children,
  inputProps,
}: {
  label: string;
  error?: string;
  help?: string;
  required?: boolean;
  fullWidth?: boolean;
  children?: (ids: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
  inputProps?: InputHTMLAttributes<HTMLInputElement>;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const helpId = `${id}-help`;
  const describedBy = [error ? errorId : "", help ? helpId : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div className={`admin-field${fullWidth ? " full" : ""}${error ? " has-error" : ""}`}>
      <label htmlFor={id} className="admin-label">
        {label}
        {required && (
          <span aria-hidden="true" className="admin-required">
            {" "}
            *
          </span>
        )}
      </label>
      {children ? (
        children({ id, describedBy, invalid: Boolean(error) })
      ) : (
        <input id={id} aria-describedby={describedBy} aria-invalid={error ? true : undefined} {...inputProps} />
      )}
      {help && (
        <p id={helpId} className="admin-help">
          {help}
        </p>
      )}
      {error && (
        <p id={errorId} className="admin-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** An on/off switch (a checkbox with role="switch"), labelled. */
export function Switch({
  checked,
  onChange,
  label,
  disabled,
  hideLabel,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
  disabled?: boolean;
  hideLabel?: boolean;
}) {
  const id = useId();
  return (
    <span className="admin-switch">
      {/* biome-ignore lint/a11y/useAriaPropsForRole: a checkbox carries its checked state natively (aria-checked would duplicate it) */}
      <input id={id} type="checkbox" role="switch" checked={checked} disabled={disabled} onChange={(e) => onChange(e.target.checked)} />
      <label htmlFor={id} className={hideLabel ? "visually-hidden" : undefined}>
        {label}
      </label>
    </span>
  );
}
