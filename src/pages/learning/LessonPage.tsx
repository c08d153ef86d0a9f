/**
 * One lesson of a course (issue 30), at /learning/<course>/lessons/<number>: its blocks to read, look at
 * and listen to, and its practice. It reads the course page's query (public.learning.detail), so the
 * server renders it with its data and the course kept on the phone carries it. Where the child is ("read",
 * "practised: 2 of 3 right in a row so far", "mastered") is said in plain words and changes with each
 * answer the server judges. Without a connection it is drawn from the course kept on the phone: its
 * pictures and narration come from there too, and its practice gives feedback from the kept hashes of
 * the right answers, queueing each answer to be sent (Practice.tsx, src/offline/answer-queue.ts).
 */
import { useEffect, useState } from "react";
import { Link, useParams, useRouterState } from "@tanstack/react-router";
import { ArrowLeft, ArrowRight, Award } from "lucide-react";
import type { inferRouterOutputs } from "@trpc/server";
import { m } from "../../../admin-modules/domain/i18n";
import type { AppRouter } from "../../../server/routers";
import { useAuth } from "../../auth/AuthContext";
import { langOf, TranslationMarker } from "../../components/ContentLanguage";
import { LoadFailed } from "../../components/PageStates";
import { HttpStatus, NeedsApp, useFormAnswer } from "../../lib/page-view";
import { ActionForm, useDone } from "../../lib/page-address";
import { FormError } from "../../components/FieldError";
import { toastError, toastSuccess } from "../../lib/toast";
import { trpc } from "../../trpc";
import { keepCourse, markLessonDoneOffline, useKeptCourse } from "../../offline/lesson-sync";
import { useOnlineStatus } from "../../offline/useOnlineStatus";
import { OfflinePage } from "../../offline/lazy-offline-pages";
import { LearningBreak } from "./LearningBreak";
import { isReading, ReadingBlock, type ShownBlock } from "./lesson/LessonBlocks";
import type { Answer } from "../../../admin-modules/domain/lesson-blocks";
import { type Checked, newAttemptKey, Practice, type PracticeStart } from "./lesson/Practice";
import { OfflineAnswers } from "./lesson/OfflineAnswers";
import { checkOffline, type OfflineCheck } from "../../../admin-modules/domain/offline-feedback";
import { type QueuedAnswer, queueAnswer } from "../../offline/answer-queue";
import { lessonStatus, ruleProgress, ruleText } from "./lesson/mastery-words";
import "./learning.css";

export function LessonPage() {
  const { courseSlug, lessonNumber } = useParams({ strict: false }) as { courseSlug: string; lessonNumber: string };
  const number = Number(lessonNumber);
  const detail = trpc.public.learning.detail.useQuery({ slug: courseSlug }, { retry: (count, error) => error.data?.code !== "NOT_FOUND" && count < 1 });
  // Offline: the course as kept on this device (CourseDetailPage and this page keep it whenever they load).
  const online = useOnlineStatus();
  const [keptVersion, setKeptVersion] = useState(0);
  const kept = useKeptCourse(courseSlug, !online, keptVersion);
  const userId = useAuth().user?.id;
  useEffect(() => {
    if (online && detail.data?.enrolled && userId) void keepCourse(courseSlug, detail.data, userId).catch(() => undefined);
  }, [online, detail.data, courseSlug, userId]);
  // Opened offline, the page's own read failed: read it again once the connection is back.
  const { isError, refetch } = detail;
  useEffect(() => {
    if (online && isError) void refetch();
  }, [online, isError, refetch]);

  if (!online) {
    if (kept === undefined)
      return (
        <section className="container page" aria-busy="true" aria-label={m["lesson.loading"]()}>
          <div className="skeleton skeleton-hero" />
        </section>
      );
    if (kept === null || !kept.lessons[number - 1]) return <OfflinePage />;
    return <LessonView data={kept} slug={courseSlug} number={number} offlineFor={kept.keptFor ?? null} onKeptChange={() => setKeptVersion((v) => v + 1)} />;
  }

  if (detail.isPending)
    return (
      <section className="container page" aria-busy="true" aria-label={m["lesson.loading"]()}>
        <div className="skeleton skeleton-hero" />
      </section>
    );
  const lesson = detail.data?.lessons[number - 1];
  if (detail.error?.data?.code === "NOT_FOUND" || (detail.data && !lesson))
    return (
      <section className="container page">
        <HttpStatus code={404} />
        <h1>{m["lesson.notFoundTitle"]()}</h1>
        <p className="muted">{m["lesson.notFoundText"]()}</p>
        <Link to="/learning/$courseSlug" params={{ courseSlug }} className="btn btn-ghost">
          {m["lesson.backToCourse"]()}
        </Link>
      </section>
    );
  if (detail.error || !detail.data)
    return (
      <section className="container page">
        <LoadFailed onRetry={() => void detail.refetch()} />
      </section>
    );
  return <LessonView data={detail.data} slug={courseSlug} number={number} />;
}

type Detail = inferRouterOutputs<AppRouter>["public"]["learning"]["detail"];
type AnswerResult = inferRouterOutputs<AppRouter>["public"]["learning"]["answer"];

/**
 * Where the practice starts, from the address: `?answered=<key>` after an exercise form was sent without the
 * script (the server's verdict on it, the caller's own), `?q=<n>` for a question the form's links name.
 */
function usePracticeStart(lessonId: number, signedIn: boolean): { start: PracticeStart; reached: Reached | null } {
  const search = useRouterState({ select: (state) => state.location.search as Record<string, unknown> });
  const answered = typeof search.answered === "string" ? search.answered : "";
  const attempt = trpc.public.learning.attempt.useQuery({ attemptKey: answered }, { enabled: signedIn && answered !== "" });
  const judged = attempt.data?.lessonId === lessonId ? attempt.data : null;
  if (judged)
    return {
      start: { blockId: judged.blockId, answer: judged.answer, verdict: { correct: judged.correct, hint: judged.hint, explanation: judged.explanation } },
      reached: judged.reached,
    };
  return { start: { question: Number(search.q) || 1 }, reached: null };
}

/** What an answer that mastered its lesson reached: the course mastered with it, the achievements it unlocked. */
type Reached = NonNullable<NonNullable<inferRouterOutputs<AppRouter>["public"]["learning"]["attempt"]>["reached"]>;

/** What the child is told when an answer masters its lesson, with the script or on the page drawn after a form. */
function masteryNews(reached: Reached, courseTitle: string): string[] {
  const said = [m["mastery.justMastered"]()];
  if (reached.courseCompleted) said.push(m["mastery.courseMastered"]());
  for (const id of reached.unlocked)
    said.push(m["achievement.unlockedNow"]({ name: id === "course" ? m["achievement.courseNamed"]({ title: courseTitle }) : m["achievement.firstLesson"]() }));
  return said;
}

/** `offlineFor`: drawn from the kept copy without a connection, for that account (answers are queued for it). */
function LessonView({
  data,
  slug,
  number,
  offlineFor = null,
  onKeptChange,
}: {
  data: Detail;
  slug: string;
  number: number;
  offlineFor?: number | null;
  onKeptChange?: () => void;
}) {
  const lesson = data.lessons[number - 1]!;
  const total = data.lessons.length;
  const { user } = useAuth();
  const offline = onKeptChange !== undefined;
  const utils = trpc.useUtils();
  const complete = trpc.public.learning.completeLesson.useMutation();
  const answer = trpc.public.learning.answer.useMutation();
  const [news, setNews] = useState<string[]>([]);
  const blocks = (lesson.blocks ?? []) as ShownBlock[];
  const exercises = blocks.filter((block) => !isReading(block)) as Extract<ShownBlock, { prompt: string }>[];
  const practice = lesson.exercises > 0;
  const progress = lesson.progress;
  const { start, reached } = usePracticeStart(lesson.id, Boolean(user) && !offline);

  // "Mark as read" sent without the script: the page after it says so.
  const readBefore = useDone() === "read" && Boolean(progress?.read);
  const readRefused = useFormAnswer("lessonRead")?.errors._;
  const markRead = async () => {
    if (onKeptChange) {
      // Offline: kept on the device and sent once the connection returns (src/offline/offline-lessons.ts).
      await markLessonDoneOffline(slug, { courseId: data.course.id, lessonIndex: lesson.index });
      onKeptChange();
      return;
    }
    try {
      await complete.mutateAsync({ courseId: data.course.id, lessonIndex: lesson.index });
      toastSuccess(m["lesson.readDone"]());
    } catch (error) {
      toastError(m["course.completeFailed"](), error);
    }
    await utils.public.learning.invalidate();
  };

  const answered = (result: AnswerResult) => {
    if (result.newlyMastered) setNews(masteryNews(result, data.course.title));
    void utils.public.learning.invalidate();
  };
  // Before any answer here: what the answer on the address reached (the page drawn after a form sent without the script).
  const shownNews = news.length > 0 ? news : reached ? masteryNews(reached, data.course.title) : [];
  // Answers are queued for this account when there is no connection (null: none known, nothing queued).
  const learner = offline ? offlineFor : (user?.id ?? null);

  /** Without a connection: queued with its key for the server, and judged here from the kept hashes when there are some. */
  const answerHere = async (attempt: Omit<QueuedAnswer, "userId">): Promise<Checked> => {
    if (learner === null) return { notice: m["offlinePractice.cannotSave"]() };
    queueAnswer({ ...attempt, userId: learner });
    // The kept course carries each exercise's salted hashes of its right answers (offline-feedback.ts).
    const kept = (exercises.find((exercise) => exercise.id === attempt.blockId) as { offline?: OfflineCheck } | undefined)?.offline;
    if (!kept) return { notice: m["offlinePractice.checkLater"]() };
    const correct = await checkOffline(kept, attempt.blockId, attempt.answer);
    return { correct, hint: correct ? "" : kept.hint, explanation: "", here: true };
  };

  // The server judges each answer; what it says of mastery and achievements is told here.
  const check = async (blockId: string, given: Answer): Promise<Checked> => {
    const attempt = { courseId: data.course.id, lessonId: lesson.id, blockId, attemptKey: newAttemptKey(), answer: given };
    if (offline) return answerHere(attempt);
    try {
      const result = await answer.mutateAsync(attempt);
      answered(result);
      return result;
    } catch (error) {
      // No answer at all (the connection failed): kept and judged here like an offline answer.
      if (!(error as { data?: unknown }).data && learner !== null) return answerHere(attempt);
      throw error;
    }
  };

  return (
    <article className="container page lesson-page">
      {user && <NeedsApp />}
      <Link to="/learning/$courseSlug" params={{ courseSlug: slug }} className="btn btn-ghost course-back">
        <ArrowLeft size={18} aria-hidden="true" /> {m["lesson.backToCourse"]()}
      </Link>
      <header className="lesson-header">
        <p className="muted small">
          <span lang={langOf(data.course.fallback, "title")}>{data.course.title}</span> · {m["lesson.of"]({ number, total })}
        </p>
        <h1 lang={langOf(lesson.fallback, "title")}>{lesson.title}</h1>
        <TranslationMarker fallback={lesson.fallback} />
        {data.enrolled && (
          <p className={`lesson-status state-${progress?.state ?? "new"}`} data-testid="lesson-status">
            {lessonStatus(progress, practice)}
          </p>
        )}
      </header>
      <LearningBreak active={data.enrolled} />

      {!data.enrolled ? (
        <div className="notice">
          <p>{m["lesson.notEnrolled"]()}</p>
          {!user && !offline && (
            <p>
              {m["course.signInToStart"]()}{" "}
              <Link to="/auth" search={{ redirect: `/learning/${slug}/lessons/${number}` }}>
                {m["nav.signIn"]()}
              </Link>
            </p>
          )}
          <Link to="/learning/$courseSlug" params={{ courseSlug: slug }} className="btn btn-primary">
            {m["lesson.backToCourse"]()}
          </Link>
        </div>
      ) : (
        <>
          <div className="lesson-blocks">
            {blocks.filter(isReading).map((block) => (
              <ReadingBlock key={block.id} block={block} />
            ))}
          </div>
          {readBefore && (
            <p className="notice" role="status">
              {m["lesson.readDone"]()}
            </p>
          )}
          {!progress?.read && (
            // A plain form before the script (server/http/forms/handlers.ts, lessonRead); the app's call after.
            <ActionForm name="lessonRead" fields={{ courseId: String(data.course.id), lessonIndex: String(lesson.index) }} onApp={() => void markRead()}>
              <button type="submit" className="btn btn-outline" disabled={complete.isPending}>
                {m["lesson.markRead"]()}
              </button>
              <FormError message={readRefused} />
            </ActionForm>
          )}
          {practice && progress && (
            <div className="mastery-box">
              <p>{ruleText(progress.rule)}</p>
              {progress.state !== "mastered" && progress.state !== "new" && <p className="muted small">{ruleProgress(progress)}</p>}
            </div>
          )}
          <div className="mastery-news" role="status">
            {shownNews.map((line) => (
              <p key={line} className="notice course-complete">
                {line}
              </p>
            ))}
          </div>
          {data.completedAt && (
            <Link to="/learning/$courseSlug/certificate" reloadDocument params={{ courseSlug: slug }} className="btn btn-primary certificate-link">
              <Award size={18} aria-hidden="true" /> {m["certificate.link"]()}
            </Link>
          )}
          {exercises.length > 0 && (
            <>
              <Practice
                key={lesson.id}
                exercises={exercises}
                check={check}
                form={offline ? undefined : { courseId: data.course.id, lessonId: lesson.id }}
                start={start}
              />
              <OfflineAnswers lessonId={lesson.id} />
            </>
          )}
        </>
      )}

      <nav className="lesson-nav" aria-label={m["lesson.of"]({ number, total })}>
        {number > 1 && (
          <Link to="/learning/$courseSlug/lessons/$lessonNumber" params={{ courseSlug: slug, lessonNumber: String(number - 1) }} className="btn btn-ghost">
            <ArrowLeft size={18} aria-hidden="true" /> {m["lesson.previous"]()}
          </Link>
        )}
        {number < total && (
          <Link to="/learning/$courseSlug/lessons/$lessonNumber" params={{ courseSlug: slug, lessonNumber: String(number + 1) }} className="btn btn-ghost">
            {m["lesson.next"]()} <ArrowRight size={18} aria-hidden="true" />
          </Link>
        )}
      </nav>
    </article>
  );
}
