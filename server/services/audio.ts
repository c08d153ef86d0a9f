/**
 * The one way a sound file enters UPLOADS_DIR: a lesson's narration (issue 30). The bytes decide the type,
 * never the name or the browser's Content-Type: MP3, Ogg (Vorbis or Opus), M4A, WebM or WAV, each by its
 * container's header. Audio cannot be re-encoded here (no codec on the server), so the file is stored as
 * sent, under a name the server chooses, and always served with its audio type, nosniff and a sandboxing
 * CSP (server/app.ts): whatever follows the header is never read by a browser as a page or a script.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { m } from "../../admin-modules/domain/i18n";
import { LIMITS } from "../../admin-modules/domain/vocabulary";
import { ImageRejectedError } from "./images";

export const AUDIO_MAX_BYTES = LIMITS.audioMaxBytes;

export type AudioFormat = "mp3" | "ogg" | "m4a" | "webm" | "wav";

/** The Content-Type each stored extension is served with. */
export const AUDIO_CONTENT_TYPES: Record<AudioFormat, string> = {
  mp3: "audio/mpeg",
  ogg: "audio/ogg",
  m4a: "audio/mp4",
  webm: "audio/webm",
  wav: "audio/wav",
};

/** MPEG-1/2 audio frame header: sync bits, a layer, a bitrate and a sample rate that exist. */
function mpegFrameAt(bytes: Uint8Array, offset: number): boolean {
  const [a, b, c] = [bytes[offset], bytes[offset + 1], bytes[offset + 2]];
  if (a !== 0xff || b === undefined || c === undefined || (b & 0xe0) !== 0xe0) return false;
  const version = (b >> 3) & 0x3;
  const layer = (b >> 1) & 0x3;
  const bitrate = c >> 4;
  const rate = (c >> 2) & 0x3;
  return version !== 1 && layer !== 0 && bitrate !== 0 && bitrate !== 15 && rate !== 3;
}

const ascii = (bytes: Uint8Array, offset: number, text: string) => [...text].every((ch, i) => bytes[offset + i] === ch.charCodeAt(0));

/** An MP4 file's brands that hold audio (M4A, and the general ones phones record with). */
const MP4_AUDIO_BRANDS = ["M4A ", "M4B ", "mp42", "mp41", "isom", "iso2", "dash", "3gp4", "3gp5"];

/** The format named by the file's first bytes, or null for anything else (a picture, a page, a program...). */
export function sniffAudioFormat(bytes: Uint8Array): AudioFormat | null {
  // ID3v2 tag then frames, or a bare MPEG frame.
  if (ascii(bytes, 0, "ID3") && bytes[3] !== undefined && bytes[3] <= 4) return "mp3";
  if (mpegFrameAt(bytes, 0)) return "mp3";
  // Ogg page, version 0, first page of the stream.
  if (ascii(bytes, 0, "OggS") && bytes[4] === 0 && ((bytes[5] ?? 0) & 0x02) === 0x02) return "ogg";
  // RIFF <size> WAVE fmt
  if (ascii(bytes, 0, "RIFF") && ascii(bytes, 8, "WAVE") && ascii(bytes, 12, "fmt ")) return "wav";
  // EBML header whose DocType is "webm" (within the header's first bytes).
  if (bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3) {
    const head = Buffer.from(bytes.subarray(0, 64)).toString("latin1");
    return head.includes("webm") ? "webm" : null;
  }
  // <size> ftyp <brand>
  if (ascii(bytes, 4, "ftyp") && MP4_AUDIO_BRANDS.some((brand) => ascii(bytes, 8, brand))) return "m4a";
  return null;
}

export const audioTooLarge = () => new ImageRejectedError(m["admin.blocks.audioTooLarge"](), 413);

/**
 * Checks and stores one recording as UPLOADS_DIR/audio/<random>.<ext>; answers its public URL
 * ("/uploads/audio/<name>"). Nothing is written on a refusal.
 */
export async function saveAudioUpload(bytes: Buffer, uploadsDir: string): Promise<{ url: string; format: AudioFormat }> {
  if (bytes.length === 0) throw new ImageRejectedError(m["admin.blocks.audioBadType"]());
  if (bytes.length > AUDIO_MAX_BYTES) throw audioTooLarge();
  const format = sniffAudioFormat(bytes);
  if (!format) throw new ImageRejectedError(m["admin.blocks.audioBadType"]());
  const name = `${crypto.randomUUID()}.${format}`;
  const dir = path.join(uploadsDir, "audio");
  await fs.promises.mkdir(dir, { recursive: true });
  // "wx": never overwrite, even in the impossible case of a repeated UUID.
  await fs.promises.writeFile(path.join(dir, name), bytes, { flag: "wx" });
  return { url: `/uploads/audio/${name}`, format };
}

/** The Content-Type of a stored recording by its extension, or null when the path is not one. */
export function audioContentType(filePath: string): string | null {
  const ext = path.extname(filePath).slice(1).toLowerCase();
  return ext in AUDIO_CONTENT_TYPES && path.basename(path.dirname(filePath)) === "audio" ? AUDIO_CONTENT_TYPES[ext as AudioFormat] : null;
}
