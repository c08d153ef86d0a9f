/**
 * The one way an image enters UPLOADS_DIR (media submissions, course thumbnails, event images).
 * The bytes decide the type, never the name: PNG, JPEG and WebP only. Every accepted image is decoded
 * and re-encoded by sharp, so metadata (GPS location included) and anything hidden after the image data
 * (an HTML or script tail of a polyglot) are dropped. The server chooses the file name; no path from the
 * client ever reaches the file system.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Readable } from "node:stream";
import { m } from "../../admin-modules/domain/i18n";
import { LIMITS } from "../../admin-modules/domain/vocabulary";

export const IMAGE_MAX_BYTES = LIMITS.imageMaxBytes;
/** A 5 MB file can still unpack into a huge bitmap; 40 megapixels is far beyond any phone photo. */
export const IMAGE_MAX_PIXELS = 40_000_000;

export type ImageFormat = "png" | "jpeg" | "webp";
const EXTENSION: Record<ImageFormat, string> = { png: "png", jpeg: "jpg", webp: "webp" };

/** A refusal with a message fit for the person uploading, and the HTTP status to answer with. */
export class ImageRejectedError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 413 = 400,
  ) {
    super(message);
    this.name = "ImageRejectedError";
  }
}

/** The format named by the file's first bytes, or null for anything else (SVG, HTML, GIF, PDF...). */
export function sniffImageFormat(bytes: Uint8Array): ImageFormat | null {
  const starts = (offset: number, ...values: number[]) => values.every((v, i) => bytes[offset + i] === v);
  if (starts(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "png";
  if (starts(0, 0xff, 0xd8, 0xff)) return "jpeg";
  // RIFF <4-byte size> WEBP
  if (starts(0, 0x52, 0x49, 0x46, 0x46) && starts(8, 0x57, 0x45, 0x42, 0x50)) return "webp";
  return null;
}

/** Reads a stream into memory, refusing as soon as it passes the limit (busboy's truncated flag counts too). */
async function readLimited(stream: Readable, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of stream) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    total += buffer.length;
    if (total > maxBytes) {
      stream.destroy();
      throw tooLarge();
    }
    chunks.push(buffer);
  }
  if ((stream as Readable & { truncated?: boolean }).truncated) throw tooLarge();
  return Buffer.concat(chunks);
}

export function tooLarge(): ImageRejectedError {
  return new ImageRejectedError(m["media.upload.tooLarge"](), 413);
}

/**
 * sharp and its libvips are loaded at the first image, not at start: a server that only reads (most of its
 * time) does not hold libvips's code and memory (issue #10's memory goal).
 */
const loadSharp = async () => (await import("sharp")).default;

/** Decodes and re-encodes into the sniffed format, upright, without metadata. */
export async function reencodeImage(bytes: Buffer): Promise<{ data: Buffer; format: ImageFormat }> {
  if (bytes.length === 0) throw new ImageRejectedError(m["media.upload.empty"]());
  if (bytes.length > IMAGE_MAX_BYTES) throw tooLarge();
  const format = sniffImageFormat(bytes);
  if (!format) throw new ImageRejectedError(m["media.upload.badType"]());
  const sharp = await loadSharp();
  try {
    // failOn "error": a truncated or damaged image is refused rather than half-decoded.
    const image = sharp(bytes, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: "error", animated: false });
    const meta = await image.metadata();
    // sharp's own detection must agree with the magic bytes (a PNG header on a JPEG body is refused).
    if (meta.format !== format) throw new ImageRejectedError(m["media.upload.badType"]());
    // rotate() applies the EXIF orientation; without withMetadata() sharp writes no EXIF, XMP or ICC.
    const pipeline = image.rotate();
    const encoded =
      format === "png" ? pipeline.png({ compressionLevel: 9 }) : format === "jpeg" ? pipeline.jpeg({ quality: 85 }) : pipeline.webp({ quality: 85 });
    return { data: await encoded.toBuffer(), format };
  } catch (error) {
    if (error instanceof ImageRejectedError) throw error;
    const message = error instanceof Error ? error.message : "";
    if (/pixel limit/i.test(message)) throw new ImageRejectedError(m["media.upload.tooManyPixels"]());
    throw new ImageRejectedError(m["media.upload.unreadable"]());
  }
}

const SUBFOLDER = /^[a-z0-9][a-z0-9-]{0,40}$/;

/** Phone-sized copies of every stored image (issue #10): a large one and a WebP thumbnail for cards. */
export const LARGE_MAX_WIDTH = 1600;
export const THUMB_MAX_WIDTH = 480;

export interface ImageFile {
  url: string;
  width: number;
  height: number;
}

export interface SavedImage extends ImageFile {
  /** Path on disk of the re-encoded original. */
  file: string;
  /** At most 1,600 px wide, in the original's format (the original itself when it is no wider). */
  large: ImageFile;
  /** WebP, at most 480 px wide. */
  thumb: ImageFile;
}

/** The names of an original's copies: "<uuid>.jpg" gives "<uuid>-1600.jpg" and "<uuid>-480.webp". */
function variantNames(name: string) {
  const dot = name.lastIndexOf(".");
  return { large: `${name.slice(0, dot)}-${LARGE_MAX_WIDTH}${name.slice(dot)}`, thumb: `${name.slice(0, dot)}-${THUMB_MAX_WIDTH}.webp` };
}

/**
 * Checks, re-encodes and stores one image under UPLOADS_DIR/<subfolder>/<random>.<ext>, with its large
 * copy and its thumbnail beside it; answers their public URLs ("/uploads/<subfolder>/<name>") and sizes.
 * The subfolder is chosen by our code, never by a request. On any refusal nothing is left on disk.
 */
export async function saveImageUpload(input: Buffer | Readable, uploadsDir: string, subfolder: string): Promise<SavedImage> {
  if (!SUBFOLDER.test(subfolder)) throw new Error(`Invalid uploads subfolder "${subfolder}"`);
  const bytes = Buffer.isBuffer(input) ? input : await readLimited(input, IMAGE_MAX_BYTES);
  const { data, format } = await reencodeImage(bytes);
  const name = `${crypto.randomUUID()}.${EXTENSION[format]}`;
  const names = variantNames(name);
  const dir = path.join(uploadsDir, subfolder);
  const url = (file: string) => `/uploads/${subfolder}/${file}`;

  // The re-encoded bytes are upright and clean; the copies are made from them.
  const sharp = await loadSharp();
  const original = await sharp(data).metadata();
  const resized = (width: number) => sharp(data).resize({ width, withoutEnlargement: true });
  const large =
    format === "png"
      ? resized(LARGE_MAX_WIDTH).png({ compressionLevel: 9 })
      : format === "jpeg"
        ? resized(LARGE_MAX_WIDTH).jpeg({ quality: 82 })
        : resized(LARGE_MAX_WIDTH).webp({ quality: 82 });
  const [largeOut, thumbOut] = await Promise.all([
    large.toBuffer({ resolveWithObject: true }),
    resized(THUMB_MAX_WIDTH).webp({ quality: 78 }).toBuffer({ resolveWithObject: true }),
  ]);

  await fs.promises.mkdir(dir, { recursive: true });
  const written: string[] = [];
  try {
    for (const [file, content] of [
      [name, data],
      [names.large, largeOut.data],
      [names.thumb, thumbOut.data],
    ] as const) {
      // "wx": never overwrite, even in the impossible case of a repeated UUID.
      await fs.promises.writeFile(path.join(dir, file), content, { flag: "wx" });
      written.push(path.join(dir, file));
    }
  } catch (error) {
    await Promise.all(written.map((file) => fs.promises.rm(file, { force: true })));
    throw error;
  }
  return {
    url: url(name),
    file: path.join(dir, name),
    width: original.width!,
    height: original.height!,
    large: { url: url(names.large), width: largeOut.info.width, height: largeOut.info.height },
    thumb: { url: url(names.thumb), width: thumbOut.info.width, height: thumbOut.info.height },
  };
}

/** Removes a file saved by saveImageUpload, with its copies (when the row that was to point at it could not be written). */
export async function removeImageUpload(uploadsDir: string, url: string): Promise<void> {
  const match = /^\/uploads\/([a-z0-9-]+)\/([0-9a-f-]{36}\.(?:png|jpg|webp))$/.exec(url);
  if (!match) return;
  const names = variantNames(match[2]);
  await Promise.all([match[2], names.large, names.thumb].map((file) => fs.promises.rm(path.join(uploadsDir, match[1], file), { force: true })));
}
