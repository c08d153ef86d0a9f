/**
 * Shared by the offline browser tests: waiting until the service worker has kept what a page needs
 * offline, and a course a learner follows (the app keeps its page for offline).
 */
import type { OpenedDatabase } from "../../db/open";
import { slugWithId } from "../../admin-modules/domain/slug";
import { expect, type Page } from "./fixtures";

export interface Lesson {
  title: string;
  duration: string;
  content: string;
}

/** An active course with these lessons, the learner enrolled in it: its id and its page's slug. */
export async function enrolledCourse(
  opened: OpenedDatabase,
  userId: number,
  title: string,
  lessons: Lesson[],
): Promise<{ courseId: number; slug: string; lessonIds: number[] }> {
  const { id: courseId } = await opened.db
    .insertInto("courses")
    .values({
      title,
      description: "Learn it anywhere",
      category: "Safety",
      level: "Beginner",
      instructor_name: "Teacher",
      duration: "10 min",
      lessons_count: lessons.length,
      age_group: "all",
      is_active: 1,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const lessonIds: number[] = [];
  for (const [position, lesson] of lessons.entries()) {
    const { id } = await opened.db
      .insertInto("course_lessons")
      // A lesson of text is one text block (migration 0023).
      .values({
        course_id: courseId,
        position,
        title: lesson.title,
        duration: lesson.duration,
        blocks: JSON.stringify([{ id: "t1", type: "text", text: lesson.content }]),
        block_texts: JSON.stringify({ "t1.text": lesson.content }),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    lessonIds.push(id);
  }
  await opened.db.insertInto("course_enrollments").values({ user_id: userId, course_id: courseId }).execute();
  return { courseId, slug: slugWithId(title, courseId), lessonIds };
}

/**
 * Waits until the service worker controls the page and has kept this language's emergency page and every
 * script and style that page names.
 */
export async function waitUntilKeptForOffline(page: Page, emergencyPath: string): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
  // The emergency page is kept whole; of the Saved tab only its code (the list is on the device).
  const savedTabPath = emergencyPath.replace(/emergency$/, "resources?view=saved");
  const missingFiles = () =>
    page.evaluate(
      async ([emergency, savedTab]) => {
        const saved = await caches.match(emergency, { ignoreVary: true });
        if (!saved) return ["the emergency page"];
        const html = (await saved.text()) + (await (await fetch(savedTab)).text());
        // Styles and the loader in href/src, the app's scripts in the loader's <meta> lists (as src/sw/sw.ts reads them).
        const named = [...html.matchAll(/\s(?:href|src|content)="([^"]+)"/g)].flatMap((m) => m[1]!.split(" "));
        const files = named.filter((file) => /^\/assets\/[^"\s]+\.(?:js|css)$/.test(file));
        const kept = await Promise.all(files.map(async (file) => !!(await caches.match(file, { cacheName: "assets-v1" }))));
        return files.filter((_, i) => !kept[i]);
      },
      [emergencyPath, savedTabPath],
    );
  await expect.poll(missingFiles, { timeout: 20_000 }).toEqual([]);
}
