/**
 * Upload buttons of the back office: a file is checked in the browser first (type and size, the spec's
 * messages), then POSTed to its /api/uploads route, which checks it again by its bytes and hands back the
 * stored address. `UploadButton` is the one button; `ImageUpload` is it for pictures.
 */
import { useId, useRef, useState } from "react";
import { m } from "../../../admin-modules/domain/i18n";
import { adminToast, AdminIcon } from "../ui";

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

type Refusal = { title: string; message: string } | null;

/** The refusal for a file the browser can already judge, or null when it may be sent. */
export function checkImageFile(file: { type: string; size: number }): Refusal {
  if (!file.type.startsWith("image/")) return { title: m["admin.upload.invalidTypeTitle"](), message: m["admin.upload.invalidTypeText"]() };
  if (file.size > MAX_IMAGE_BYTES) return { title: m["admin.upload.tooLargeTitle"](), message: m["admin.upload.tooLargeText"]() };
  return null;
}

/** POSTs one file to an upload route ("/api/uploads/image"); answers the stored address or throws the server's words. */
export async function uploadFile(route: string, file: File): Promise<string> {
  const body = new FormData();
  body.append("file", file);
  let response: Response;
  try {
    response = await fetch(route, { method: "POST", body, credentials: "same-origin" });
  } catch (error) {
    throw new Error(m["admin.upload.failed"]({ reason: error instanceof Error ? error.message : String(error) }));
  }
  const data = (await response.json().catch(() => null)) as { url?: string; error?: { message?: string } } | null;
  if (!response.ok || !data?.url) {
    throw new Error(m["admin.upload.failed"]({ reason: data?.error?.message ?? response.statusText ?? String(response.status) }));
  }
  return data.url;
}

export const uploadImage = (file: File) => uploadFile("/api/uploads/image", file);

export interface UploadButtonProps {
  onUploaded: (url: string) => void;
  /** The field it fills: the button is named "<button text>: <label>". */
  label: string;
  route: string;
  accept: string;
  check: (file: File) => Refusal;
  buttonText: string;
}

export function UploadButton({ onUploaded, label, route, accept, check, buttonText }: UploadButtonProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    const refusal = check(file);
    if (refusal) {
      adminToast.error(refusal.message, refusal.title);
      if (input.current) input.current.value = "";
      return;
    }
    setBusy(true);
    try {
      onUploaded(await uploadFile(route, file));
    } catch (error) {
      adminToast.error(error);
    } finally {
      setBusy(false);
      if (input.current) input.current.value = "";
    }
  };

  return (
    <span className="admin-upload">
      <input ref={input} id={id} type="file" accept={accept} className="visually-hidden" disabled={busy} onChange={(e) => void onFile(e.target.files?.[0])} />
      <label htmlFor={id} className="btn btn-outline admin-btn" aria-label={`${buttonText}: ${label}`}>
        <AdminIcon name="Upload" />
        {busy ? m["admin.upload.uploading"]() : buttonText}
      </label>
    </span>
  );
}

export function ImageUpload({ onUploaded, label }: { onUploaded: (url: string) => void; label: string }) {
  return (
    <UploadButton
      onUploaded={onUploaded}
      label={label}
      route="/api/uploads/image"
      accept="image/*"
      check={checkImageFile}
      buttonText={m["admin.upload.button"]()}
    />
  );
}
