/**
 * Exercise answers given without a connection (issue 30), waiting on this device to be sent: each with the
 * attempt key made when it was given and the account it was given under. Sent in order when the
 * connection returns (lesson-sync.ts) and before signing out (AuthContext), each with its own key, so the
 * server judges it again and stores it once however often it arrives. Only answers of the signed-in
 * account are ever sent; signing out deletes the rest with everything else of the person
 * (forget-person.ts). Loaded with the lesson page and the offline pages, never in the first load.
 */
import { useSyncExternalStore } from "react";
import type { Answer } from "../../admin-modules/domain/lesson-blocks";
import type { TrpcClient } from "../trpc";
import { ANSWER_QUEUE_KEY } from "./offline-caches";

export interface QueuedAnswer {
  userId: number;
  courseId: number;
  lessonId: number;
  blockId: string;
  attemptKey: string;
  answer: Answer;
}

function readQueue(): QueuedAnswer[] {
  try {
    const parsed = JSON.parse(localStorage.getItem(ANSWER_QUEUE_KEY) ?? "[]") as unknown;
    return Array.isArray(parsed) ? (parsed as QueuedAnswer[]) : [];
  } catch {
    return [];
  }
}

const listeners = new Set<() => void>();
/** Answers sent since this page loaded (the lesson page says so once they are). */
let sentSinceLoad = 0;

function writeQueue(queue: QueuedAnswer[]): void {
  if (queue.length) localStorage.setItem(ANSWER_QUEUE_KEY, JSON.stringify(queue));
  else localStorage.removeItem(ANSWER_QUEUE_KEY);
  for (const listener of listeners) listener();
}

export function queueAnswer(answer: QueuedAnswer): void {
  writeQueue([...readQueue().filter((a) => a.attemptKey !== answer.attemptKey), answer]);
}

let sending: Promise<number> | null = null;

/**
 * Sends the signed-in account's waiting answers, oldest first, each once: an answer leaves the queue when
 * the server has judged it or refused it for good (lesson gone, not enrolled); no connection, or no
 * session, keeps it for the next time. Answers of another account than the one signed in now (`signedIn`,
 * or the server's answer when the page does not know it) are never sent: they are dropped.
 * Answers how many were sent.
 */
export function sendQueuedAnswers(client: TrpcClient, signedIn?: number): Promise<number> {
  sending ??= (async () => {
    let sent = 0;
    // Who is signed in now, asked of the server when the page does not know (it was opened offline).
    const userId = signedIn ?? (await client.auth.session.query().catch(() => null))?.user?.id;
    if (userId === undefined) return 0;
    writeQueue(readQueue().filter((a) => a.userId === userId));
    for (const queued of readQueue()) {
      const { userId: _owner, ...input } = queued;
      try {
        await client.public.learning.answer.mutate(input);
        sent++;
      } catch (error) {
        const code = (error as { data?: { code?: string } })?.data?.code;
        if (!code || code === "UNAUTHORIZED" || code === "TOO_MANY_REQUESTS") break; // try again later
      }
      writeQueue(readQueue().filter((a) => a.attemptKey !== queued.attemptKey));
    }
    sentSinceLoad += sent;
    for (const listener of listeners) listener();
    return sent;
  })().finally(() => (sending = null));
  return sending;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener("storage", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
}

/** Answers of one lesson waiting to be sent, and how many answers this page has sent since it loaded. */
export function useAnswerQueue(lessonId: number): { waiting: number; sent: number } {
  const value = useSyncExternalStore(
    subscribe,
    // A string: equal values are equal snapshots, so an unchanged queue draws nothing again.
    () => `${readQueue().filter((a) => a.lessonId === lessonId).length}:${sentSinceLoad}`,
    () => "0:0",
  );
  const [waiting, sent] = value.split(":").map(Number);
  return { waiting: waiting!, sent: sent! };
}
