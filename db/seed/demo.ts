/**
 * Demo content that makes every public section look alive on a fresh install, written in English with
 * Sinhala and Tamil translations (issue 27): a trilingual text is `{ en, si, ta }`; the row keeps the
 * English original and the two translations go beside it, marked for a native speaker's review.
 * Event dates are relative to the day the seed runs, so "upcoming" stays true for a while.
 * No staff account is created here: staff come from the setup link or `npm run create-admin`.
 * The helplines are not demo content: every new site gets them (db/seed/helplines.ts).
 */
import fs from "node:fs";
import path from "node:path";
import { type Kysely, sql } from "kysely";
import type { Database, DemoTable } from "../types";
import { DEMO_TABLES } from "./demo-tables";
import { simplePdf } from "./pdf";
import { seedDefaultHelplines } from "./helplines";
import { insertTranslations, splitTrilingual, type Trilingual } from "./trilingual";
import { type DemoLesson, picturesOf, SAFE_ONLINE_LESSONS, storedLesson, textLesson } from "./demo-lessons";
import { FEELINGS_LESSONS, RIGHTS_LESSONS } from "./demo-courses";
import { type DemoPicture, demoPictureSvg } from "./demo-pictures";

const slug = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\s-]/gu, (c) => (c === "\u200c" || c === "\u200d" ? c : ""))
    .trim()
    .split(/[\s-]+/)
    .filter(Boolean)
    .join("-");

function dayOffset(days: number): string {
  const local = new Date(Date.now() + 5.5 * 3600 * 1000);
  local.setUTCDate(local.getUTCDate() + days);
  return local.toISOString().slice(0, 10);
}

const hoursAgo = (h: number) => new Date(Date.now() - h * 3600 * 1000).toISOString();

/** A text in the three languages: English (the original), Sinhala, Tamil. */
const t = (en: string, si: string, ta: string): Trilingual => ({ en, si, ta });

/** "N min" in the three languages. */
const minutes = (n: number) => t(`${n} min`, `මිනිත්තු ${n}`, `${n} நிமிடம்`);

type Lesson = { title: Trilingual; duration: Trilingual; columns: DemoLesson };
/** A lesson of plain text (one text block); `practice` gives it pictures and exercises instead (demo-lessons.ts). */
const lesson = (title: Trilingual, duration: Trilingual, content: Trilingual, practice?: DemoLesson): Lesson => ({
  title,
  duration,
  columns: practice ?? textLesson(content),
});
/** A lesson of pictures and practice (demo-courses.ts). */
const practiceLesson = (title: Trilingual, duration: Trilingual, practice: DemoLesson): Lesson => ({ title, duration, columns: practice });

/**
 * Stores one demo picture (an SVG drawn by code) through the app's image pipeline and answers its address
 * ("/uploads/images/…"), its phone-sized copies recorded: the caller's, as db/ imports nothing of the
 * server (server/services/demo-pictures.ts). Given the seed's transaction.
 */
export type StorePicture = (db: Kysely<Database>, svg: string) => Promise<string>;

/** Tables whose rows have translatable texts (the others are inserted as they are). */
const TRANSLATED = new Set(["announcements", "hubs", "resources", "courses", "course_lessons", "events", "categories", "tags"]);

const GUARDIANS = [
  "Chamari Perera",
  "Mohamed Rizwan",
  "Kumari Silva",
  "Suresh Rajan",
  "Nadeesha Fernando",
  "Lakmal Bandara",
  "Fathima Nazeer",
  "Priya Sivakumar",
];
const KIDS = ["Amaya, 9", "Kasun, 11", "Nethmi, 8", "Dinuka, 13", "Yohan, 10", "Sanduni, 12", "Tharindu, 7", "Kavitha, 14"];

// The demo's tables and the emptiness check live in demo-tables.ts, which the server loads at every start;
// this module (its texts and lessons, held in memory once loaded) only when it seeds.
export { DEMO_TABLES, isDatabaseEmpty } from "./demo-tables";

/** The site's name in the three languages (the demo's site settings). */
export const DEMO_SITE_NAME = t("Child Rights Hub Sri Lanka", "ශ්‍රී ලංකා ළමා අයිතිවාසිකම් මධ්‍යස්ථානය", "இலங்கை குழந்தை உரிமைகள் மையம்");

export async function seedDemo(db: Kysely<Database>, options: { uploadsDir: string; storePicture: StorePicture }): Promise<{ rows: number }> {
  let rows = 0;
  await db.transaction().execute(async (trx) => {
    // One row per statement: a multi-row insert would store NULL, not the default, for a missing column.
    // Rows of the demo tables are marked in demo_rows, so "Remove demo content" can find them. A
    // trilingual text keeps its English in the row and its Sinhala and Tamil as translations.
    const insert = async <T extends keyof Database & string>(table: T, values: any[]): Promise<number[]> => {
      const demo = (DEMO_TABLES as readonly string[]).includes(table);
      const ids: number[] = [];
      for (const value of values) {
        const { row, translated } = TRANSLATED.has(table) ? splitTrilingual(value, "en") : { row: value, translated: {} };
        // RETURNING, not the driver's insertId: PostgreSQL's driver has none (every table here has an id).
        const inserted = (await trx
          .insertInto(table)
          .values(row as never)
          .returning(sql<number>`id`.as("id"))
          .executeTakeFirstOrThrow()) as { id: number };
        const id = Number(inserted.id);
        ids.push(id);
        if (demo)
          await trx
            .insertInto("demo_rows")
            .values({ table_name: table as DemoTable, row_id: id })
            .execute();
        await insertTranslations(trx, table, id, "en", translated);
      }
      rows += values.length;
      return ids;
    };

    const settings = await trx
      .insertInto("site_settings")
      .values({
        id: 1,
        site_name: DEMO_SITE_NAME.en,
        language: "en",
        support_email: "support@childrights.lk",
        safety_email: "safety@childrights.lk",
        partnerships_email: "partnerships@childrights.lk",
      })
      .onConflict((oc) => oc.column("id").doNothing())
      .executeTakeFirst();
    if (Number(settings.numInsertedOrUpdatedRows ?? 0) > 0) await insertTranslations(trx, "site_settings", 1, "en", { site_name: DEMO_SITE_NAME });

    rows += await seedDefaultHelplines(trx);

    await insert("announcements", [
      {
        title: t("School holiday art challenge!", "පාසල් නිවාඩු චිත්‍ර අභියෝගය!", "பள்ளி விடுமுறை ஓவியச் சவால்!"),
        content: t(
          "Draw your dream Sri Lanka and share it in the Media Hub before the end of the month.",
          "ඔබ සිහින දකින ශ්‍රී ලංකාව අඳින්න, මාසය අවසන් වීමට පෙර එය මාධ්‍ය කේන්ද්‍රයේ බෙදාගන්න.",
          "நீங்கள் கனவு காணும் இலங்கையை வரைந்து, மாத இறுதிக்குள் ஊடக மையத்தில் பகிருங்கள்.",
        ),
        priority: 3,
        created_at: hoursAgo(30),
      },
      {
        title: t("New course: Staying Safe Online", "නව පාඨමාලාව: අන්තර්ජාලයේ ආරක්ෂිතව සිටීම", "புதிய பாடநெறி: இணையத்தில் பாதுகாப்பாக இருத்தல்"),
        content: t(
          "Learn how to protect your passwords and spot tricks.",
          "ඔබේ මුරපද ආරක්ෂා කරගන්නා හැටි සහ වංචා හඳුනාගන්නා හැටි ඉගෙන ගන්න.",
          "உங்கள் கடவுச்சொற்களைப் பாதுகாப்பது எப்படி, ஏமாற்று வேலைகளைக் கண்டறிவது எப்படி என்று கற்றுக்கொள்ளுங்கள்.",
        ),
        priority: 2,
        created_at: hoursAgo(80),
      },
    ]);

    await insert("hubs", [
      {
        title: t("Resources", "සම්පත්", "வளங்கள்"),
        description: t(
          "Free guides, worksheets and toolkits to download.",
          "බාගත කළ හැකි නොමිලේ මාර්ගෝපදේශ, වැඩ පත්‍රිකා සහ මෙවලම් කට්ටල.",
          "பதிவிறக்கம் செய்யக்கூடிய இலவச வழிகாட்டிகள், பயிற்சித் தாள்கள் மற்றும் கருவித்தொகுப்புகள்.",
        ),
        icon_name: "Package",
        color: "blue",
        text_color: "text-blue",
        button_color: "button-blue",
        path: "/resources",
        active_users_count: 1240,
        display_order: 1,
      },
      {
        title: t("Learning", "ඉගෙනුම", "கற்றல்"),
        description: t(
          "Short courses you can take at your own pace.",
          "ඔබට ඔබේම වේගයෙන් හැදෑරිය හැකි කෙටි පාඨමාලා.",
          "உங்கள் சொந்த வேகத்தில் படிக்கக்கூடிய குறுகிய பாடநெறிகள்.",
        ),
        icon_name: "BookOpen",
        color: "green",
        text_color: "text-green",
        button_color: "button-green",
        path: "/learning",
        active_users_count: 860,
        display_order: 2,
      },
      {
        title: t("Media Hub", "මාධ්‍ය කේන්ද්‍රය", "ஊடக மையம்"),
        description: t(
          "Stories, art, photos and videos made by children.",
          "ළමයින් විසින් නිර්මාණය කළ කතා, චිත්‍ර, ඡායාරූප සහ වීඩියෝ.",
          "சிறுவர்கள் உருவாக்கிய கதைகள், ஓவியங்கள், புகைப்படங்கள் மற்றும் காணொளிகள்.",
        ),
        icon_name: "Camera",
        color: "pink",
        text_color: "text-pink",
        button_color: "button-pink",
        path: "/media",
        active_users_count: 530,
        display_order: 3,
      },
      {
        title: t("Events", "වැඩසටහන්", "நிகழ்வுகள்"),
        description: t("Fun, safe activities across the island.", "දිවයින පුරා විනෝදජනක, ආරක්ෂිත ක්‍රියාකාරකම්.", "நாடு முழுவதும் மகிழ்ச்சியான, பாதுகாப்பான செயற்பாடுகள்."),
        icon_name: "Calendar",
        color: "purple",
        text_color: "text-purple",
        button_color: "button-purple",
        path: "/events",
        active_users_count: 410,
        display_order: 4,
      },
      {
        title: t("Super Hero", "සුපිරි වීරයා", "சூப்பர் ஹீரோ"),
        description: t("Helplines that answer day and night.", "දිවා රෑ පිළිතුරු දෙන උපකාර ඇමතුම්.", "இரவும் பகலும் பதிலளிக்கும் உதவி அழைப்புகள்."),
        icon_name: "Zap",
        color: "red",
        text_color: "text-red",
        button_color: "button-red",
        path: "/emergency",
        active_users_count: 300,
        display_order: 5,
      },
    ]);

    const resources = [
      {
        title: t("My Rights Colouring Book", "මගේ අයිතිවාසිකම් පාට කරන පොත", "என் உரிமைகள் வண்ணம் தீட்டும் புத்தகம்"),
        description: t(
          "Colour and learn the ten most important rights every child has.",
          "සෑම දරුවෙකුටම ඇති වැදගත්ම අයිතිවාසිකම් දහය පාට කරමින් ඉගෙන ගන්න.",
          "ஒவ்வொரு குழந்தைக்கும் உள்ள மிக முக்கியமான பத்து உரிமைகளை வண்ணம் தீட்டியபடி கற்றுக்கொள்ளுங்கள்.",
        ),
        category: "rights",
        age_group: "6-10",
        pages: 12,
        download_count: 4210,
        organization_name: t("Child Rights Hub", "ළමා අයිතිවාසිකම් මධ්‍යස්ථානය", "குழந்தை உரிமைகள் மையம்"),
      },
      {
        title: t("Staying Safe Online: A Family Guide", "අන්තර්ජාලයේ ආරක්ෂිතව සිටීම: පවුලේ අයට මාර්ගෝපදේශයක්", "இணையத்தில் பாதுகாப்பாக இருத்தல்: குடும்ப வழிகாட்டி"),
        description: t(
          "Simple steps for passwords, privacy settings and spotting online tricks.",
          "මුරපද, පෞද්ගලිකත්ව සැකසුම් සහ අන්තර්ජාල වංචා හඳුනාගැනීම සඳහා සරල පියවර.",
          "கடவுச்சொற்கள், தனியுரிமை அமைப்புகள், இணைய ஏமாற்றுகளைக் கண்டறிதல் ஆகியவற்றுக்கான எளிய படிகள்.",
        ),
        category: "safety",
        age_group: "11-14",
        pages: 8,
        download_count: 3120,
        organization_name: t("Safe Net Lanka", "සේෆ් නෙට් ලංකා", "சேஃப் நெட் லங்கா"),
      },
      {
        title: t("Healthy Eating Plate", "සෞඛ්‍ය සම්පන්න ආහාර වේල", "ஆரோக்கியமான உணவுத் தட்டு"),
        description: t(
          "A poster about balanced meals with rice, vegetables, fruit and protein.",
          "බත්, එළවළු, පලතුරු සහ ප්‍රෝටීන් සහිත සමබර ආහාර වේල් ගැන පෝස්ටරයක්.",
          "சோறு, காய்கறிகள், பழங்கள், புரதம் கொண்ட சமச்சீர் உணவு பற்றிய சுவரொட்டி.",
        ),
        category: "health",
        age_group: "6-10",
        pages: 2,
        download_count: 1880,
        organization_name: t("Nutrition Society", "පෝෂණ සංගමය", "போஷாக்குச் சங்கம்"),
      },
      {
        title: t("Exam Stress and How to Beat It", "විභාග ආතතිය සහ එය ජය ගන්නා හැටි", "பரீட்சை மன அழுத்தமும் அதை வெல்லும் வழிகளும்"),
        description: t(
          "Breathing exercises and study planning for O/L and A/L students.",
          "සාමාන්‍ය පෙළ සහ උසස් පෙළ සිසුන් සඳහා හුස්ම ගැනීමේ ව්‍යායාම සහ පාඩම් සැලසුම් කිරීම.",
          "சாதாரண தர, உயர் தர மாணவர்களுக்கான மூச்சுப் பயிற்சிகளும் படிப்புத் திட்டமிடலும்.",
        ),
        category: "health",
        age_group: "15-18",
        pages: 10,
        download_count: 1505,
        organization_name: t("Youth Wellbeing Network", "තරුණ යහපැවැත්ම ජාලය", "இளையோர் நலன் வலையமைப்பு"),
      },
      {
        title: t("Maths Games for Grade 5 Scholarship", "5 ශ්‍රේණියේ ශිෂ්‍යත්වයට ගණිත ක්‍රීඩා", "தரம் 5 புலமைப்பரிசிலுக்கான கணித விளையாட்டுகள்"),
        description: t(
          "Twenty fun puzzles to practise for the scholarship exam.",
          "ශිෂ්‍යත්ව විභාගයට පුහුණු වීමට විනෝදජනක ප්‍රහේලිකා විස්සක්.",
          "புலமைப்பரிசில் பரீட்சைக்குப் பயிற்சி செய்ய இருபது சுவாரசியமான புதிர்கள்.",
        ),
        category: "education",
        age_group: "6-10",
        pages: 24,
        download_count: 2760,
        organization_name: t("Teach Lanka", "ටීච් ලංකා", "டீச் லங்கா"),
      },
      {
        title: t("Plastic-Free School Toolkit", "ප්ලාස්ටික් රහිත පාසල් මෙවලම් කට්ටලය", "பிளாஸ்டிக் இல்லாத பள்ளிக் கருவித்தொகுப்பு"),
        description: t(
          "Plan a clean-up day and reduce plastic waste in your school.",
          "පිරිසිදු කිරීමේ දිනයක් සැලසුම් කර ඔබේ පාසලේ ප්ලාස්ටික් අපද්‍රව්‍ය අඩු කරන්න.",
          "ஒரு சுத்தப்படுத்தும் நாளைத் திட்டமிட்டு உங்கள் பள்ளியில் பிளாஸ்டிக் கழிவுகளைக் குறையுங்கள்.",
        ),
        category: "environment",
        age_group: "11-14",
        pages: 16,
        download_count: 640,
        organization_name: t("Green Kids Lanka", "ග්‍රීන් කිඩ්ස් ලංකා", "கிரீன் கிட்ஸ் லங்கா"),
      },
      {
        title: t("Know Your Body, Know Your Rights", "ඔබේ ශරීරය දැනගන්න, ඔබේ අයිතිවාසිකම් දැනගන්න", "உங்கள் உடலை அறியுங்கள், உங்கள் உரிமைகளை அறியுங்கள்"),
        description: t(
          "Age-appropriate guide to body safety and saying no.",
          'ශරීර ආරක්ෂාව සහ "එපා" කියන්න ඉගෙනීම ගැන වයසට ගැළපෙන මාර්ගෝපදේශයක්.',
          'உடல் பாதுகாப்பு பற்றியும் "வேண்டாம்" என்று சொல்வது பற்றியும் வயதுக்கேற்ற வழிகாட்டி.',
        ),
        category: "rights",
        age_group: "11-14",
        pages: 14,
        download_count: 990,
        organization_name: t("Child Rights Hub", "ළමා අයිතිවාසිකම් මධ්‍යස්ථානය", "குழந்தை உரிமைகள் மையம்"),
      },
      {
        title: t("Road Safety Activity Sheets", "මාර්ග ආරක්ෂාව ක්‍රියාකාරකම් පත්‍රිකා", "வீதிப் பாதுகாப்புச் செயற்பாட்டுத் தாள்கள்"),
        description: t(
          "Crossing roads and riding bicycles safely, with quizzes.",
          "ප්‍රශ්න විචාරාත්මක ක්‍රියාකාරකම් සමඟ, පාර ආරක්ෂිතව පනින හැටි සහ බයිසිකල් පදින හැටි.",
          "வீதியைப் பாதுகாப்பாகக் கடப்பதும் சைக்கிள் ஓட்டுவதும், வினாடி வினாக்களுடன்.",
        ),
        category: "safety",
        age_group: "6-10",
        pages: 6,
        download_count: 420,
        organization_name: t("Safe Roads Foundation", "ආරක්ෂිත මාර්ග පදනම", "பாதுகாப்பான வீதிகள் அறக்கட்டளை"),
      },
    ];
    fs.mkdirSync(path.join(options.uploadsDir, "files"), { recursive: true });
    await insert(
      "resources",
      resources.map((r, i) => {
        const fileName = `files/demo-resource-${i + 1}.pdf`;
        fs.writeFileSync(
          path.join(options.uploadsDir, fileName),
          simplePdf(r.title.en, [r.description.en, "", "A free resource from the Child Rights Hub Sri Lanka."]),
        );
        return { ...r, slug: slug(r.title.en), file_type: "PDF", file_path: fileName, created_at: hoursAgo(24 * (i + 2)) };
      }),
    );

    const courses: { values: Record<string, unknown>; lessons: Lesson[] }[] = [
      {
        values: {
          title: t("Staying Safe Online", "අන්තර්ජාලයේ ආරක්ෂිතව සිටීම", "இணையத்தில் பாதுகாப்பாக இருத்தல்"),
          description: t(
            "Passwords, privacy and kindness on the internet.",
            "අන්තර්ජාලයේ මුරපද, පෞද්ගලිකත්වය සහ කාරුණිකකම.",
            "இணையத்தில் கடவுச்சொற்கள், தனியுரிமை, அன்பான நடத்தை.",
          ),
          category: "Safety",
          level: "Beginner",
          rating: 4.8,
          thumbnail: "🛡️",
          instructor_name: t("Nimali Perera", "නිමාලි පෙරේරා", "நிமாலி பெரேரா"),
          duration: minutes(45),
          lessons_count: 3,
          enrolled_count: 342,
          age_group: "10-14",
          badges: JSON.stringify(["Popular"]),
        },
        lessons: [
          lesson(
            t("Strong passwords", "ශක්තිමත් මුරපද", "வலுவான கடவுச்சொற்கள்"),
            minutes(10),
            t(
              "A strong password is long and secret. Use three random words together, and never share it with friends.",
              "ශක්තිමත් මුරපදයක් දිගයි, රහසිගතයි. අහඹු වචන තුනක් එකට භාවිත කරන්න, එය කිසි විටෙක යාළුවන් සමඟ බෙදා නොගන්න.",
              "வலுவான கடவுச்சொல் நீளமானது, இரகசியமானது. தொடர்பில்லாத மூன்று சொற்களைச் சேர்த்துப் பயன்படுத்துங்கள்; அதை நண்பர்களுடன் ஒருபோதும் பகிர வேண்டாம்.",
            ),
            SAFE_ONLINE_LESSONS[0],
          ),
          lesson(
            t("Private information", "පෞද්ගලික තොරතුරු", "தனிப்பட்ட தகவல்கள்"),
            minutes(15),
            t(
              "Your full name, school, address and phone number are private. Do not post them in public places.",
              "ඔබේ සම්පූර්ණ නම, පාසල, ලිපිනය සහ දුරකථන අංකය පෞද්ගලිකයි. ඒවා පොදු තැන්වල පළ නොකරන්න.",
              "உங்கள் முழுப் பெயர், பள்ளி, முகவரி, தொலைபேசி எண் ஆகியவை தனிப்பட்டவை. அவற்றைப் பொது இடங்களில் பதிவிட வேண்டாம்.",
            ),
            SAFE_ONLINE_LESSONS[1],
          ),
          lesson(
            t("Being kind online", "අන්තර්ජාලයේ කාරුණිකව සිටීම", "இணையத்தில் அன்பாக இருத்தல்"),
            minutes(20),
            t(
              "Treat people online as you would face to face. If someone is unkind, tell a trusted adult and use the block button.",
              "මුහුණට මුහුණ සිටින විට මෙන්ම අන්තර්ජාලයේදීත් අන් අයට සලකන්න. කවුරුන් හෝ අකාරුණිකව හැසිරේ නම්, ඔබ විශ්වාස කරන වැඩිහිටියෙකුට කියා අවහිර කිරීමේ බොත්තම භාවිත කරන්න.",
              "நேரில் நடந்துகொள்வது போலவே இணையத்திலும் மற்றவர்களை நடத்துங்கள். யாராவது அன்பில்லாமல் நடந்தால், நம்பிக்கையான ஒரு பெரியவரிடம் சொல்லி, தடுக்கும் பொத்தானைப் பயன்படுத்துங்கள்.",
            ),
            SAFE_ONLINE_LESSONS[2],
          ),
        ],
      },
      {
        values: {
          title: t("My Rights", "මගේ අයිතිවාසිකම්", "எனது உரிமைகள்"),
          description: t(
            "What the UN Convention on the Rights of the Child promises you, in simple words.",
            "ළමා අයිතිවාසිකම් පිළිබඳ එක්සත් ජාතීන්ගේ සම්මුතිය ඔබට දෙන පොරොන්දු, සරල වචනවලින්.",
            "சிறுவர் உரிமைகள் பற்றிய ஐக்கிய நாடுகள் சமவாயம் உங்களுக்கு அளிக்கும் வாக்குறுதிகள், எளிய சொற்களில்.",
          ),
          category: "Social Studies",
          level: "Beginner",
          rating: 4.9,
          thumbnail: "⚖️",
          instructor_name: t("Shanthi Gunasekara", "ශාන්ති ගුණසේකර", "சாந்தி குணசேகர"),
          duration: minutes(30),
          lessons_count: 3,
          enrolled_count: 264,
          age_group: "8-14",
        },
        lessons: [
          practiceLesson(t("Every child has rights", "සෑම ළමයෙකුටම අයිතිවාසිකම් ඇත", "ஒவ்வொரு குழந்தைக்கும் உரிமைகள் உண்டு"), minutes(10), RIGHTS_LESSONS[0]!),
          practiceLesson(t("Learning and play", "ඉගෙනීම සහ සෙල්ලම", "கற்றலும் விளையாட்டும்"), minutes(10), RIGHTS_LESSONS[1]!),
          practiceLesson(t("Being heard and kept safe", "සවන් දීම සහ ආරක්ෂාව", "கேட்கப்படுதலும் பாதுகாப்பும்"), minutes(10), RIGHTS_LESSONS[2]!),
        ],
      },
      {
        values: {
          title: t("Feelings and Who to Talk To", "හැඟීම් සහ කතා කළ යුත්තේ කාටද", "உணர்வுகளும் யாரிடம் பேசுவது என்பதும்"),
          description: t(
            "Naming your feelings, finding trusted adults, and where to get help.",
            "ඔබේ හැඟීම් නම් කිරීම, විශ්වාසවන්ත වැඩිහිටියන් සොයා ගැනීම සහ උදව් ලබා ගත හැකි තැන්.",
            "உங்கள் உணர்வுகளுக்குப் பெயரிடுதல், நம்பிக்கையான பெரியவர்களைக் கண்டறிதல், உதவி பெறும் இடங்கள்.",
          ),
          category: "Safety",
          level: "Beginner",
          rating: 4.9,
          thumbnail: "💬",
          instructor_name: t("Dr. Fathima Rizna", "වෛද්‍ය ෆාතිමා රිස්නා", "வைத்தியர் பாத்திமா ரிஸ்னா"),
          duration: minutes(30),
          lessons_count: 3,
          enrolled_count: 211,
          age_group: "7-14",
        },
        lessons: [
          practiceLesson(t("All feelings are okay", "සියලු හැඟීම් කමක් නැත", "எல்லா உணர்வுகளும் சரியானவையே"), minutes(10), FEELINGS_LESSONS[0]!),
          practiceLesson(t("Trusted adults", "විශ්වාසවන්ත වැඩිහිටියන්", "நம்பிக்கையான பெரியவர்கள்"), minutes(10), FEELINGS_LESSONS[1]!),
          practiceLesson(t("Secrets and getting help", "රහස් සහ උදව් ලබා ගැනීම", "இரகசியங்களும் உதவி பெறுதலும்"), minutes(10), FEELINGS_LESSONS[2]!),
        ],
      },
      {
        values: {
          title: t("Speak English with Confidence", "විශ්වාසයෙන් ඉංග්‍රීසි කතා කරන්න", "நம்பிக்கையுடன் ஆங்கிலம் பேசுங்கள்"),
          description: t("Everyday phrases through games and songs.", "ක්‍රීඩා සහ ගීත හරහා එදිනෙදා යෙදුම්.", "விளையாட்டுகள், பாடல்கள் மூலம் அன்றாடத் தொடர்கள்."),
          category: "Language",
          level: "Beginner",
          rating: 4.6,
          thumbnail: "🗣️",
          instructor_name: t("Kavitha Rajan", "කවිතා රාජන්", "கவிதா ராஜன்"),
          duration: t("1 hour", "පැය 1", "1 மணி நேரம்"),
          lessons_count: 4,
          enrolled_count: 298,
          age_group: "8-12",
        },
        lessons: [
          lesson(
            t("Greetings", "ආචාර කිරීම", "வாழ்த்துக் கூறுதல்"),
            minutes(10),
            t(
              "Hello, good morning, how are you? Practise with a friend.",
              'ඉංග්‍රීසියෙන් ආචාර කරන හැටි: "හෙලෝ", "ගුඩ් මෝනිං", "හව් ආ යූ?" යාළුවෙකු සමඟ පුහුණු වන්න.',
              'ஆங்கிலத்தில் வாழ்த்துவது எப்படி: "ஹலோ", "குட் மார்னிங்", "ஹவ் ஆர் யூ?" ஒரு நண்பருடன் பயிற்சி செய்யுங்கள்.',
            ),
          ),
          lesson(
            t("At school", "පාසලේදී", "பள்ளியில்"),
            minutes(15),
            t(
              "Words for classroom things: pencil, book, desk, board.",
              "පන්ති කාමරයේ දේවල් සඳහා ඉංග්‍රීසි වචන: පැන්සල, පොත, මේසය, ලෑල්ල.",
              "வகுப்பறைப் பொருட்களுக்கான ஆங்கிலச் சொற்கள்: பென்சில், புத்தகம், மேசை, கரும்பலகை.",
            ),
          ),
          lesson(
            t("Asking for help", "උදව් ඉල්ලීම", "உதவி கேட்டல்"),
            minutes(15),
            t(
              "Could you help me, please? Polite questions open many doors.",
              '"කරුණාකර මට උදව් කරන්න පුළුවන්ද?" ආචාරශීලී ප්‍රශ්න බොහෝ දොරවල් විවෘත කරයි.',
              '"தயவுசெய்து எனக்கு உதவ முடியுமா?" பணிவான கேள்விகள் பல கதவுகளைத் திறக்கும்.',
            ),
          ),
          lesson(
            t("Telling a story", "කතාවක් කීම", "கதை சொல்லுதல்"),
            minutes(20),
            t(
              "First, then, finally: words that connect a story.",
              "මුලින්ම, ඊළඟට, අවසානයේ: කතාවක් එකට යා කරන වචන.",
              "முதலில், பிறகு, இறுதியாக: ஒரு கதையை இணைக்கும் சொற்கள்.",
            ),
          ),
        ],
      },
      {
        values: {
          title: t("Science Around the House", "නිවස අවට විද්‍යාව", "வீட்டைச் சுற்றி அறிவியல்"),
          description: t(
            "Simple, safe experiments with things from your kitchen.",
            "ඔබේ කුස්සියේ ඇති දේවලින් කළ හැකි සරල, ආරක්ෂිත පරීක්ෂණ.",
            "உங்கள் சமையலறைப் பொருட்களைக் கொண்டு எளிய, பாதுகாப்பான பரிசோதனைகள்.",
          ),
          category: "Science",
          level: "Intermediate",
          rating: 4.7,
          thumbnail: "🔬",
          instructor_name: t("Dr. Ruwan Silva", "වෛද්‍ය රුවන් සිල්වා", "வைத்தியர் ருவன் சில்வா"),
          duration: t("1.5 hours", "පැය 1.5", "1.5 மணி நேரம்"),
          lessons_count: 3,
          enrolled_count: 187,
          age_group: "9-14",
        },
        lessons: [
          lesson(
            t("Floating and sinking", "පාවීම සහ ගිලීම", "மிதத்தலும் மூழ்குதலும்"),
            minutes(20),
            t(
              "Why does a ship float? Test fruits in a bowl of water.",
              "නැවක් පාවෙන්නේ ඇයි? වතුර බඳුනක පලතුරු දමා පරීක්ෂා කරන්න.",
              "கப்பல் ஏன் மிதக்கிறது? ஒரு பாத்திரத் தண்ணீரில் பழங்களைப் போட்டுச் சோதித்துப் பாருங்கள்.",
            ),
          ),
          lesson(
            t("Colours of light", "ආලෝකයේ වර්ණ", "ஒளியின் நிறங்கள்"),
            minutes(25),
            t(
              "Make a rainbow with a glass of water and sunlight.",
              "වතුර වීදුරුවක් සහ හිරු එළිය භාවිතයෙන් දේදුන්නක් හදන්න.",
              "ஒரு குவளைத் தண்ணீரையும் சூரிய ஒளியையும் கொண்டு வானவில் உருவாக்குங்கள்.",
            ),
          ),
          lesson(
            t("Plant detectives", "ශාක රහස් පරීක්ෂකයෝ", "தாவரத் துப்பறிவாளர்கள்"),
            minutes(30),
            t(
              "Grow a bean in a jar and record how it changes.",
              "භාජනයක බෝංචි ඇටයක් වවා එය වෙනස් වන හැටි සටහන් කරන්න.",
              "ஒரு போத்தலில் அவரை விதையை வளர்த்து, அது எப்படி மாறுகிறது என்று பதிவு செய்யுங்கள்.",
            ),
          ),
        ],
      },
      {
        values: {
          title: t("Drawing Your Feelings", "ඔබේ හැඟීම් අඳින්න", "உங்கள் உணர்வுகளை வரையுங்கள்"),
          description: t(
            "Use colours and shapes to show how you feel.",
            "ඔබට දැනෙන දේ පෙන්වීමට වර්ණ සහ හැඩතල භාවිත කරන්න.",
            "நீங்கள் எப்படி உணர்கிறீர்கள் என்பதைக் காட்ட நிறங்களையும் வடிவங்களையும் பயன்படுத்துங்கள்.",
          ),
          category: "Arts",
          level: "All Levels",
          rating: 4.9,
          thumbnail: "🎨",
          instructor_name: t("Ishara Fernando", "ඉෂාරා ප්‍රනාන්දු", "இஷாரா பெர்னாண்டோ"),
          duration: minutes(40),
          lessons_count: 2,
          enrolled_count: 156,
          age_group: "6-12",
        },
        lessons: [
          lesson(
            t("Colours and moods", "වර්ණ සහ මනෝභාව", "நிறங்களும் மனநிலைகளும்"),
            minutes(20),
            t(
              "Which colour feels happy? Which feels calm? Draw a feelings wheel.",
              "සතුට දැනෙන්නේ කුමන වර්ණයෙන්ද? සන්සුන් බව දැනෙන්නේ කුමන වර්ණයෙන්ද? හැඟීම් රෝදයක් අඳින්න.",
              "எந்த நிறம் மகிழ்ச்சியாக உணர வைக்கிறது? எது அமைதியாக? ஓர் உணர்வுச் சக்கரம் வரையுங்கள்.",
            ),
          ),
          lesson(
            t("My safe place", "මගේ ආරක්ෂිත ස්ථානය", "என் பாதுகாப்பான இடம்"),
            minutes(20),
            t("Draw a place where you feel safe and loved.", "ඔබට ආරක්ෂිත බවක් සහ ආදරයක් දැනෙන ස්ථානයක් අඳින්න.", "நீங்கள் பாதுகாப்பாகவும் அன்பாகவும் உணரும் ஓர் இடத்தை வரையுங்கள்."),
          ),
        ],
      },
      {
        values: {
          title: t("Money Smart Kids", "මුදල් ගැන දක්ෂ ළමයි", "பணத்தில் கெட்டிக்காரச் சிறுவர்கள்"),
          description: t("Saving, spending and sharing wisely.", "නුවණින් ඉතිරි කිරීම, වියදම් කිරීම සහ බෙදාගැනීම.", "புத்திசாலித்தனமாகச் சேமித்தல், செலவழித்தல், பகிர்தல்."),
          category: "Mathematics",
          level: "Beginner",
          rating: 4.5,
          thumbnail: "💰",
          instructor_name: t("Sunil Jayawardena", "සුනිල් ජයවර්ධන", "சுனில் ஜயவர்தன"),
          duration: minutes(50),
          lessons_count: 3,
          enrolled_count: 120,
          age_group: "8-13",
        },
        lessons: [
          lesson(
            t("Needs and wants", "අවශ්‍යතා සහ ආශාවන්", "தேவைகளும் விருப்பங்களும்"),
            minutes(15),
            t(
              "Sort a list of things into needs and wants.",
              "දේවල් ලැයිස්තුවක් අවශ්‍යතා සහ ආශාවන් ලෙස වෙන් කරන්න.",
              "பொருட்களின் பட்டியலைத் தேவைகள், விருப்பங்கள் என்று பிரியுங்கள்.",
            ),
          ),
          lesson(
            t("Saving jar", "ඉතිරි කිරීමේ භාජනය", "சேமிப்புப் போத்தல்"),
            minutes(15),
            t(
              "Set a goal and track your savings each week.",
              "ඉලක්කයක් තබාගෙන සෑම සතියකම ඔබේ ඉතිරිකිරීම් සටහන් කරන්න.",
              "ஓர் இலக்கை வைத்து, ஒவ்வொரு வாரமும் உங்கள் சேமிப்பைக் கண்காணியுங்கள்.",
            ),
          ),
          lesson(
            t("Sharing", "බෙදාගැනීම", "பகிர்தல்"),
            minutes(20),
            t("How giving helps our community.", "දීම අපේ ප්‍රජාවට උදව් වන හැටි.", "கொடுப்பது நம் சமூகத்துக்கு எப்படி உதவுகிறது."),
          ),
        ],
      },
      {
        values: {
          title: t("Coding with Blocks", "කොටස් සමඟ කේතකරණය", "கட்டங்களுடன் நிரலாக்கம்"),
          description: t(
            "Make a simple game by snapping blocks together.",
            "කොටස් එකට සවි කරමින් සරල ක්‍රීඩාවක් හදන්න.",
            "கட்டங்களை ஒன்றோடொன்று இணைத்து ஓர் எளிய விளையாட்டை உருவாக்குங்கள்.",
          ),
          category: "Technology",
          level: "Advanced",
          rating: 4.4,
          thumbnail: "💻",
          instructor_name: t("Tharindu Wickramasinghe", "තරිඳු වික්‍රමසිංහ", "தரிந்து விக்கிரமசிங்க"),
          duration: t("2 hours", "පැය 2", "2 மணி நேரம்"),
          lessons_count: 3,
          enrolled_count: 95,
          age_group: "11-16",
        },
        lessons: [
          lesson(
            t("Sequences", "අනුපිළිවෙළ", "வரிசைமுறைகள்"),
            minutes(30),
            t("Computers follow steps in order.", "පරිගණක පියවර අනුපිළිවෙළින් අනුගමනය කරයි.", "கணினிகள் படிகளை வரிசைப்படி பின்பற்றுகின்றன."),
          ),
          lesson(
            t("Loops", "පුනරාවර්තන", "சுழற்சிகள்"),
            minutes(40),
            t("Repeat steps without writing them again.", "පියවර නැවත නොලියා ඒවා යළි යළි කරවන්න.", "படிகளை மீண்டும் எழுதாமலேயே திரும்பத் திரும்பச் செய்யுங்கள்."),
          ),
          lesson(
            t("Your first game", "ඔබේ පළමු ක්‍රීඩාව", "உங்கள் முதல் விளையாட்டு"),
            minutes(50),
            t(
              "Combine sequences and loops to move a character.",
              "චරිතයක් චලනය කිරීමට අනුපිළිවෙළ සහ පුනරාවර්තන එකට යොදාගන්න.",
              "ஒரு பாத்திரத்தை நகர்த்த வரிசைமுறைகளையும் சுழற்சிகளையும் சேர்த்துப் பயன்படுத்துங்கள்.",
            ),
          ),
        ],
      },
    ];
    // Each picture is stored once, where a lesson first shows it.
    const pictures = new Map<DemoPicture, string>();
    for (const course of courses)
      for (const l of course.lessons)
        for (const picture of picturesOf(l.columns))
          if (!pictures.has(picture)) pictures.set(picture, await options.storePicture(trx, demoPictureSvg(picture)));
    for (const course of courses) {
      const [courseId] = await insert("courses", [course.values]);
      await insert(
        "course_lessons",
        course.lessons.map((l, position) => ({
          course_id: courseId,
          position,
          title: l.title,
          duration: l.duration,
          ...storedLesson(l.columns, (picture) => pictures.get(picture)!),
        })),
      );
    }

    await insert("media_submissions", [
      {
        title: "The Day I Planted a Tree",
        description: "A short story about my grandmother's garden in Kandy.",
        type: "story",
        content:
          'Every morning my grandmother waters her jak tree.\n\nOne day she gave me a small seed and said: "Plant it, and one day it will give shade to someone you love." I planted it next to the well. Now it is taller than me!',
        author_name: "Sanduni",
        author_age: 11,
        age_group: "11-14",
        status: "approved",
        likes: 128,
        views: 940,
        comments_count: 12,
        thumbnail: "/demo/story.svg",
        published_at: hoursAgo(40),
        created_at: hoursAgo(60),
      },
      {
        title: "Elephants at Minneriya",
        description: "Crayon drawing of the great elephant gathering.",
        type: "artwork",
        author_name: "Kasun",
        author_age: 9,
        age_group: "6-10",
        status: "approved",
        likes: 210,
        views: 1320,
        comments_count: 18,
        thumbnail: "/demo/elephants.svg",
        published_at: hoursAgo(70),
        created_at: hoursAgo(90),
      },
      {
        title: "Sunrise at Galle Fort",
        description: "A photo taken on a family trip.",
        type: "photo",
        author_name: "Amaya",
        author_age: 14,
        age_group: "11-14",
        status: "approved",
        likes: 96,
        views: 610,
        comments_count: 5,
        thumbnail: "/demo/sunrise.svg",
        published_at: hoursAgo(100),
        created_at: hoursAgo(120),
      },
      {
        title: "How to Make a Paper Kite",
        description: "A video tutorial for the Vesak season.",
        type: "video",
        author_name: "Dinuka",
        author_age: 13,
        age_group: "11-14",
        status: "approved",
        likes: 175,
        views: 2200,
        comments_count: 21,
        thumbnail: "/demo/kite.svg",
        media_url: "https://www.youtube.com/results?search_query=paper+kite+tutorial",
        published_at: hoursAgo(130),
        created_at: hoursAgo(150),
      },
      {
        title: "My Friend the Rainbow Fish",
        description: "Watercolour painting.",
        type: "artwork",
        author_name: "Nethmi",
        author_age: 8,
        age_group: "6-10",
        status: "approved",
        likes: 64,
        views: 300,
        comments_count: 3,
        thumbnail: "/demo/fish.svg",
        published_at: hoursAgo(160),
        created_at: hoursAgo(170),
      },
      {
        title: "Cricket in the Rain",
        description: "A poem about playing cricket with my cousins.",
        type: "story",
        content: "Drops on the bat,\nmud on our feet,\nwe run and we laugh\ntill the rain and sun meet.",
        author_name: "Yohan",
        author_age: 12,
        age_group: "11-14",
        status: "approved",
        likes: 58,
        views: 280,
        comments_count: 4,
        published_at: hoursAgo(190),
        created_at: hoursAgo(200),
      },
      {
        title: "Our School Garden",
        description: "Photo of the vegetables we grew.",
        type: "photo",
        author_name: "Fathima",
        author_age: 10,
        age_group: "6-10",
        status: "pending",
        likes: 0,
        views: 0,
        comments_count: 0,
        created_at: hoursAgo(5),
      },
      {
        title: "A Letter to My Future Self",
        description: "A story waiting for review.",
        type: "story",
        content: "Dear future me, I hope you still love drawing.",
        author_name: "Pavithra",
        author_age: 15,
        age_group: "15-18",
        status: "pending",
        likes: 0,
        views: 0,
        comments_count: 0,
        created_at: hoursAgo(3),
      },
    ]);

    const contact = (org: string) => ({ contact_phone: "011 234 5678", contact_email: `events@${org}.lk`, contact_website: `https://${org}.lk` });
    await insert("events", [
      {
        title: t("Beach Clean-up Adventure", "වෙරළ පිරිසිදු කිරීමේ වික්‍රමය", "கடற்கரை சுத்தப்படுத்தும் சாகசம்"),
        description: t(
          "Help keep Mount Lavinia beach clean and learn about sea turtles.",
          "ගල්කිස්ස වෙරළ පිරිසිදුව තබාගැනීමට උදව් වී මුහුදු කැස්බෑවුන් ගැන ඉගෙන ගන්න.",
          "கல்கிசைக் கடற்கரையைச் சுத்தமாக வைத்திருக்க உதவி, கடலாமைகளைப் பற்றிக் கற்றுக்கொள்ளுங்கள்.",
        ),
        type: "educational",
        event_date: dayOffset(3),
        start_time: "07:30",
        end_time: "10:30",
        location: t("Mount Lavinia Beach", "ගල්කිස්ස වෙරළ", "கல்கிசைக் கடற்கரை"),
        district: "Colombo",
        capacity: 60,
        registered_count: 42,
        age_group: "8-16",
        organizer_name: t("Green Kids Lanka", "ග්‍රීන් කිඩ්ස් ලංකා", "கிரீன் கிட்ஸ் லங்கா"),
        featured: 1,
        ...contact("greenkids"),
        thumbnail: "/demo/beach.svg",
      },
      {
        title: t("Young Artists Workshop", "තරුණ කලාකරුවන්ගේ වැඩමුළුව", "இளம் கலைஞர் பட்டறை"),
        description: t(
          "Painting with natural colours, all materials provided.",
          "ස්වාභාවික වර්ණවලින් චිත්‍ර ඇඳීම; සියලු ද්‍රව්‍ය ලබා දේ.",
          "இயற்கை நிறங்களால் ஓவியம் வரைதல்; தேவையான எல்லாப் பொருட்களும் வழங்கப்படும்.",
        ),
        type: "workshop",
        event_date: dayOffset(6),
        start_time: "09:00",
        end_time: "12:00",
        location: t("Kandy City Centre Hall", "මහනුවර නගර මධ්‍ය ශාලාව", "கண்டி நகர மத்திய மண்டபம்"),
        district: "Kandy",
        capacity: 30,
        registered_count: 30,
        age_group: "6-12",
        organizer_name: t("Colour Lanka", "කලර් ලංකා", "கலர் லங்கா"),
        ...contact("colourlanka"),
        thumbnail: "/demo/art.svg",
      },
      {
        title: t("Junior Football Day", "කනිෂ්ඨ පාපන්දු දිනය", "இளையோர் கால்பந்து நாள்"),
        description: t(
          "Friendly matches and skills coaching for girls and boys.",
          "ගැහැණු ළමයින්ට සහ පිරිමි ළමයින්ට මිත්‍රශීලී තරග සහ කුසලතා පුහුණුව.",
          "சிறுமிகளுக்கும் சிறுவர்களுக்கும் நட்புப் போட்டிகளும் திறன் பயிற்சியும்.",
        ),
        type: "sports",
        event_date: dayOffset(10),
        start_time: "08:00",
        end_time: "13:00",
        location: t("Duraiappah Stadium", "දුරෙයප්පා ක්‍රීඩාංගණය", "துரையப்பா விளையாட்டரங்கம்"),
        district: "Jaffna",
        capacity: 80,
        registered_count: 25,
        age_group: "9-15",
        organizer_name: t("North Sports Club", "උතුරු ක්‍රීඩා සමාජය", "வடக்கு விளையாட்டுக் கழகம்"),
        price_type: "paid",
        price_amount: 300,
        ...contact("northsports"),
      },
      {
        title: t("Story Time Under the Stars", "තරු යට කතන්දර වේලාව", "நட்சத்திரங்களின் கீழ் கதை நேரம்"),
        description: t(
          "Bring a blanket for stories and stargazing.",
          "කතන්දර අසමින් තරු බලන්න පලසක් රැගෙන එන්න.",
          "கதைகள் கேட்கவும் நட்சத்திரங்களைப் பார்க்கவும் ஒரு போர்வை கொண்டு வாருங்கள்.",
        ),
        type: "cultural",
        event_date: dayOffset(14),
        start_time: "18:30",
        end_time: "20:30",
        location: t("Galle Fort Ramparts", "ගාලු කොටු පවුර", "காலி கோட்டை அரண்கள்"),
        district: "Galle",
        capacity: 50,
        registered_count: 12,
        age_group: "6-12",
        organizer_name: t("Southern Storytellers", "දකුණේ කතන්දරකරුවෝ", "தெற்குக் கதைசொல்லிகள்"),
        ...contact("storytellers"),
      },
      {
        title: t("Science Fair for Kids", "ළමා විද්‍යා ප්‍රදර්ශනය", "சிறுவர் அறிவியல் கண்காட்சி"),
        description: t(
          "Build a volcano, a rocket and a solar oven.",
          "ගිනිකන්දක්, රොකට්ටුවක් සහ සූර්ය උඳුනක් හදන්න.",
          "ஓர் எரிமலை, ஒரு ராக்கெட், ஒரு சூரிய அடுப்பு ஆகியவற்றை உருவாக்குங்கள்.",
        ),
        type: "educational",
        event_date: dayOffset(21),
        start_time: "10:00",
        end_time: "15:00",
        location: t("Batticaloa Public Library", "මඩකලපුව මහජන පුස්තකාලය", "மட்டக்களப்பு பொது நூலகம்"),
        district: "Batticaloa",
        capacity: 100,
        registered_count: 8,
        age_group: "10-16",
        organizer_name: t("East Science Circle", "නැගෙනහිර විද්‍යා කවය", "கிழக்கு அறிவியல் வட்டம்"),
        ...contact("eastscience"),
      },
      {
        title: t("Drumming and Dance", "බෙර වාදනය සහ නර්තනය", "மேளமும் நடனமும்"),
        description: t(
          "Learn Kandyan drum beats and dance steps.",
          "උඩරට බෙර පද සහ නර්තන පියවර ඉගෙන ගන්න.",
          "கண்டிய மேளத் தாளங்களையும் நடன அசைவுகளையும் கற்றுக்கொள்ளுங்கள்.",
        ),
        type: "arts",
        event_date: dayOffset(28),
        start_time: "15:00",
        end_time: "17:00",
        location: t("Kurunegala Cultural Centre", "කුරුණෑගල සංස්කෘතික මධ්‍යස්ථානය", "குருநாகல் கலாசார நிலையம்"),
        district: "Kurunegala",
        capacity: 40,
        registered_count: 5,
        age_group: "8-14",
        organizer_name: t("Rhythm Lanka", "රිද්ම ලංකා", "ரிதம் லங்கா"),
        price_type: "paid",
        price_amount: 500,
        ...contact("rhythmlanka"),
      },
      {
        title: t("Kite Festival", "සරුංගල් උත්සවය", "பட்டத் திருவிழா"),
        description: t("Colourful kites over the lagoon.", "කලපුව උඩින් පාට පාට සරුංගල්.", "களப்புக்கு மேலே வண்ண வண்ணப் பட்டங்கள்."),
        type: "cultural",
        event_date: dayOffset(-12),
        start_time: "15:00",
        end_time: "18:00",
        location: t("Negombo Lagoon Park", "මීගමු කලපු උද්‍යානය", "நீர்கொழும்பு களப்புப் பூங்கா"),
        district: "Gampaha",
        capacity: 200,
        registered_count: 180,
        age_group: "all",
        organizer_name: t("Negombo Youth Club", "මීගමු තරුණ සමාජය", "நீர்கொழும்பு இளைஞர் கழகம்"),
        status: "completed",
        ...contact("negomboyouth"),
      },
      {
        title: t("Chess for Beginners", "ආරම්භකයින් සඳහා චෙස්", "தொடக்கநிலையாளருக்கான சதுரங்கம்"),
        description: t("Learn the moves and play your first game.", "චලනයන් ඉගෙන ඔබේ පළමු ක්‍රීඩාව ක්‍රීඩා කරන්න.", "காய் நகர்த்தல்களைக் கற்று உங்கள் முதல் ஆட்டத்தை ஆடுங்கள்."),
        type: "workshop",
        event_date: dayOffset(-30),
        start_time: "09:00",
        end_time: "11:00",
        location: t("Anuradhapura Library", "අනුරාධපුර පුස්තකාලය", "அனுராதபுர நூலகம்"),
        district: "Anuradhapura",
        capacity: 24,
        registered_count: 24,
        age_group: "8-14",
        organizer_name: t("Rajarata Chess Club", "රජරට චෙස් සමාජය", "ரஜரட்ட சதுரங்கக் கழகம்"),
        status: "completed",
        ...contact("rajaratachess"),
      },
    ]);

    // Registrations behind every registered_count, so the back office's registrations agree with the
    // events (a few cancelled ones on top, which do not count). Adults register; addresses are example.org.
    const events = await trx.selectFrom("events").select(["id", "registered_count"]).orderBy("id").execute();
    const registrations: Record<string, unknown>[] = [];
    for (const event of events) {
      for (let i = 0; i < event.registered_count + (event.id % 3); i++) {
        const n = registrations.length + 1;
        const cancelled = i >= event.registered_count;
        registrations.push({
          event_id: event.id,
          name: `${GUARDIANS[n % GUARDIANS.length]} (${KIDS[n % KIDS.length]})`,
          email: `family${n}@example.org`,
          phone: n % 3 === 0 ? null : `077 000 ${String(n).padStart(4, "0")}`,
          notes: n % 7 === 0 ? "Needs a vegetarian lunch." : null,
          status: cancelled ? "cancelled" : n % 4 === 0 ? "pending" : "confirmed",
          registered_at: hoursAgo(2 + n * 3),
        });
      }
    }
    await insert("event_registrations", registrations);

    await insert("categories", [
      {
        name: t("Online Safety", "අන්තර්ජාල ආරක්ෂාව", "இணையப் பாதுகாப்பு"),
        description: t("Staying safe on the internet.", "අන්තර්ජාලයේ ආරක්ෂිතව සිටීම.", "இணையத்தில் பாதுகாப்பாக இருத்தல்."),
        hub_type: "learning",
        color: "#3b82f6",
        icon_name: "Shield",
        display_order: 1,
      },
      {
        name: t("Languages", "භාෂා", "மொழிகள்"),
        description: t("English, Sinhala and Tamil.", "ඉංග්‍රීසි, සිංහල සහ දෙමළ.", "ஆங்கிலம், சிங்களம், தமிழ்."),
        hub_type: "learning",
        color: "#10b981",
        icon_name: "Globe",
        display_order: 2,
      },
      {
        name: t("Guides", "මාර්ගෝපදේශ", "வழிகாட்டிகள்"),
        description: t("Printable guides.", "මුද්‍රණය කළ හැකි මාර්ගෝපදේශ.", "அச்சிடக்கூடிய வழிகாட்டிகள்."),
        hub_type: "resources",
        color: "#f59e0b",
        icon_name: "BookOpen",
        display_order: 1,
      },
      {
        name: t("Workshops", "වැඩමුළු", "பட்டறைகள்"),
        description: t("Hands-on events.", "අත්දැකීමෙන් ඉගෙනගන්නා වැඩසටහන්.", "செய்து கற்கும் நிகழ்வுகள்."),
        hub_type: "events",
        color: "#8b5cf6",
        icon_name: "Wrench",
        display_order: 1,
      },
      {
        name: t("Artwork", "චිත්‍ර", "ஓவியங்கள்"),
        description: t("Drawings and paintings.", "ඇඳීම් සහ සිතුවම්.", "வரைபடங்களும் ஓவியங்களும்."),
        hub_type: "media",
        color: "#ec4899",
        icon_name: "Palette",
        display_order: 1,
      },
    ]);

    await insert("tags", [
      {
        name: t("online-safety", "අන්තර්ජාල ආරක්ෂාව", "இணையப் பாதுகாப்பு"),
        description: t("Internet safety topics.", "අන්තර්ජාල ආරක්ෂාව පිළිබඳ මාතෘකා.", "இணையப் பாதுகாப்புத் தலைப்புகள்."),
        color: "#3b82f6",
        usage_count: 12,
      },
      {
        name: t("art", "කලාව", "கலை"),
        description: t("Arts and crafts.", "කලා සහ අත්කම්.", "கலைகளும் கைவினைகளும்."),
        color: "#ec4899",
        usage_count: 9,
      },
      {
        name: t("environment", "පරිසරය", "சுற்றுச்சூழல்"),
        description: t("Nature and the planet.", "සොබාදහම සහ පෘථිවිය.", "இயற்கையும் பூமியும்."),
        color: "#10b981",
        usage_count: 7,
      },
      {
        name: t("sports", "ක්‍රීඩා", "விளையாட்டுகள்"),
        description: t("Games and activities.", "ක්‍රීඩා සහ ක්‍රියාකාරකම්.", "விளையாட்டுகளும் செயற்பாடுகளும்."),
        color: "#f59e0b",
        usage_count: 4,
        is_active: 0,
      },
    ]);

    await insert("content_submissions", [
      {
        title: "Mangrove Walk for Families",
        description: "A guided walk through the Negombo mangroves.",
        content_type: "event",
        age_group: "all",
        tags: JSON.stringify(["environment", "family", "walk"]),
        content_data: JSON.stringify({
          type: "educational",
          event_date: dayOffset(35),
          start_time: "08:00",
          end_time: "10:00",
          location: "Negombo Lagoon",
          district: "Gampaha",
          capacity: 40,
          organizer_name: "Mangrove Friends",
          age_group: "all",
          price_type: "free",
          price_amount: 0,
        }),
        submitted_at: hoursAgo(6),
      },
    ]);
  });
  return { rows };
}
