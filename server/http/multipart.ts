/**
 * Reads a multipart/form-data request with busboy: text fields, and at most one image file held in
 * memory. The size limit is enforced while the body streams (busboy stops at the limit and flags the
 * file as truncated), so a 6 MB upload never sits in memory or on disk whole. The client's file name
 * is ignored entirely.
 */
import type { Request } from "express";
import busboy from "busboy";
import { m } from "../../admin-modules/domain/i18n";
import { IMAGE_MAX_BYTES, ImageRejectedError, tooLarge } from "../services/images";

import type { SubmittedForm as MultipartForm } from "../services/submitted-form";

export type { MultipartForm };

/** A posted text as it was typed: HTML's form encoding turns every line break into CRLF. */
export const typedText = (value: string) => value.replace(/\r\n?/g, "\n");

export function readMultipart(req: Request, options: { fileField: string; maxFileBytes?: number }): Promise<MultipartForm> {
  const maxFileBytes = options.maxFileBytes ?? IMAGE_MAX_BYTES;
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: { fileSize: maxFileBytes, files: 1, fields: 20, fieldSize: 64 * 1024, parts: 25 },
      });
    } catch {
      // No or malformed multipart Content-Type.
      reject(new ImageRejectedError(m["media.upload.notMultipart"]()));
      return;
    }
    const fields: Record<string, string> = {};
    let file: Buffer | null = null;
    let failure: ImageRejectedError | null = null;

    parser.on("field", (name, value) => {
      // A browser sends a text's line breaks as CRLF (HTML's form encoding): kept as the child typed them.
      if (name.length <= 50) fields[name] = typedText(value);
    });
    parser.on("file", (name, stream) => {
      if (name !== options.fileField || file) {
        // Unexpected file parts are drained and ignored.
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("limit", () => {
        failure ??= tooLarge();
        chunks.length = 0;
      });
      stream.on("end", () => {
        if (failure || (stream as unknown as { truncated?: boolean }).truncated) {
          failure ??= tooLarge();
          return;
        }
        const bytes = Buffer.concat(chunks);
        if (bytes.length > 0) file = bytes;
      });
    });
    parser.on("filesLimit", () => void 0);
    parser.on("error", () => reject(new ImageRejectedError(m["media.upload.badForm"]())));
    parser.on("close", () => resolve({ fields, file: failure ? null : file, fileError: failure }));
    req.on("error", () => reject(new ImageRejectedError(m["media.upload.badForm"]())));
    req.pipe(parser);
  });
}
