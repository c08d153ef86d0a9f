import { Link } from "@tanstack/react-router";
import { BookmarkCheck, Phone, RefreshCw, WifiOff } from "lucide-react";
import { m } from "../../admin-modules/domain/i18n";

/** Shown instead of a page that is not saved on the device while there is no connection. */
export function OfflinePage() {
  return (
    <section className="container page offline-page" aria-labelledby="offline-title">
      <WifiOff className="offline-page-icon" size={48} aria-hidden="true" />
      <h1 id="offline-title">{m["offline.title"]()}</h1>
      <p className="muted">{m["offline.text"]()}</p>
      <p>{m["offline.whatWorks"]()}</p>
      <div className="offline-page-ways">
        <Link to="/emergency" className="btn btn-primary btn-large">
          <Phone size={18} aria-hidden="true" /> {m["offline.emergencyLink"]()}
        </Link>
        <Link to="/resources" search={{ view: "saved" }} className="btn btn-outline btn-large">
          <BookmarkCheck size={18} aria-hidden="true" /> {m["offline.savedLink"]()}
        </Link>
      </div>
      <button type="button" className="btn btn-outline" onClick={() => window.location.reload()}>
        <RefreshCw size={16} aria-hidden="true" /> {m["offline.retry"]()}
      </button>
    </section>
  );
}
