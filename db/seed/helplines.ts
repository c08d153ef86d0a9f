/**
 * Sri Lanka's national helplines, written in English, Sinhala and Tamil: every new site has them, with
 * or without the demo content (a children's site must never be without a number to call). Staff edit
 * them in the back office. The Sinhala and Tamil texts are marked for a native speaker's review
 * (content_translations.reviewed = 0) until someone checks them there.
 *
 * Numbers: 119 Sri Lanka Police emergency; 1929 the National Child Protection Authority's child
 * helpline; 1333 the CCC Foundation's crisis line (CCCline); 1926 the National Institute of Mental
 * Health's helpline; 1990 the Suwa Seriya free ambulance; 110 fire and rescue; 117 the Disaster
 * Management Centre; 1938 the women's helpline of the Ministry of Women and Child Affairs.
 */
import { type Kysely, sql } from "kysely";
import type { Database } from "../types";
import { insertTranslations, type Trilingual } from "./trilingual";

interface Helpline {
  number: string;
  category: string;
  emoji: string;
  color: string;
  name: Trilingual;
  hero: Trilingual;
  description: Trilingual;
}

/** When every default helpline answers. */
export const HELPLINE_AVAILABILITY: Trilingual = { en: "24 hours, every day", si: "දිනපතා පැය 24 පුරා", ta: "ஒவ்வொரு நாளும் 24 மணி நேரமும்" };

export const DEFAULT_HELPLINES: readonly Helpline[] = [
  {
    number: "119",
    category: "police",
    emoji: "👮",
    color: "#2563eb",
    name: { en: "Police Emergency", si: "පොලිස් හදිසි ඇමතුම", ta: "காவல்துறை அவசர அழைப்பு" },
    hero: { en: "Captain Safety", si: "ආරක්ෂක නායක", ta: "பாதுகாப்புத் தலைவர்" },
    description: {
      en: "Call the police if you or someone else is in danger, or to report a crime.",
      si: "ඔබට හෝ වෙනත් කෙනෙකුට අනතුරක් ඇත්නම්, නැතහොත් අපරාධයක් ගැන දැනුම් දීමට පොලිසියට අමතන්න.",
      ta: "உங்களுக்கோ வேறொருவருக்கோ ஆபத்து இருந்தால், அல்லது ஒரு குற்றத்தைப் பற்றித் தெரிவிக்க, காவல்துறையை அழையுங்கள்.",
    },
  },
  {
    number: "1929",
    category: "child",
    emoji: "🧒",
    color: "#db2777",
    name: {
      en: "Child Helpline (National Child Protection Authority)",
      si: "ළමා උපකාර ඇමතුම (ජාතික ළමා ආරක්ෂණ අධිකාරිය)",
      ta: "சிறுவர் உதவி அழைப்பு (தேசிய சிறுவர் பாதுகாப்பு அதிகாரசபை)",
    },
    hero: { en: "Child Guardian", si: "ළමා රැකවලා", ta: "சிறுவர் காவலர்" },
    description: {
      en: "Free and private. Call if you are hurt, scared, or someone is treating you badly. A trained person will listen and help.",
      si: "නොමිලේ සහ රහසිගතයි. ඔබට රිදවා ඇත්නම්, බයක් දැනේ නම් හෝ කවුරුන් හෝ ඔබට නරක ලෙස සලකයි නම් අමතන්න. පුහුණු වූ කෙනෙක් ඔබට සවන් දී උදව් කරයි.",
      ta: "இலவசமானது, இரகசியமானது. நீங்கள் காயப்பட்டிருந்தால், பயமாக இருந்தால், அல்லது யாராவது உங்களைத் தவறாக நடத்தினால் அழையுங்கள். பயிற்சி பெற்ற ஒருவர் உங்களுக்குச் செவிமடுத்து உதவுவார்.",
    },
  },
  {
    number: "1333",
    category: "mental",
    emoji: "💚",
    color: "#0d9488",
    name: {
      en: "Crisis Support Line (CCC Foundation)",
      si: "අර්බුද සහාය ඇමතුම (සීසීසී පදනම)",
      ta: "நெருக்கடி ஆதரவு அழைப்பு (சிசிசி அறக்கட்டளை)",
    },
    hero: { en: "Calm Hero", si: "සන්සුන් වීරයා", ta: "அமைதி நாயகன்" },
    description: {
      en: "Someone to talk to when you feel sad, worried or alone. Free and private.",
      si: "දුකක්, කනස්සල්ලක් හෝ තනිකමක් දැනෙන විට කතා කරන්න කෙනෙක්. නොමිලේ සහ රහසිගතයි.",
      ta: "கவலையாக, பயமாக அல்லது தனிமையாக உணரும்போது பேச ஒருவர். இலவசமானது, இரகசியமானது.",
    },
  },
  {
    number: "1926",
    category: "mental",
    emoji: "🧠",
    color: "#0f766e",
    name: { en: "National Mental Health Helpline", si: "ජාතික මානසික සෞඛ්‍ය උපකාර ඇමතුම", ta: "தேசிய மனநல உதவி அழைப்பு" },
    hero: { en: "Mind Buddy", si: "සිතේ මිතුරා", ta: "மன நண்பன்" },
    description: {
      en: "Run by the National Institute of Mental Health. Talk to a counsellor about stress, sadness or worries.",
      si: "ජාතික මානසික සෞඛ්‍ය ආයතනය මගින් පවත්වාගෙන යයි. ආතතිය, දුක හෝ කනස්සලු ගැන උපදේශකයෙකු සමඟ කතා කරන්න.",
      ta: "தேசிய மனநல நிறுவகத்தால் நடத்தப்படுகிறது. மன அழுத்தம், சோகம் அல்லது கவலைகள் பற்றி ஓர் ஆலோசகருடன் பேசுங்கள்.",
    },
  },
  {
    number: "1990",
    category: "medical",
    emoji: "🚑",
    color: "#15803d",
    name: { en: "Suwa Seriya Ambulance", si: "සුව සැරිය ගිලන් රථ සේවය", ta: "சுவ செரிய நோயாளர் காவு வண்டி சேவை" },
    hero: { en: "Doctor Dash", si: "වේගවත් වෛද්‍යවරයා", ta: "விரைவு மருத்துவர்" },
    description: {
      en: "Free ambulance service across the island. Call when someone is badly hurt or suddenly very ill.",
      si: "දිවයින පුරා නොමිලේ ගිලන් රථ සේවය. කවුරුන් හෝ දරුණු ලෙස තුවාල වූ විට හෝ හදිසියේ බරපතල ලෙස අසනීප වූ විට අමතන්න.",
      ta: "நாடு முழுவதும் இலவச நோயாளர் காவு வண்டி சேவை. யாராவது கடுமையாகக் காயமடைந்தால் அல்லது திடீரென்று மிகவும் நோய்வாய்ப்பட்டால் அழையுங்கள்.",
    },
  },
  {
    number: "110",
    category: "fire",
    emoji: "🚒",
    color: "#dc2626",
    name: { en: "Fire and Rescue", si: "ගිනි නිවීම් සහ බේරාගැනීම්", ta: "தீயணைப்பு மற்றும் மீட்பு" },
    hero: { en: "Fire Fighter", si: "ගිනි නිවන වීරයා", ta: "தீயணைப்பு வீரர்" },
    description: {
      en: "Call for a fire, or when someone is trapped and needs to be rescued.",
      si: "ගින්නක් ඇති වූ විට, හෝ කවුරුන් හෝ සිරවී බේරාගත යුතු විට අමතන්න.",
      ta: "தீ விபத்தின்போது, அல்லது யாராவது சிக்கிக்கொண்டு மீட்கப்பட வேண்டியபோது அழையுங்கள்.",
    },
  },
  {
    number: "117",
    category: "disaster",
    emoji: "🌊",
    color: "#c2410c",
    name: { en: "Disaster Management Centre", si: "ආපදා කළමනාකරණ මධ්‍යස්ථානය", ta: "அனர்த்த முகாமைத்துவ நிலையம்" },
    hero: { en: "Storm Shield", si: "කුණාටු පලිහ", ta: "புயல் கேடயம்" },
    description: {
      en: "Floods, landslides, strong winds and other disasters: get warnings and help.",
      si: "ගංවතුර, නායයෑම්, තද සුළං සහ වෙනත් ආපදා: අනතුරු ඇඟවීම් සහ උදව් ලබාගන්න.",
      ta: "வெள்ளம், மண்சரிவு, பலத்த காற்று மற்றும் பிற அனர்த்தங்கள்: எச்சரிக்கைகளையும் உதவியையும் பெறுங்கள்.",
    },
  },
  {
    number: "1938",
    category: "protection",
    emoji: "🛡️",
    color: "#7c3aed",
    name: { en: "Women's Helpline", si: "කාන්තා උපකාර ඇමතුම", ta: "பெண்கள் உதவி அழைப்பு" },
    hero: { en: "Protector", si: "ආරක්ෂකයා", ta: "பாதுகாவலர்" },
    description: {
      en: "Help for women and girls facing violence or abuse, at home or anywhere else.",
      si: "නිවසේ හෝ වෙනත් ඕනෑම තැනක හිංසනයට හෝ අපයෝජනයට ලක්වන කාන්තාවන්ට සහ ගැහැණු ළමයින්ට උදව්.",
      ta: "வீட்டிலோ வேறு எங்குமோ வன்முறை அல்லது துஷ்பிரயோகத்தை எதிர்கொள்ளும் பெண்களுக்கும் சிறுமிகளுக்கும் உதவி.",
    },
  },
];

/** Inserts the helplines (English originals, Sinhala and Tamil translations) when a site has none. Answers how many. */
export async function seedDefaultHelplines(db: Kysely<Database>): Promise<number> {
  const existing = await db.selectFrom("emergency_contacts").select("id").limit(1).executeTakeFirst();
  if (existing) return 0;
  for (const [order, line] of DEFAULT_HELPLINES.entries()) {
    const row = await db
      .insertInto("emergency_contacts")
      .values({
        name: line.name.en,
        number: line.number,
        description: line.description.en,
        availability: HELPLINE_AVAILABILITY.en,
        category: line.category,
        superhero_name: line.hero.en,
        superhero_emoji: line.emoji,
        icon_color: line.color,
        display_order: order,
        language: "en",
      })
      .returning(sql<number>`id`.as("id"))
      .executeTakeFirstOrThrow();
    await insertTranslations(db, "emergency_contacts", Number(row.id), "en", {
      name: line.name,
      description: line.description,
      availability: HELPLINE_AVAILABILITY,
      superhero_name: line.hero,
    });
  }
  return DEFAULT_HELPLINES.length;
}
