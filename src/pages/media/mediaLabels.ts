/** Words for the media types, shared by the Media Hub pages. */
import type { MessageKey } from "../../../admin-modules/domain/messages";
import type { MEDIA_TYPES } from "../../../admin-modules/domain/vocabulary";

export type MediaType = (typeof MEDIA_TYPES)[number];

export const TYPE_LABEL: Record<MediaType, MessageKey> = {
  story: "media.type.story",
  artwork: "media.type.artwork",
  photo: "media.type.photo",
  video: "media.type.video",
};

export const TAB_LABEL: Record<MediaType | "all", MessageKey> = {
  all: "media.tab.all",
  story: "media.tab.story",
  artwork: "media.tab.artwork",
  photo: "media.tab.photo",
  video: "media.tab.video",
};

/** Only our own paths and https addresses are put into src or href (a stored value is never trusted). */
export function safeMediaUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  if (url.startsWith("/") && !url.startsWith("//")) return url;
  return /^https:\/\/[^\s]+$/i.test(url) ? url : null;
}
