/**
 * The first-load part of "courses continue offline" (the rest loads with the offline pages, see
 * offline-lessons.ts): send queued lessons and answers when the connection returns, and read the kept
 * course offline.
 * Signing out forgets them (forget-person.ts).
 */
import { useEffect, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { trpc } from "../trpc";
import { loadOfflinePages } from "./lazy-offline-pages";
import { ANSWER_QUEUE_KEY, LESSON_QUEUE_KEY } from "./offline-caches";
import type { SavedCourse } from "./offline-lessons";

export type { SavedCourse };

export const keepCourse = (slug: string, course: SavedCourse, userId: number) => loadOfflinePages().then((lazy) => lazy.keepCourse(slug, course, userId));

export const markLessonDoneOffline = (slug: string, lesson: { courseId: number; lessonIndex: number }) =>
  loadOfflinePages().then((lazy) => lazy.markLessonDoneOffline(slug, lesson));

/** Sends queued lessons and exercise answers (the signed-in learner's) now (if online) and whenever the connection returns. */
export function useLessonSync(): void {
  const { client } = trpc.useUtils();
  const queryClient = useQueryClient();
  useEffect(() => {
    const send = () => {
      if (localStorage.getItem(LESSON_QUEUE_KEY))
        void loadOfflinePages()
          .then((lazy) => lazy.sendQueuedLessons(client, queryClient))
          .catch(() => undefined);
      // The signed-in account's answers only (asked of the server: a page opened offline does not know it yet).
      if (localStorage.getItem(ANSWER_QUEUE_KEY))
        void loadOfflinePages()
          .then((lazy) => lazy.sendQueuedAnswers(client))
          .then((sent) => (sent > 0 ? queryClient.invalidateQueries() : undefined))
          .catch(() => undefined);
    };
    if (navigator.onLine) send();
    window.addEventListener("online", send);
    return () => window.removeEventListener("online", send);
  }, [client, queryClient]);
}

/** The kept copy of a course page while `wanted` (offline): undefined while reading, null when there is none. */
export function useKeptCourse(slug: string, wanted: boolean, version = 0): SavedCourse | null | undefined {
  const [state, setState] = useState<{ slug: string; course: SavedCourse | null } | undefined>();
  // biome-ignore lint/correctness/useExhaustiveDependencies: version is the trigger (read the kept copy again), not a value the effect reads
  useEffect(() => {
    if (!wanted) return;
    let current = true;
    void loadOfflinePages()
      .then((lazy) => lazy.readCourse(slug))
      .catch(() => null)
      .then((course) => current && setState({ slug, course }));
    return () => {
      current = false;
    };
  }, [slug, wanted, version]);
  return state?.slug === slug ? state.course : undefined;
}
