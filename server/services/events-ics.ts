/**
 * An iCalendar file (RFC 5545) for one event, so a family can add it to a phone's calendar.
 * Times are converted from Sri Lanka time (UTC+05:30, no daylight saving) to UTC, which every calendar
 * understands without a VTIMEZONE block. Lines end in CRLF, text is escaped and lines are folded at
 * 75 octets without splitting a UTF-8 character.
 */

import type { PublicEvent } from "./public-shapes";
import { m } from "../../admin-modules/domain/i18n";
import { districtLabel } from "../../admin-modules/domain/vocabulary-labels";

/** The fields of a public event that a calendar entry uses. */
export type IcsEvent = Pick<
  PublicEvent,
  "id" | "title" | "description" | "event_date" | "start_time" | "end_time" | "location" | "district" | "organizer_name" | "status" | "contact_info"
>;

const SRI_LANKA_OFFSET_MINUTES = 5 * 60 + 30;

/** TEXT value escaping (RFC 5545 3.3.11): backslash, semicolon, comma and line breaks. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/** Folds one content line into pieces of at most 75 octets; continuation lines start with a space. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > 75) {
      parts.push(current);
      current = " ";
      octets = 1;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n");
}

/** A Sri Lankan date and HH:MM as an iCalendar UTC date-time (YYYYMMDDTHHMMSSZ). */
export function sriLankaToUtc(date: string, time: string, addDays = 0): string {
  const [y, m, d] = date.split("-").map(Number);
  const [hh, mm] = time.split(":").map(Number);
  const utc = new Date(Date.UTC(y, m - 1, d + addDays, hh, mm) - SRI_LANKA_OFFSET_MINUTES * 60_000);
  return utc
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

export function buildIcs(event: IcsEvent, options: { url: string; host: string; now?: Date }): string {
  const now = options.now ?? new Date();
  // An end time at or before the start means the event runs past midnight.
  const endsNextDay = event.end_time <= event.start_time ? 1 : 0;
  const contact = event.contact_info;
  const details = [
    event.description ?? "",
    m["ics.organiser"]({ name: event.organizer_name }),
    contact?.phone ? m["ics.phone"]({ phone: contact.phone }) : "",
    contact?.email ? m["ics.email"]({ email: contact.email }) : "",
    contact?.website ? m["ics.website"]({ website: contact.website }) : "",
    options.url,
  ].filter(Boolean);
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Child Rights Hub Sri Lanka//Events Hub//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:event-${event.id}@${options.host}`,
    `DTSTAMP:${now
      .toISOString()
      .replace(/[-:]/g, "")
      .replace(/\.\d{3}/, "")}`,
    `DTSTART:${sriLankaToUtc(event.event_date, event.start_time)}`,
    `DTEND:${sriLankaToUtc(event.event_date, event.end_time, endsNextDay)}`,
    `SUMMARY:${escapeText(event.title)}`,
    `DESCRIPTION:${escapeText(details.join("\n\n"))}`,
    `LOCATION:${escapeText(m["ics.location"]({ location: event.location, district: districtLabel(event.district) }))}`,
    `URL:${options.url}`,
    `STATUS:${event.status === "cancelled" ? "CANCELLED" : "CONFIRMED"}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}
