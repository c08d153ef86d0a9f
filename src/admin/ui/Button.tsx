/** A button with the house classes; icon-only buttons must pass an aria-label (their accessible name). */
import type { ButtonHTMLAttributes, ReactNode } from "react";
import { AdminIcon } from "./AdminIcon";

export type ButtonVariant = "primary" | "outline" | "ghost" | "danger" | "success";

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** lucide icon name drawn before the text */
  icon?: string;
  /** smaller padding (still a 44px tap target) */
  compact?: boolean;
  children?: ReactNode;
}

export function Button({ variant = "outline", icon, compact, className, children, type = "button", ...rest }: ButtonProps) {
  const classes = ["btn", `btn-${variant}`, "admin-btn", compact ? "admin-btn-compact" : "", !children ? "admin-btn-icon" : "", className ?? ""];
  return (
    <button type={type} className={classes.filter(Boolean).join(" ")} {...rest}>
      {icon && <AdminIcon name={icon} />}
      {children}
    </button>
  );
}
