import { WifiOff } from "lucide-react";
import { m } from "../../admin-modules/domain/i18n";
import "./offline.css";

/** A thin strip under the header while the device has no connection. */
export function OfflineBanner() {
  return (
    <div className="offline-banner" role="status">
      <WifiOff size={18} aria-hidden="true" />
      <span>{m["offline.banner"]()}</span>
    </div>
  );
}
