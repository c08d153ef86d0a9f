/**
 * (Loaded lazily with the offline pages; src/offline/lesson-sync.ts is the part in the first load.)
 * Courses continue offline: the course page of an enrolled learner (its lesson texts and their progress)
 * is kept in USER_CACHE as it is opened; a lesson marked done without a connection waits in this
 * device's queue and is sent once when the connection returns. Signing out removes both: they belong to
 * the signed-in learner.
 */
import type { inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "../../server/routers";
import type { QueryClient } from "@tanstack/react-query";
import type { TrpcClient } from "../trpc";
import { LESSON_QUEUE_KEY as QUEUE_KEY, USER_CACHE } from "./offline-caches";
import { keepPageFiles } from "./page-files";

export type SavedCourse = inferRouterOutputs<AppRouter>["public"]["learning"]["detail"] & {
  /** The account it was kept for: answers given offline are queued for it (answer-queue.ts). */
  keptFor?: number;
};
interface PendingLesson {
  courseId: number;
  lessonIndex: number;
}

const courseKey = (slug: string) => `/offline/courses/${encodeURIComponent(slug)}`;
const hasCaches = () => typeof caches !== "undefined";

/**
 * Keeps the course page of an enrolled learner on this device (called whenever it loads online), with the
 * pictures (and their phone-sized copies) and narrations of its lessons, so a lesson shows and plays
 * offline (the service worker answers /uploads from this cache), and the files of the page's code it has
 * loaded (the lesson page's among them).
 */
export async function keepCourse(slug: string, course: SavedCourse, userId: number): Promise<void> {
  if (!hasCaches() || !course.enrolled) return;
  const cache = await caches.open(USER_CACHE);
  await cache.put(courseKey(slug), new Response(JSON.stringify({ ...course, keptFor: userId }), { headers: { "Content-Type": "application/json" } }));
  await Promise.all(
    lessonFiles(course).map(async (file) => {
      if (!(await cache.match(file))) await cache.add(file).catch(() => undefined);
    }),
  );
  void keepPageFiles().catch(() => undefined);
}

/** The uploaded files a course's lessons show or play (their pictures' copies too). */
function lessonFiles(course: SavedCourse): string[] {
  const files = new Set<string>();
  for (const block of course.lessons.flatMap((lesson) => lesson.blocks ?? [])) {
    if (block.type === "audio" && block.src.startsWith("/uploads/")) files.add(block.src);
    if (block.type === "image") {
      for (const src of [block.src, block.image?.thumb.url, block.image?.large.url]) if (src?.startsWith("/uploads/")) files.add(src);
    }
  }
  return [...files];
}

export async function readCourse(slug: string): Promise<SavedCourse | null> {
  if (!hasCaches()) return null;
  const saved = await caches.match(courseKey(slug), { cacheName: USER_CACHE });
  return saved ? ((await saved.json()) as SavedCourse) : null;
}

function readQueue(): PendingLesson[] {
  try {
    const parsed = JSON.parse(localStorage.getItem(QUEUE_KEY) ?? "[]") as unknown;
    return Array.isArray(parsed) ? (parsed as PendingLesson[]) : [];
  } catch {
    return [];
  }
}
const writeQueue = (queue: PendingLesson[]) => (queue.length ? localStorage.setItem(QUEUE_KEY, JSON.stringify(queue)) : localStorage.removeItem(QUEUE_KEY));

/** Marks a lesson done on this device: queued for the server and shown done in the kept course. */
export async function markLessonDoneOffline(slug: string, lesson: PendingLesson): Promise<SavedCourse | null> {
  const queue = readQueue();
  if (!queue.some((p) => p.courseId === lesson.courseId && p.lessonIndex === lesson.lessonIndex)) writeQueue([...queue, lesson]);
  const course = await readCourse(slug);
  if (!course) return null;
  const completedLessons = [...new Set([...course.completedLessons, lesson.lessonIndex])];
  const updated = { ...course, completedLessons, progress: Math.round((completedLessons.length / Math.max(1, course.lessons.length)) * 100) };
  await keepCourse(slug, updated, course.keptFor ?? 0);
  return updated;
}

let sending: Promise<void> | null = null;

/**
 * Sends the queued lessons, each once: one leaves the queue when the server has it, or refuses it for
 * good (course gone, no longer enrolled); a failed connection keeps it for the next time.
 */
export function sendQueuedLessons(trpcClient: TrpcClient, queryClient: QueryClient): Promise<void> {
  sending ??= (async () => {
    let sent = false;
    for (const lesson of readQueue()) {
      try {
        await trpcClient.public.learning.completeLesson.mutate(lesson);
        sent = true;
      } catch (error) {
        const code = (error as { data?: { code?: string } })?.data?.code;
        if (!code) break; // no connection: try again when it comes back
      }
      writeQueue(readQueue().filter((p) => p.courseId !== lesson.courseId || p.lessonIndex !== lesson.lessonIndex));
    }
    if (sent) await queryClient.invalidateQueries();
  })().finally(() => (sending = null));
  return sending;
}
