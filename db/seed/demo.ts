/**
 * Demo content that makes every public section look alive on a fresh install.
 * Event dates are relative to the day the seed runs, so "upcoming" stays true for a while.
 * No staff account is created here: staff come from the setup link or `npm run create-admin`.
 */
import fs from "node:fs";
import path from "node:path";
import { type Kysely, sql } from "kysely";
import type { Database, DemoTable } from "../types";
import { simplePdf } from "./pdf";

const slug = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, "")
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

const lessons = (...items: [string, string, string][]) =>
  JSON.stringify({ lessons: items.map(([title, duration, content]) => ({ title, duration, content })) });

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

/**
 * Tables whose seeded rows are demo content. Site settings and the emergency helplines are seeded too
 * but are not demo: the helplines are Sri Lanka's real national numbers, and a children's site must
 * never be left without them (staff edit them in the back office).
 */
export const DEMO_TABLES: readonly DemoTable[] = [
  // Children first: a registration before its event, a submission before what it published.
  "event_registrations",
  "media_submissions",
  "events",
  "courses",
  "resources",
  "content_submissions",
  "announcements",
  "hubs",
  "categories",
  "tags",
];

export async function isDatabaseEmpty(db: Kysely<Database>): Promise<boolean> {
  const counts = await Promise.all([
    db.selectFrom("hubs").select("id").limit(1).executeTakeFirst(),
    db.selectFrom("resources").select("id").limit(1).executeTakeFirst(),
    db.selectFrom("events").select("id").limit(1).executeTakeFirst(),
    db.selectFrom("emergency_contacts").select("id").limit(1).executeTakeFirst(),
  ]);
  return counts.every((row) => row === undefined);
}

export async function seedDemo(db: Kysely<Database>, options: { uploadsDir: string }): Promise<{ rows: number }> {
  let rows = 0;
  await db.transaction().execute(async (trx) => {
    // One row per statement: a multi-row insert would store NULL, not the default, for a missing column.
    // Rows of the demo tables are marked in demo_rows, so "Remove demo content" can find them.
    const insert = async <T extends keyof Database & string>(table: T, values: any[]) => {
      const demo = (DEMO_TABLES as readonly string[]).includes(table);
      for (const value of values) {
        // RETURNING, not the driver's insertId: PostgreSQL's driver has none (every table here has an id).
        const inserted = (await trx
          .insertInto(table)
          .values(value as never)
          .returning(sql<number>`id`.as("id"))
          .executeTakeFirstOrThrow()) as { id: number };
        if (demo)
          await trx
            .insertInto("demo_rows")
            .values({ table_name: table as DemoTable, row_id: Number(inserted.id) })
            .execute();
      }
      rows += values.length;
    };

    await trx
      .insertInto("site_settings")
      .values({
        id: 1,
        site_name: "Child Rights Hub Sri Lanka",
        support_email: "support@childrights.lk",
        safety_email: "safety@childrights.lk",
        partnerships_email: "partnerships@childrights.lk",
      })
      .onConflict((oc) => oc.column("id").doNothing())
      .execute();

    await insert("announcements", [
      {
        title: "School holiday art challenge!",
        content: "Draw your dream Sri Lanka and share it in the Media Hub before the end of the month.",
        priority: 3,
        created_at: hoursAgo(30),
      },
      { title: "New course: Staying Safe Online", content: "Learn how to protect your passwords and spot tricks.", priority: 2, created_at: hoursAgo(80) },
    ]);

    await insert("hubs", [
      {
        title: "Resources",
        description: "Free guides, worksheets and toolkits to download.",
        icon_name: "Package",
        color: "blue",
        text_color: "text-blue",
        button_color: "button-blue",
        path: "/resources",
        active_users_count: 1240,
        display_order: 1,
      },
      {
        title: "Learning",
        description: "Short courses you can take at your own pace.",
        icon_name: "BookOpen",
        color: "green",
        text_color: "text-green",
        button_color: "button-green",
        path: "/learning",
        active_users_count: 860,
        display_order: 2,
      },
      {
        title: "Media Hub",
        description: "Stories, art, photos and videos made by children.",
        icon_name: "Camera",
        color: "pink",
        text_color: "text-pink",
        button_color: "button-pink",
        path: "/media",
        active_users_count: 530,
        display_order: 3,
      },
      {
        title: "Events",
        description: "Fun, safe activities across the island.",
        icon_name: "Calendar",
        color: "purple",
        text_color: "text-purple",
        button_color: "button-purple",
        path: "/events",
        active_users_count: 410,
        display_order: 4,
      },
      {
        title: "Super Hero",
        description: "Helplines that answer day and night.",
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
        title: "My Rights Colouring Book",
        description: "Colour and learn the ten most important rights every child has.",
        category: "rights",
        age_group: "6-10",
        pages: 12,
        download_count: 4210,
        organization_name: "Child Rights Hub",
      },
      {
        title: "Staying Safe Online: A Family Guide",
        description: "Simple steps for passwords, privacy settings and spotting online tricks.",
        category: "safety",
        age_group: "11-14",
        pages: 8,
        download_count: 3120,
        organization_name: "Safe Net Lanka",
      },
      {
        title: "Healthy Eating Plate",
        description: "A poster about balanced meals with rice, vegetables, fruit and protein.",
        category: "health",
        age_group: "6-10",
        pages: 2,
        download_count: 1880,
        organization_name: "Nutrition Society",
      },
      {
        title: "Exam Stress and How to Beat It",
        description: "Breathing exercises and study planning for O/L and A/L students.",
        category: "health",
        age_group: "15-18",
        pages: 10,
        download_count: 1505,
        organization_name: "Youth Wellbeing Network",
      },
      {
        title: "Maths Games for Grade 5 Scholarship",
        description: "Twenty fun puzzles to practise for the scholarship exam.",
        category: "education",
        age_group: "6-10",
        pages: 24,
        download_count: 2760,
        organization_name: "Teach Lanka",
      },
      {
        title: "Plastic-Free School Toolkit",
        description: "Plan a clean-up day and reduce plastic waste in your school.",
        category: "environment",
        age_group: "11-14",
        pages: 16,
        download_count: 640,
        organization_name: "Green Kids Lanka",
      },
      {
        title: "Know Your Body, Know Your Rights",
        description: "Age-appropriate guide to body safety and saying no.",
        category: "rights",
        age_group: "11-14",
        pages: 14,
        download_count: 990,
        organization_name: "Child Rights Hub",
      },
      {
        title: "Road Safety Activity Sheets",
        description: "Crossing roads and riding bicycles safely, with quizzes.",
        category: "safety",
        age_group: "6-10",
        pages: 6,
        download_count: 420,
        organization_name: "Safe Roads Foundation",
      },
    ];
    fs.mkdirSync(path.join(options.uploadsDir, "files"), { recursive: true });
    await insert(
      "resources",
      resources.map((r, i) => {
        const fileName = `files/demo-resource-${i + 1}.pdf`;
        fs.writeFileSync(
          path.join(options.uploadsDir, fileName),
          simplePdf(r.title, [r.description, "", "A free resource from the Child Rights Hub Sri Lanka."]),
        );
        return { ...r, slug: slug(r.title), file_type: "PDF", file_path: fileName, created_at: hoursAgo(24 * (i + 2)) };
      }),
    );

    await insert("courses", [
      {
        title: "Staying Safe Online",
        description: "Passwords, privacy and kindness on the internet.",
        category: "Safety",
        level: "Beginner",
        rating: 4.8,
        thumbnail: "🛡️",
        instructor_name: "Nimali Perera",
        duration: "45 min",
        lessons_count: 3,
        enrolled_count: 342,
        age_group: "10-14",
        badges: JSON.stringify(["Popular"]),
        course_content: lessons(
          ["Strong passwords", "10 min", "A strong password is long and secret. Use three random words together, and never share it with friends."],
          ["Private information", "15 min", "Your full name, school, address and phone number are private. Do not post them in public places."],
          [
            "Being kind online",
            "20 min",
            "Treat people online as you would face to face. If someone is unkind, tell a trusted adult and use the block button.",
          ],
        ),
      },
      {
        title: "Speak English with Confidence",
        description: "Everyday phrases through games and songs.",
        category: "Language",
        level: "Beginner",
        rating: 4.6,
        thumbnail: "🗣️",
        instructor_name: "Kavitha Rajan",
        duration: "1 hour",
        lessons_count: 4,
        enrolled_count: 298,
        age_group: "8-12",
        course_content: lessons(
          ["Greetings", "10 min", "Hello, good morning, how are you? Practise with a friend."],
          ["At school", "15 min", "Words for classroom things: pencil, book, desk, board."],
          ["Asking for help", "15 min", "Could you help me, please? Polite questions open many doors."],
          ["Telling a story", "20 min", "First, then, finally: words that connect a story."],
        ),
      },
      {
        title: "Science Around the House",
        description: "Simple, safe experiments with things from your kitchen.",
        category: "Science",
        level: "Intermediate",
        rating: 4.7,
        thumbnail: "🔬",
        instructor_name: "Dr. Ruwan Silva",
        duration: "1.5 hours",
        lessons_count: 3,
        enrolled_count: 187,
        age_group: "9-14",
        course_content: lessons(
          ["Floating and sinking", "20 min", "Why does a ship float? Test fruits in a bowl of water."],
          ["Colours of light", "25 min", "Make a rainbow with a glass of water and sunlight."],
          ["Plant detectives", "30 min", "Grow a bean in a jar and record how it changes."],
        ),
      },
      {
        title: "Drawing Your Feelings",
        description: "Use colours and shapes to show how you feel.",
        category: "Arts",
        level: "All Levels",
        rating: 4.9,
        thumbnail: "🎨",
        instructor_name: "Ishara Fernando",
        duration: "40 min",
        lessons_count: 2,
        enrolled_count: 156,
        age_group: "6-12",
        course_content: lessons(
          ["Colours and moods", "20 min", "Which colour feels happy? Which feels calm? Draw a feelings wheel."],
          ["My safe place", "20 min", "Draw a place where you feel safe and loved."],
        ),
      },
      {
        title: "Money Smart Kids",
        description: "Saving, spending and sharing wisely.",
        category: "Mathematics",
        level: "Beginner",
        rating: 4.5,
        thumbnail: "💰",
        instructor_name: "Sunil Jayawardena",
        duration: "50 min",
        lessons_count: 3,
        enrolled_count: 120,
        age_group: "8-13",
        course_content: lessons(
          ["Needs and wants", "15 min", "Sort a list of things into needs and wants."],
          ["Saving jar", "15 min", "Set a goal and track your savings each week."],
          ["Sharing", "20 min", "How giving helps our community."],
        ),
      },
      {
        title: "Coding with Blocks",
        description: "Make a simple game by snapping blocks together.",
        category: "Technology",
        level: "Advanced",
        rating: 4.4,
        thumbnail: "💻",
        instructor_name: "Tharindu Wickramasinghe",
        duration: "2 hours",
        lessons_count: 3,
        enrolled_count: 95,
        age_group: "11-16",
        course_content: lessons(
          ["Sequences", "30 min", "Computers follow steps in order."],
          ["Loops", "40 min", "Repeat steps without writing them again."],
          ["Your first game", "50 min", "Combine sequences and loops to move a character."],
        ),
      },
    ]);

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

    const contact = (org: string) => JSON.stringify({ phone: "011 234 5678", email: `events@${org}.lk`, website: `https://${org}.lk` });
    await insert("events", [
      {
        title: "Beach Clean-up Adventure",
        description: "Help keep Mount Lavinia beach clean and learn about sea turtles.",
        type: "educational",
        event_date: dayOffset(3),
        start_time: "07:30",
        end_time: "10:30",
        location: "Mount Lavinia Beach",
        district: "Colombo",
        capacity: 60,
        registered_count: 42,
        age_group: "8-16",
        organizer_name: "Green Kids Lanka",
        featured: 1,
        contact_info: contact("greenkids"),
        thumbnail: "/demo/beach.svg",
      },
      {
        title: "Young Artists Workshop",
        description: "Painting with natural colours, all materials provided.",
        type: "workshop",
        event_date: dayOffset(6),
        start_time: "09:00",
        end_time: "12:00",
        location: "Kandy City Centre Hall",
        district: "Kandy",
        capacity: 30,
        registered_count: 30,
        age_group: "6-12",
        organizer_name: "Colour Lanka",
        contact_info: contact("colourlanka"),
        thumbnail: "/demo/art.svg",
      },
      {
        title: "Junior Football Day",
        description: "Friendly matches and skills coaching for girls and boys.",
        type: "sports",
        event_date: dayOffset(10),
        start_time: "08:00",
        end_time: "13:00",
        location: "Duraiappah Stadium",
        district: "Jaffna",
        capacity: 80,
        registered_count: 25,
        age_group: "9-15",
        organizer_name: "North Sports Club",
        price_type: "paid",
        price_amount: 300,
        contact_info: contact("northsports"),
      },
      {
        title: "Story Time Under the Stars",
        description: "Bring a blanket for stories and stargazing.",
        type: "cultural",
        event_date: dayOffset(14),
        start_time: "18:30",
        end_time: "20:30",
        location: "Galle Fort Ramparts",
        district: "Galle",
        capacity: 50,
        registered_count: 12,
        age_group: "6-12",
        organizer_name: "Southern Storytellers",
        contact_info: contact("storytellers"),
      },
      {
        title: "Science Fair for Kids",
        description: "Build a volcano, a rocket and a solar oven.",
        type: "educational",
        event_date: dayOffset(21),
        start_time: "10:00",
        end_time: "15:00",
        location: "Batticaloa Public Library",
        district: "Batticaloa",
        capacity: 100,
        registered_count: 8,
        age_group: "10-16",
        organizer_name: "East Science Circle",
        contact_info: contact("eastscience"),
      },
      {
        title: "Drumming and Dance",
        description: "Learn Kandyan drum beats and dance steps.",
        type: "arts",
        event_date: dayOffset(28),
        start_time: "15:00",
        end_time: "17:00",
        location: "Kurunegala Cultural Centre",
        district: "Kurunegala",
        capacity: 40,
        registered_count: 5,
        age_group: "8-14",
        organizer_name: "Rhythm Lanka",
        price_type: "paid",
        price_amount: 500,
        contact_info: contact("rhythmlanka"),
      },
      {
        title: "Kite Festival",
        description: "Colourful kites over the lagoon.",
        type: "cultural",
        event_date: dayOffset(-12),
        start_time: "15:00",
        end_time: "18:00",
        location: "Negombo Lagoon Park",
        district: "Gampaha",
        capacity: 200,
        registered_count: 180,
        age_group: "all",
        organizer_name: "Negombo Youth Club",
        status: "completed",
        contact_info: contact("negomboyouth"),
      },
      {
        title: "Chess for Beginners",
        description: "Learn the moves and play your first game.",
        type: "workshop",
        event_date: dayOffset(-30),
        start_time: "09:00",
        end_time: "11:00",
        location: "Anuradhapura Library",
        district: "Anuradhapura",
        capacity: 24,
        registered_count: 24,
        age_group: "8-14",
        organizer_name: "Rajarata Chess Club",
        status: "completed",
        contact_info: contact("rajaratachess"),
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

    await insert("emergency_contacts", [
      {
        name: "Police Emergency",
        number: "119",
        description: "Police emergency line for any crime or danger.",
        category: "police",
        superhero_name: "Captain Safety",
        superhero_emoji: "👮",
        icon_color: "#2563eb",
        display_order: 0,
      },
      {
        name: "Childline Sri Lanka",
        number: "1929",
        description: "National Child Protection Authority: free, confidential help for children.",
        category: "child",
        superhero_name: "Child Guardian",
        superhero_emoji: "🧒",
        icon_color: "#db2777",
        display_order: 1,
      },
      {
        name: "Crisis Support (CCCline)",
        number: "1333",
        description: "Someone to talk to when you feel sad, worried or alone.",
        category: "mental",
        superhero_name: "Calm Hero",
        superhero_emoji: "💚",
        icon_color: "#0d9488",
        display_order: 2,
      },
      {
        name: "Suwa Seriya Ambulance",
        number: "1990",
        description: "Free pre-hospital ambulance service across the island.",
        category: "medical",
        superhero_name: "Doctor Dash",
        superhero_emoji: "🚑",
        icon_color: "#16a34a",
        display_order: 3,
      },
      {
        name: "Fire and Rescue",
        number: "110",
        description: "Fire brigade and rescue services.",
        category: "fire",
        superhero_name: "Fire Fighter",
        superhero_emoji: "🚒",
        icon_color: "#dc2626",
        display_order: 4,
      },
      {
        name: "Disaster Management Centre",
        number: "117",
        description: "Floods, landslides and other disasters.",
        category: "disaster",
        superhero_name: "Storm Shield",
        superhero_emoji: "🌊",
        icon_color: "#ea580c",
        display_order: 5,
      },
      {
        name: "Women and Children Helpline",
        number: "1938",
        description: "Help for women and children facing violence or abuse.",
        category: "protection",
        superhero_name: "Protector",
        superhero_emoji: "🛡️",
        icon_color: "#7c3aed",
        display_order: 6,
      },
      {
        name: "Mental Health Helpline (NIMH)",
        number: "1926",
        description: "National Institute of Mental Health helpline.",
        category: "mental",
        superhero_name: "Mind Buddy",
        superhero_emoji: "🧠",
        icon_color: "#0d9488",
        display_order: 7,
      },
      {
        name: "Tourist Police",
        number: "1912",
        description: "Help for visitors and families travelling in Sri Lanka.",
        category: "tourist",
        superhero_name: "Travel Hero",
        superhero_emoji: "🧭",
        icon_color: "#0891b2",
        display_order: 8,
      },
    ]);

    await insert("categories", [
      { name: "Online Safety", description: "Staying safe on the internet.", hub_type: "learning", color: "#3b82f6", icon_name: "Shield", display_order: 1 },
      { name: "Languages", description: "English, Sinhala and Tamil.", hub_type: "learning", color: "#10b981", icon_name: "Globe", display_order: 2 },
      { name: "Guides", description: "Printable guides.", hub_type: "resources", color: "#f59e0b", icon_name: "BookOpen", display_order: 1 },
      { name: "Workshops", description: "Hands-on events.", hub_type: "events", color: "#8b5cf6", icon_name: "Wrench", display_order: 1 },
      { name: "Artwork", description: "Drawings and paintings.", hub_type: "media", color: "#ec4899", icon_name: "Palette", display_order: 1 },
    ]);

    await insert("tags", [
      { name: "online-safety", description: "Internet safety topics.", color: "#3b82f6", usage_count: 12 },
      { name: "art", description: "Arts and crafts.", color: "#ec4899", usage_count: 9 },
      { name: "environment", description: "Nature and the planet.", color: "#10b981", usage_count: 7 },
      { name: "sports", description: "Games and activities.", color: "#f59e0b", usage_count: 4, is_active: 0 },
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
