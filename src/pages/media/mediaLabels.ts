/** Words for the media types, shared by the Media Hub pages. */
import { m, type Message } from "../../../admin-modules/domain/i18n";
import type { MEDIA_TYPES } from "../../../admin-modules/domain/vocabulary";

export type MediaType = (typeof MEDIA_TYPES)[number];

export const TYPE_LABEL: Record<MediaType, Message> = {
  story: m["media.type.story"],
  artwork: m["media.type.artwork"],
  photo: m["media.type.photo"],
  video: m["media.type.video"],
};

export const TAB_LABEL: Record<MediaType | "all", Message> = {
  all: m["media.tab.all"],
  story: m["media.tab.story"],
  artwork: m["media.tab.artwork"],
  photo: m["media.tab.photo"],
  video: m["media.tab.video"],
};

/** Only our own paths and https addresses are put into src or href (a stored value is never trusted). */
export function safeMediaUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  if (url.startsWith("/") && !url.startsWith("//")) return url;
  return /^https:\/\/[^\s]+$/i.test(url) ? url : null;
}
