import { useState } from "react";
import { BookmarkCheck, BookmarkPlus } from "lucide-react";
import { m } from "../../admin-modules/domain/i18n";
import type { PublicResource } from "../../server/services/public-shapes";
import { loadToast } from "../components/toasts/ToastHost";
import { useCanSaveOffline, useSavedResources } from "./saved-resources";
import { loadOfflinePages } from "./lazy-offline-pages";

/** "Save for offline" on a resource card or page; once kept, says so (removing is on the Saved tab). */
export function SaveForOfflineButton({ resource }: { resource: PublicResource }) {
  const { items } = useSavedResources();
  const [saving, setSaving] = useState(false);
  const canSave = useCanSaveOffline();
  if (!resource.has_file || !canSave) return null;
  if (items.some((item) => item.resource.id === resource.id)) {
    return (
      <p className="saved-offline-note">
        <BookmarkCheck size={18} aria-hidden="true" /> {m["saved.isSaved"]()}
      </p>
    );
  }
  const save = async () => {
    setSaving(true);
    try {
      await (await loadOfflinePages()).saveResource(resource);
    } catch (error) {
      console.error("Save for offline failed:", error);
      // Sonner loads only when a toast is due (ToastHost): it is not part of a card's first download.
      void loadToast().then((toast) => toast.error(m["saved.saveFailed"]()));
    } finally {
      setSaving(false);
    }
  };
  return (
    <button
      type="button"
      className="btn btn-outline"
      disabled={saving}
      onClick={() => void save()}
      data-needs-app
      aria-label={saving ? undefined : m["saved.saveNamed"]({ title: resource.title })}
    >
      <BookmarkPlus size={18} aria-hidden="true" /> {saving ? m["saved.saving"]() : m["saved.save"]()}
    </button>
  );
}
