/**
 * The one helpline shown when the staff's list cannot be read (or offline with nothing saved): the
 * spec's fallback contact, in the reader's language.
 */
import { m } from "./i18n";
import { EMERGENCY_CATEGORY_COLORS } from "./vocabulary";

export function fallbackEmergencyContact() {
  return {
    id: 0,
    name: m["content.fallbackHelpline.name"](),
    number: "119",
    description: m["content.fallbackHelpline.description"](),
    availability: m["content.fallbackHelpline.availability"](),
    category: "emergency",
    superhero_name: m["content.fallbackHelpline.hero"](),
    superhero_emoji: "🦸",
    icon_color: EMERGENCY_CATEGORY_COLORS.emergency,
    fallback: null,
  };
}
