/**
 * The toast area and its library (sonner) are not part of the first download: a page needs them only
 * when something is to be said. They load when the browser is first idle, or at once when a toast is
 * asked for earlier; a toast waits until the area is on screen, so none is lost.
 */
import { lazy, Suspense, useEffect, useState } from "react";
import type { toast as sonnerToast } from "sonner";

const ToastArea = lazy(() => import("./ToastArea"));

let markShown: () => void = () => undefined;
const shown = new Promise<void>((resolve) => (markShown = resolve));
let showNow: (() => void) | null = null;
let askedEarly = false;

/** Called by the toast area once it listens for toasts. */
const toastAreaReady = () => markShown();

/** Sonner's toast function, once the area that shows toasts is on screen. */
export async function loadToast(): Promise<typeof sonnerToast> {
  if (showNow) showNow();
  else askedEarly = true;
  const [{ toast }] = await Promise.all([import("sonner"), shown]);
  return toast;
}

export function ToastHost() {
  const [on, setOn] = useState(false);
  useEffect(() => {
    showNow = () => setOn(true);
    if (askedEarly) setOn(true);
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 2000));
    idle(() => setOn(true));
    return () => {
      showNow = null;
    };
  }, []);
  return on ? (
    <Suspense fallback={null}>
      <ToastArea onReady={toastAreaReady} />
    </Suspense>
  ) : null;
}
