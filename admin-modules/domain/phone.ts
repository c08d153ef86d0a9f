/**
 * A field that holds one Sri Lankan phone number (an event organiser's contact): the whole text must be
 * one number in a usual form (011 234 5678, 077-123-4567, (011) 2345678, +94 77 123 4567, 0094771234567,
 * in Western, Sinhala or Tamil digits), found by the same rule that screens children's text for phone numbers.
 */
import { findPersonalInfo } from "./personal-info";

/** Longer than any way of writing one number: refused before the screening rule reads it (it is slow on huge texts). */
const LONGEST = 40;

export function isSriLankanPhone(text: string): boolean {
  const value = text.trim();
  if (value.length > LONGEST) return false;
  const found = findPersonalInfo(value);
  return found.length === 1 && found[0].kind === "phone" && found[0].start === 0 && found[0].end === value.length;
}
