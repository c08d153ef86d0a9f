import { useState } from "react";
import { Megaphone, X } from "lucide-react";
import { m } from "../../../admin-modules/domain/i18n";
import type { Fallback } from "../../../server/services/translations";
import { langOf, TranslationMarker } from "../../components/ContentLanguage";

/** Dismissed for this page view only: nothing is stored. */
export function AnnouncementBanner({ announcement }: { announcement: { title: string; content: string; fallback?: Fallback } }) {
  const [dismissed, setDismissed] = useState(false);
  if (dismissed) return null;
  return (
    <div className="announcement" role="region" aria-label={announcement.title}>
      <div className="container announcement-row">
        <Megaphone size={20} aria-hidden="true" />
        <p>
          <strong lang={langOf(announcement.fallback, "title")}>{announcement.title}</strong>{" "}
          <span lang={langOf(announcement.fallback, "content")}>{announcement.content}</span> <TranslationMarker fallback={announcement.fallback} />
        </p>
        <button type="button" className="icon-button" aria-label={m["home.announcementDismiss"]()} onClick={() => setDismissed(true)} data-needs-app>
          <X size={18} aria-hidden="true" />
        </button>
      </div>
    </div>
  );
}
