/**
 * Issue 29: staff-edited word lists and urgent items.
 *
 * - screening_words: words and phrases staff keep (back office "Screening words"), each of a kind:
 *   'personal' (a school's or a place's name: the child is told, like a phone number) or a safeguarding
 *   category ('abuse', 'self_harm', 'bullying', 'danger': the submission or report is marked urgent), and the
 *   language it is written in. `needs_review` = 1 marks a word no native speaker has checked yet, as
 *   translations-status.json marks machine translations "needs-review"; the Sinhala and Tamil words of the
 *   starting list below are so marked.
 * - media_submissions.urgent / reports.urgent (0 or 1) and urgent_rule (the matched rule, "self_harm: kill
 *   myself"): an urgent item goes to the top of its review list and counts on the dashboard.
 */
import { type Kysely, sql } from "kysely";
import { ddl, dialectOf } from "../dialect";

type Kind = "abuse" | "self_harm" | "bullying" | "danger";
type Language = "en" | "si" | "ta";

/** The starting safeguarding list: a few phrases per category and language, for staff to extend and correct. */
export const STARTING_WORDS: { phrase: string; kind: Kind; language: Language }[] = [
  ...(
    [
      ["abuse", ["hits me", "beats me", "touched me", "abused", "abuse me", "molested"]],
      ["self_harm", ["kill myself", "suicide", "hurt myself", "cut myself", "want to die", "end my life"]],
      ["bullying", ["bullied", "bullying", "bully me", "they laugh at me", "nobody likes me"]],
      ["danger", ["run away from home", "ran away from home", "meet me alone", "don't tell anyone", "kidnapped"]],
    ] as const
  ).flatMap(([kind, phrases]) => phrases.map((phrase) => ({ phrase, kind, language: "en" as const }))),
  ...(
    [
      // ගහනවා: hits; අපයෝජනය: abuse; අල්ලනවා: touches; දූෂණය: rape
      ["abuse", ["මට ගහනවා", "අපයෝජනය", "මාව අල්ලනවා", "දූෂණය"]],
      // සියදිවි: (taking) one's own life; මැරෙන්න ඕන: want to die; ජීවත් වෙන්න බෑ: cannot live
      ["self_harm", ["සියදිවි", "මැරෙන්න ඕන", "මාව මරාගන්න", "ජීවත් වෙන්න බෑ"]],
      // හිරිහැර: harassment; සමච්චල්: mockery; බය කරනවා: frightens
      ["bullying", ["හිරිහැර", "සමච්චල් කරනවා", "බය කරනවා"]],
      // ගෙදරින් පැනලා: ran away from home; කාටවත් කියන්න එපා: don't tell anyone; පැහැරගෙන: abducted
      ["danger", ["ගෙදරින් පැන", "කාටවත් කියන්න එපා", "රහසින් හමුවෙන්න", "පැහැරගෙන"]],
    ] as const
  ).flatMap(([kind, phrases]) => phrases.map((phrase) => ({ phrase, kind, language: "si" as const }))),
  ...(
    [
      // அடிக்கிறா(ர்/ங்க): hits; துஷ்பிரயோகம்: abuse; தவறாக தொட்ட: touched wrongly; பாலியல் வன்கொடுமை: sexual violence
      ["abuse", ["அடிக்கிறா", "துஷ்பிரயோகம்", "தவறாக தொட்ட", "பாலியல் வன்கொடுமை"]],
      // தற்கொலை: suicide; சாக வேண்டும்: want to die; என்னை நானே காயப்படுத்த: hurt myself
      ["self_harm", ["தற்கொலை", "சாக வேண்டும்", "என்னை நானே காயப்படுத்த", "வாழ விருப்பமில்லை"]],
      // கேலி செய்கிறார்கள்: they mock; கொடுமைப்படுத்து: torment; மிரட்டு: threaten
      ["bullying", ["கேலி செய்கிறா", "கொடுமைப்படுத்து", "மிரட்டு"]],
      // வீட்டை விட்டு ஓடி: run away from home; யாரிடமும் சொல்லாதே: don't tell anyone; தனியாக சந்திக்க: meet alone; கடத்த: abduct
      ["danger", ["வீட்டை விட்டு ஓடி", "யாரிடமும் சொல்லாதே", "தனியாக சந்திக்க", "கடத்தி"]],
    ] as const
  ).flatMap(([kind, phrases]) => phrases.map((phrase) => ({ phrase, kind, language: "ta" as const }))),
];

export async function up(db: Kysely<unknown>): Promise<void> {
  const d = ddl(dialectOf(db as Kysely<any>));
  const statements = [
    `CREATE TABLE screening_words (
    ${d.idColumn()},
    phrase TEXT NOT NULL CHECK (length(phrase) BETWEEN 1 AND 200),
    kind TEXT NOT NULL CHECK (kind IN ('personal', 'abuse', 'self_harm', 'bullying', 'danger')),
    language TEXT NOT NULL DEFAULT 'en' CHECK (language IN ('si', 'ta', 'en')),
    needs_review INTEGER NOT NULL DEFAULT 0 CHECK (needs_review IN (0, 1)),
    is_active INTEGER NOT NULL DEFAULT 1 CHECK (is_active IN (0, 1)),
    created_by INTEGER REFERENCES users(id) ON DELETE SET NULL,
    created_at TEXT NOT NULL DEFAULT ${d.now()},
    UNIQUE (phrase, kind)
  )`,
    `ALTER TABLE media_submissions ADD COLUMN urgent INTEGER NOT NULL DEFAULT 0 CHECK (urgent IN (0, 1))`,
    `ALTER TABLE media_submissions ADD COLUMN urgent_rule TEXT CHECK (urgent_rule IS NULL OR length(urgent_rule) <= 300)`,
    `ALTER TABLE reports ADD COLUMN urgent INTEGER NOT NULL DEFAULT 0 CHECK (urgent IN (0, 1))`,
    `ALTER TABLE reports ADD COLUMN urgent_rule TEXT CHECK (urgent_rule IS NULL OR length(urgent_rule) <= 300)`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
  const words = db as unknown as Kysely<{ screening_words: { phrase: string; kind: string; language: string; needs_review: number } }>;
  await words
    .insertInto("screening_words")
    .values(STARTING_WORDS.map((w) => ({ phrase: w.phrase, kind: w.kind, language: w.language, needs_review: w.language === "en" ? 0 : 1 })))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    "DROP TABLE screening_words",
    "ALTER TABLE media_submissions DROP COLUMN urgent_rule",
    "ALTER TABLE media_submissions DROP COLUMN urgent",
    "ALTER TABLE reports DROP COLUMN urgent_rule",
    "ALTER TABLE reports DROP COLUMN urgent",
  ])
    await sql.raw(statement).execute(db);
}
