/** A picture a visitor chose, as the browser can judge it before sending: type and size only; the server re-checks and re-encodes the bytes. */
import { m } from "../../admin-modules/domain/i18n";
import { IMAGE_ACCEPT, LIMITS } from "../../admin-modules/domain/vocabulary";

export function imageFileProblem(file: File | null): string | null {
  if (!file) return null;
  if (!(IMAGE_ACCEPT as readonly string[]).includes(file.type)) return m["media.upload.badType"]();
  if (file.size > LIMITS.imageMaxBytes) return m["media.upload.tooLarge"]();
  return null;
}
