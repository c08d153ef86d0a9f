/**
 * Upload button for image fields: checks type and size in the browser first (the spec's messages), then
 * POSTs the file to /api/uploads/image and hands back the stored address.
 */
import { useId, useRef, useState } from "react";
import { m } from "../../../admin-modules/domain/i18n";
import { adminToast, AdminIcon } from "../ui";

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** The refusal for a file the browser can already judge, or null when it may be sent. */
export function checkImageFile(file: { type: string; size: number }): { title: string; message: string } | null {
  if (!file.type.startsWith("image/")) return { title: m["admin.upload.invalidTypeTitle"](), message: m["admin.upload.invalidTypeText"]() };
  if (file.size > MAX_IMAGE_BYTES) return { title: m["admin.upload.tooLargeTitle"](), message: m["admin.upload.tooLargeText"]() };
  return null;
}

export async function uploadImage(file: File): Promise<string> {
  const body = new FormData();
  body.append("file", file);
  let response: Response;
  try {
    response = await fetch("/api/uploads/image", { method: "POST", body, credentials: "same-origin" });
  } catch (error) {
    throw new Error(m["admin.upload.failed"]({ reason: error instanceof Error ? error.message : String(error) }));
  }
  const data = (await response.json().catch(() => null)) as { url?: string; error?: { message?: string } } | null;
  if (!response.ok || !data?.url) {
    throw new Error(m["admin.upload.failed"]({ reason: data?.error?.message ?? response.statusText ?? String(response.status) }));
  }
  return data.url;
}

export function ImageUpload({ onUploaded, label }: { onUploaded: (url: string) => void; label: string }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    const refusal = checkImageFile(file);
    if (refusal) {
      adminToast.error(refusal.message, refusal.title);
      if (input.current) input.current.value = "";
      return;
    }
    setBusy(true);
    try {
      onUploaded(await uploadImage(file));
    } catch (error) {
      adminToast.error(error);
    } finally {
      setBusy(false);
      if (input.current) input.current.value = "";
    }
  };

  return (
    <span className="admin-upload">
      <input ref={input} id={id} type="file" accept="image/*" className="visually-hidden" disabled={busy} onChange={(e) => void onFile(e.target.files?.[0])} />
      <label htmlFor={id} className="btn btn-outline admin-btn" aria-label={`${m["admin.upload.button"]()}: ${label}`}>
        <AdminIcon name="Upload" />
        {busy ? m["admin.upload.uploading"]() : m["admin.upload.button"]()}
      </label>
    </span>
  );
}
