/** Small helpers shared by the custom back-office screens (src/admin/screens): links, headers, types. */
import { formatInstant } from "../../../admin-modules/domain/intl";
import type { ReactNode } from "react";
import { Link, useNavigate } from "@tanstack/react-router";
import type { inferRouterInputs, inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "../../../server/routers";
import "./screens.css";

export type Outputs = inferRouterOutputs<AppRouter>;
export type Inputs = inferRouterInputs<AppRouter>;

/** A client-side link to /admin/<path> ("" is the dashboard). */
export function AdminLink({ path, className, children, ariaLabel }: { path: string; className?: string; children: ReactNode; ariaLabel?: string }) {
  if (!path)
    return (
      <Link to="/admin" className={className} aria-label={ariaLabel}>
        {children}
      </Link>
    );
  return (
    <Link to="/admin/$" params={{ _splat: path }} className={className} aria-label={ariaLabel}>
      {children}
    </Link>
  );
}

export function useAdminNavigate() {
  const navigate = useNavigate();
  return (path: string) => (path ? navigate({ to: "/admin/$", params: { _splat: path } }) : navigate({ to: "/admin" }));
}

/** The screen's heading, a short description and buttons on the right. */
export function ScreenHeader({ title, description, actions }: { title: string; description?: string; actions?: ReactNode }) {
  return (
    <header className="screen-head">
      <div>
        <h1>{title}</h1>
        {description && <p className="muted">{description}</p>}
      </div>
      {actions && <div className="button-row">{actions}</div>}
    </header>
  );
}

/** Label / value pairs (dialogs): values are rendered as text, never as HTML. */
export function DetailList({ items }: { items: { label: string; value: ReactNode }[] }) {
  return (
    <dl className="screen-details">
      {items.map((item) => (
        <div key={item.label}>
          <dt>{item.label}</dt>
          <dd>{item.value === null || item.value === undefined || item.value === "" ? "—" : item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** ISO instant -> "3 Mar 2031" in Sri Lanka time; empty for null. */
export function shortDate(iso: unknown): string {
  if (typeof iso !== "string" || !iso) return "";
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return formatInstant(iso);
}
