/**
 * "Leave quickly" on every public page: a button fixed to the viewport (always reachable, also at 375 px),
 * and Escape pressed twice within a second. The panel variant sits prominently at the top of the
 * emergency, contact and report screens and says how it works.
 */
import { useEffect, useRef, useState } from "react";
import { LogOut } from "lucide-react";
import { m } from "../../../admin-modules/domain/i18n";
import { useSiteSettings } from "../../lib/useSiteSettings";
import { ESCAPE_TWICE_MS, leaveQuickly } from "./quick-exit";
import "./safety.css";

/**
 * A button once the app runs (it replaces the history entry, so Back does not return). Until then (the
 * page as the server drew it: JavaScript off, or the app's code still on its way) a plain link to the same
 * neutral site, which works without any script.
 */
export function QuickExitButton({ className = "" }: { className?: string }) {
  const { quick_exit_url } = useSiteSettings();
  const [running, setRunning] = useState(false);
  useEffect(() => setRunning(true), []);
  if (!running) {
    return (
      <a className={`btn quick-exit ${className}`} href={quick_exit_url} rel="noreferrer" aria-label={m["safety.exit.label"]()}>
        <LogOut size={18} aria-hidden="true" /> {m["safety.exit.button"]()}
      </a>
    );
  }
  return (
    <button type="button" className={`btn quick-exit ${className}`} aria-label={m["safety.exit.label"]()} onClick={() => leaveQuickly(quick_exit_url)}>
      <LogOut size={18} aria-hidden="true" /> {m["safety.exit.button"]()}
    </button>
  );
}

/** The fixed button and the Escape-twice shortcut; mounted once by the public layout. */
export function QuickExit() {
  const { quick_exit_url } = useSiteSettings();
  // The address lives in a ref, so the settings arriving between two presses does not reset the count.
  const url = useRef(quick_exit_url);
  url.current = quick_exit_url;
  useEffect(() => {
    let last = 0;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      const now = Date.now();
      if (now - last <= ESCAPE_TWICE_MS) leaveQuickly(url.current);
      last = now;
    };
    document.addEventListener("keydown", onKey, true);
    return () => document.removeEventListener("keydown", onKey, true);
  }, []);
  return (
    // A named region: before the app runs it holds a link, and content must sit in a landmark (axe).
    <div className="quick-exit-dock" role="region" aria-label={m["safety.exit.label"]()}>
      <QuickExitButton />
    </div>
  );
}

/** Shown prominently where a frightened child is most likely to be (emergency, contact, report). */
export function QuickExitPanel() {
  return (
    <aside className="quick-exit-panel" aria-label={m["safety.exit.button"]()}>
      <p>{m["safety.exit.hint"]()}</p>
      <QuickExitButton className="btn-large" />
    </aside>
  );
}
