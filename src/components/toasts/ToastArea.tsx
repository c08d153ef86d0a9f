/** Sonner's toast area (loaded lazily by ToastHost). */
import { useEffect } from "react";
import { Toaster } from "sonner";
import { toastAreaReady } from "./ToastHost";

// On a phone a toast at the top would cover the header's menu button for its few seconds.
const position = window.matchMedia("(max-width: 767px)").matches ? "bottom-center" : "top-center";

export default function ToastArea() {
  // Runs after the Toaster's own effect (children first), so it already listens when this says ready.
  useEffect(() => toastAreaReady(), []);
  return <Toaster position={position} richColors closeButton />;
}
