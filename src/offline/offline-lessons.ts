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

export type SavedCourse = inferRouterOutputs<AppRouter>["public"]["learning"]["detail"];
interface PendingLesson {
  courseId: number;
  lessonIndex: number;
}

const courseKey = (slug: string) => `/offline/courses/${encodeURIComponent(slug)}`;
const hasCaches = () => typeof caches !== "undefined";

/** Keeps the course page of an enrolled learner on this device (called whenever it loads online). */
export async function keepCourse(slug: string, course: SavedCourse): Promise<void> {
  if (!hasCaches() || !course.enrolled) return;
  const cache = await caches.open(USER_CACHE);
  await cache.put(courseKey(slug), new Response(JSON.stringify(course), { headers: { "Content-Type": "application/json" } }));
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
  await keepCourse(slug, updated);
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
