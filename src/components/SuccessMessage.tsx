/**
 * The message shown after a successful send or registration. It replaces the form, so the view moves
 * to it and focus lands on its heading: a phone user sees it and a screen reader reads it, instead of
 * focus being lost on <body> with the message off-screen.
 */
import { type ReactNode, useEffect, useRef } from "react";

interface Props {
  title: string;
  /** h1 when the message replaces the page's form, h2 inside a page that keeps its own h1. */
  level?: 1 | 2;
  className?: string;
  children?: ReactNode;
}

export function SuccessMessage({ title, level = 1, className = "", children }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.scrollIntoView({ block: "center" });
    heading.current?.focus({ preventScroll: true });
  }, []);
  const Heading = level === 1 ? "h1" : "h2";
  return (
    <div className={`register-success success-message ${className}`} role="status">
      <Heading ref={heading} tabIndex={-1} className="success-heading">
        {title}
      </Heading>
      {children}
    </div>
  );
}
