/** Sonner's toast area (loaded lazily by ToastHost). */
import { useEffect } from "react";
import { Toaster } from "sonner";

// On a phone a toast at the top would cover the header's menu button for its few seconds.
const position = window.matchMedia("(max-width: 767px)").matches ? "bottom-center" : "top-center";

export default function ToastArea({ onReady }: { onReady: () => void }) {
  // Runs after the Toaster's own effect (children first), so it already listens when this says ready.
  useEffect(() => onReady(), [onReady]);
  return <Toaster position={position} richColors closeButton />;
}
