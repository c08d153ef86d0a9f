/**
 * Sites installed before issue 27 got their helplines from the demo seed, in English only, and keep them
 * after the demo is removed. Each of those rows that staff never changed (its number, name and
 * description still the seed's) becomes the helpline every new site now gets (db/seed/helplines.ts): the
 * clearer English text with its Sinhala and Tamil translations, so /si/emergency and /ta/emergency read in
 * their language after the upgrade too. A row staff edited, or one that already has translations, is left
 * as it is (staff translate it in the back office). Nothing is deleted.
 */
import { type Kysely, sql } from "kysely";
import { DEFAULT_HELPLINES, HELPLINE_AVAILABILITY } from "../seed/helplines";
import { LANGUAGES } from "../seed/trilingual";

/** The seed's helplines before issue 27: number → name, description, hero name. */
const EARLIER: Record<string, { name: string; description: string; hero: string }> = {
  "119": { name: "Police Emergency", description: "Police emergency line for any crime or danger.", hero: "Captain Safety" },
  "1929": { name: "Childline Sri Lanka", description: "National Child Protection Authority: free, confidential help for children.", hero: "Child Guardian" },
  "1333": { name: "Crisis Support (CCCline)", description: "Someone to talk to when you feel sad, worried or alone.", hero: "Calm Hero" },
  "1990": { name: "Suwa Seriya Ambulance", description: "Free pre-hospital ambulance service across the island.", hero: "Doctor Dash" },
  "110": { name: "Fire and Rescue", description: "Fire brigade and rescue services.", hero: "Fire Fighter" },
  "117": { name: "Disaster Management Centre", description: "Floods, landslides and other disasters.", hero: "Storm Shield" },
  "1938": { name: "Women and Children Helpline", description: "Help for women and children facing violence or abuse.", hero: "Protector" },
  "1926": { name: "Mental Health Helpline (NIMH)", description: "National Institute of Mental Health helpline.", hero: "Mind Buddy" },
};

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const line of DEFAULT_HELPLINES) {
    const earlier = EARLIER[line.number];
    if (!earlier) continue;
    const rows = await sql<{ id: number; superhero_name: string; availability: string }>`
      SELECT id, superhero_name, availability FROM emergency_contacts
      WHERE number = ${line.number} AND name = ${earlier.name} AND coalesce(description, '') = ${earlier.description}
        AND NOT EXISTS (SELECT 1 FROM content_translations t WHERE t.entity = 'emergency_contacts' AND t.row_id = emergency_contacts.id)`.execute(db);
    for (const row of rows.rows) {
      // The hero's name and the hours are changed only where they are still the seed's.
      const hero = row.superhero_name === earlier.hero;
      const hours = row.availability === "24/7";
      await sql`UPDATE emergency_contacts SET name = ${line.name.en}, description = ${line.description.en}, language = 'en',
        superhero_name = ${hero ? line.hero.en : row.superhero_name}, availability = ${hours ? HELPLINE_AVAILABILITY.en : row.availability}
        WHERE id = ${row.id}`.execute(db);
      const texts = {
        name: line.name,
        description: line.description,
        ...(hero ? { superhero_name: line.hero } : {}),
        ...(hours ? { availability: HELPLINE_AVAILABILITY } : {}),
      };
      for (const [field, trilingual] of Object.entries(texts)) {
        for (const language of LANGUAGES) {
          if (language === "en") continue;
          await sql`INSERT INTO content_translations (entity, row_id, field, language, text, source_text, reviewed)
            VALUES ('emergency_contacts', ${row.id}, ${field}, ${language}, ${trilingual[language]}, ${trilingual.en}, 0)`.execute(db);
        }
      }
    }
  }
}

export async function down(): Promise<void> {
  // The earlier English texts are not put back: the rows stay usable helplines either way.
}
