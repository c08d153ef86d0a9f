/**
 * Link slugs: the lower-cased title with everything but letters (with their combining marks: the vowel
 * signs of Sinhala and Tamil, "මගේ" not "මග", and the zero-width joiners that shape "ශ්‍රී"), digits, spaces
 * and hyphens removed and words joined by single hyphens, optionally followed by the id ("my-story-42").
 */

export function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\s-]/gu, (c) => (c === "\u200c" || c === "\u200d" ? c : ""))
    .trim()
    .split(/[\s-]+/)
    .filter(Boolean)
    .join("-");
}

export function slugWithId(title: string, id: number | string): string {
  const base = slugify(title);
  return base ? `${base}-${id}` : String(id);
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Recovers the id from a slug: a trailing UUID, else a trailing number; null when there is none. */
export function idFromSlug(slug: string): string | number | null {
  const uuid = slug.match(UUID);
  if (uuid) return uuid[0].toLowerCase();
  const numeric = slug.match(/(?:^|-)(\d+)$/);
  if (!numeric) return null;
  const id = Number(numeric[1]);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
