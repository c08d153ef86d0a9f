/**
 * Issue 30: one narration per language. An audio block's recording is one of its translatable texts
 * (`<block>.src`): a child reads the lesson with their language's recording; where there is none, the
 * original's plays and the page is told its language (`narrationLang`) to say so. A kept course keeps the
 * recording of the page it was kept from (the shown `src`).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Block, blockColumns } from "../../admin-modules/domain/lesson-blocks";
import { slugWithId } from "../../admin-modules/domain/slug";
import { runWithLocale } from "../../server/http/locale";
import { createTestEnv, type TestEnv } from "../support/api";

let env: TestEnv;
let slug: string;
beforeAll(async () => {
  env = await createTestEnv();
  const admin = await env.userCaller({ role: "super_admin" });
  const title = "Kites with a narration";
  const course = await env.db
    .insertInto("courses")
    .values({
      title,
      description: "How kites fly",
      category: "Science",
      level: "Beginner",
      instructor_name: "Teacher",
      duration: "10 min",
      age_group: "all",
      is_active: 1,
      created_by: admin.userId,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  slug = slugWithId(title, course.id);
  const blocks: Block[] = [{ id: "n1", type: "audio", src: "/uploads/audio/english.wav", label: "Listen to the kite story", transcript: "A kite flies." }];
  const lesson = await env.db
    .insertInto("course_lessons")
    .values({ course_id: course.id, position: 0, title: "Flying a kite", language: "en", ...blockColumns(blocks) })
    .returning("id")
    .executeTakeFirstOrThrow();
  // Sinhala has its own recording; Tamil has the label only.
  const translations = {
    si: { "n1.label": "සරුංගල් කතාවට සවන් දෙන්න", "n1.src": "/uploads/audio/sinhala.wav", "n1.transcript": "සරුංගලයක් පියාසර කරයි." },
    ta: { "n1.label": "பட்டம் கதையைக் கேளுங்கள்" },
  };
  for (const [language, texts] of Object.entries(translations))
    await env.db
      .insertInto("content_translations")
      .values({
        entity: "course_lessons",
        row_id: lesson.id,
        field: "block_texts",
        language: language as "si" | "ta",
        text: JSON.stringify(texts),
        source_text: blockColumns(blocks).block_texts!,
        reviewed: 0,
        updated_at: new Date().toISOString(),
      })
      .execute();
});
afterAll(() => env.cleanup());

async function narration(locale: "en" | "si" | "ta") {
  const child = await env.userCaller();
  const detail = await runWithLocale(locale, async () => {
    const course = await child.api.public.learning.detail({ slug });
    await child.api.public.learning.enroll({ courseId: course.course.id });
    return child.api.public.learning.detail({ slug });
  });
  return detail.lessons[0]!.blocks!.find((block) => block.type === "audio") as { src: string; label: string; narrationLang: string | null };
}

describe("one narration per language", () => {
  it("plays the reader's language's recording where there is one", async () => {
    expect(await narration("si")).toMatchObject({ src: "/uploads/audio/sinhala.wav", label: "සරුංගල් කතාවට සවන් දෙන්න", narrationLang: null });
    expect(await narration("en")).toMatchObject({ src: "/uploads/audio/english.wav", narrationLang: null });
  });

  it("plays the original's recording where there is none, and names its language for the page's note", async () => {
    expect(await narration("ta")).toMatchObject({ src: "/uploads/audio/english.wav", label: "பட்டம் கதையைக் கேளுங்கள்", narrationLang: "en" });
  });
});
