/**
 * One course: description, meta and lessons from one query (public.learning.detail). An enrolled learner
 * opens lessons (their reading blocks, text drawn as text), marks them read, goes to a lesson's page to
 * practise (LessonPage.tsx), and sees each lesson's state in plain words and the progress bar move.
 * Signed-out visitors see the lesson titles and a Start Course button that signs in and comes back.
 */
import { ageGroupLabel, courseCategoryLabel, courseLevelLabel } from "../../../admin-modules/domain/vocabulary-labels";
import { useEffect, useState } from "react";
import { Link, useParams } from "@tanstack/react-router";
import { ArrowLeft, Award, CheckCircle2, ChevronDown, ChevronUp, Circle, Star } from "lucide-react";
import type { inferRouterOutputs } from "@trpc/server";
import { m } from "../../../admin-modules/domain/i18n";
import type { AppRouter } from "../../../server/routers";
import { useAuth } from "../../auth/AuthContext";
import { CourseProgress } from "../../components/cards/CourseCard";
import { langOf, TranslationMarker } from "../../components/ContentLanguage";
import { formatNumber } from "../../lib/format";
import { toastError, toastSuccess } from "../../lib/toast";
import { ReportButton } from "../../components/ReportButton";
import { LearningBreak } from "./LearningBreak";
import { trpc } from "../../trpc";
import { LoadFailed } from "../../components/PageStates";
import "./learning.css";
import { keepCourse, markLessonDoneOffline, useKeptCourse } from "../../offline/lesson-sync";
import { useOnlineStatus } from "../../offline/useOnlineStatus";
import { HttpStatus, NeedsApp, useFormAnswer } from "../../lib/page-view";
import { ActionForm, useAppRunning, useDone } from "../../lib/page-address";
import { FormError } from "../../components/FieldError";
import { OfflinePage } from "../../offline/lazy-offline-pages";
import { isReading, ReadingBlock } from "./lesson/LessonBlocks";
import { lessonStatus } from "./lesson/mastery-words";

type CourseDetail = inferRouterOutputs<AppRouter>["public"]["learning"]["detail"];

export function CourseDetailPage() {
  const { courseSlug } = useParams({ strict: false }) as { courseSlug: string };
  const detail = trpc.public.learning.detail.useQuery(
    { slug: courseSlug },
    {
      retry: (count, error) => error.data?.code !== "NOT_FOUND" && count < 1,
      // "Not found" drawn by the server is an answer, not a failure to try again.
      retryOnMount: false,
    },
  );
  // An enrolled learner's course is kept on the device whenever it loads, and read from there offline.
  const online = useOnlineStatus();
  const [keptVersion, setKeptVersion] = useState(0);
  const kept = useKeptCourse(courseSlug, !online, keptVersion);
  const userId = useAuth().user?.id;
  useEffect(() => {
    if (!online || !detail.data?.enrolled || !userId) return;
    // The lesson page's code first, so the files kept with the course include it (a lesson opens offline).
    void import("./LessonPage").then(() => keepCourse(courseSlug, detail.data, userId)).catch(() => undefined);
  }, [online, detail.data, courseSlug, userId]);

  if (!online) {
    if (kept === undefined)
      return (
        <section className="container page" aria-busy="true" aria-label={m["site.loading"]()}>
          <div className="skeleton skeleton-hero" />
        </section>
      );
    if (kept === null) return <OfflinePage />;
    return <CourseView data={kept} slug={courseSlug} onDoneOffline={() => setKeptVersion((v) => v + 1)} />;
  }

  if (detail.isPending) {
    return (
      <section className="container page" aria-busy="true" aria-label={m["site.loading"]()}>
        <div className="skeleton skeleton-hero" />
        <div className="skeleton skeleton-card tall" />
      </section>
    );
  }
  if (detail.error) {
    if (detail.error.data?.code === "NOT_FOUND") {
      return (
        <section className="container page">
          <HttpStatus code={404} />
          <h1>{m["course.notFoundTitle"]()}</h1>
          <p className="muted">{m["course.notFoundText"]()}</p>
          <BackLink />
        </section>
      );
    }
    return (
      <section className="container page">
        <LoadFailed onRetry={() => void detail.refetch()} />
      </section>
    );
  }
  return <CourseView data={detail.data} slug={courseSlug} />;
}

function BackLink() {
  return (
    <Link to="/learning" className="btn btn-ghost course-back">
      <ArrowLeft size={18} aria-hidden="true" /> {m["course.back"]()}
    </Link>
  );
}

function CourseView({ data, slug, onDoneOffline }: { data: CourseDetail; slug: string; onDoneOffline?: () => void }) {
  const { course } = data;
  const { user, loading } = useAuth();
  const utils = trpc.useUtils();
  const enroll = trpc.public.learning.enroll.useMutation();
  const isImage = course.thumbnail?.startsWith("/") || course.thumbnail?.startsWith("http");
  // "Start course" sent without the script: the page after it says so, or why not (a parent's consent awaited).
  const enrolledBefore = useDone() === "enrolled" && data.enrolled;
  const refused = useFormAnswer("courseEnroll")?.errors._;

  const start = async () => {
    try {
      await enroll.mutateAsync({ courseId: course.id });
      toastSuccess(m["course.enrolled"]());
    } catch (error) {
      toastError(m["course.enrollFailed"](), error);
    }
    // Both the detail and the list (cards, My Progress, achievements) change.
    await utils.public.learning.invalidate();
  };

  return (
    <article className="container page course-detail">
      {/* A learner's lessons and progress are the app's: in data saver it loads at once for them. */}
      {user && <NeedsApp />}
      <BackLink />
      <header className="course-hero card">
        <div className="course-thumb" aria-hidden="true">
          {isImage ? <img src={course.thumbnail!} alt="" /> : <span>{course.thumbnail || "📘"}</span>}
        </div>
        <div className="course-hero-text">
          <div className="card-tags">
            <span className="badge">{courseLevelLabel(course.level)}</span>
            <span className="badge badge-outline">{courseCategoryLabel(course.category)}</span>
            <TranslationMarker fallback={course.fallback} />
            <span className="rating">
              <Star size={14} aria-hidden="true" /> {course.rating?.toFixed(1) ?? "–"}
            </span>
          </div>
          <h1 lang={langOf(course.fallback, "title")}>{course.title}</h1>
          {course.description && (
            <p className="course-description" lang={langOf(course.fallback, "description")}>
              {course.description}
            </p>
          )}
          <p className="muted small">{m["card.by"]({ name: course.instructor_name })}</p>
          <div>
            <ReportButton targetType="course" targetId={course.id} label={m["safety.report.courseLabel"]()} />
          </div>
          <ul className="meta-list">
            <li lang={langOf(course.fallback, "duration")}>{course.duration}</li>
            <li>{m["card.lessons"]({ count: data.lessons.length || course.lessons_count })}</li>
            <li>{m["card.enrolled"]({ count: formatNumber(course.enrolled_count) })}</li>
            <li>{ageGroupLabel(course.age_group)}</li>
          </ul>
          {enrolledBefore && (
            <p className="notice" role="status">
              {m["course.enrolled"]()}
            </p>
          )}
          {data.enrolled && <CourseProgress percent={data.progress} />}
          {data.enrolled && data.progress === 100 && <p className="notice course-complete">{m["course.courseDone"]()}</p>}
          {/* Once mastered it stays so (the enrolment's completion), and so does the certificate. */}
          {data.enrolled && data.completedAt && (
            <Link to="/learning/$courseSlug/certificate" reloadDocument params={{ courseSlug: slug }} className="btn btn-primary certificate-link">
              <Award size={18} aria-hidden="true" /> {m["certificate.link"]()}
            </Link>
          )}
          {!data.enrolled &&
            !loading &&
            (user ? (
              // A plain form before the script (server/http/forms/handlers.ts, courseEnroll); the app's call after.
              <ActionForm name="courseEnroll" fields={{ courseId: String(course.id) }} onApp={() => void start()}>
                <button type="submit" className="btn btn-primary" disabled={enroll.isPending}>
                  {m["course.startCourse"]()}
                </button>
                <FormError message={refused} />
              </ActionForm>
            ) : (
              <div className="course-signin">
                <p className="small muted">{m["course.signInToStart"]()}</p>
                <Link to="/auth" search={{ redirect: `/learning/${slug}` }} className="btn btn-primary">
                  {m["course.startCourse"]()}
                </Link>
              </div>
            ))}
        </div>
      </header>
      <LearningBreak active={data.enrolled} />

      <section className="course-lessons" aria-labelledby="lessons-title">
        <h2 id="lessons-title">{m["course.lessonsTitle"]()}</h2>
        {data.lessons.length === 0 ? (
          <p className="empty-state">{m["course.noLessons"]()}</p>
        ) : (
          <ol className="lesson-list">
            {data.lessons.map((lesson) => (
              <LessonItem
                key={lesson.index}
                courseId={course.id}
                slug={slug}
                lesson={lesson}
                done={data.completedLessons.includes(lesson.index)}
                onDoneOffline={onDoneOffline}
              />
            ))}
          </ol>
        )}
      </section>
    </article>
  );
}

function LessonItem({
  courseId,
  slug,
  lesson,
  done,
  onDoneOffline,
}: {
  courseId: number;
  slug: string;
  lesson: CourseDetail["lessons"][number];
  done: boolean;
  onDoneOffline?: () => void;
}) {
  const [open, setOpen] = useState(false);
  const running = useAppRunning();
  const utils = trpc.useUtils();
  const complete = trpc.public.learning.completeLesson.useMutation();
  const number = lesson.index + 1;
  const canOpen = lesson.blocks !== null;
  const reading = (lesson.blocks ?? []).filter(isReading);
  const panelId = `lesson-${lesson.index}-text`;

  const markDone = async () => {
    if (onDoneOffline) {
      // Offline: kept on the device and sent once the connection returns (src/offline/offline-lessons.ts).
      await markLessonDoneOffline(slug, { courseId, lessonIndex: lesson.index });
      onDoneOffline();
      return;
    }
    try {
      const result = await complete.mutateAsync({ courseId, lessonIndex: lesson.index });
      toastSuccess(result.progress === 100 ? m["course.courseDone"]() : m["course.lessonDone"]());
    } catch (error) {
      toastError(m["course.completeFailed"](), error);
    }
    await utils.public.learning.invalidate();
  };

  return (
    <li className={`lesson card ${done ? "done" : ""}`}>
      <div className="lesson-head">
        {done ? <CheckCircle2 className="lesson-icon done" size={22} aria-hidden="true" /> : <Circle className="lesson-icon" size={22} aria-hidden="true" />}
        <div className="lesson-title">
          <span className="muted small">
            {m["course.lessonNumber"]({ number })}
            {lesson.duration ? " · " : ""}
            {lesson.duration && <span lang={langOf(lesson.fallback, "duration")}>{lesson.duration}</span>}
          </span>
          <h3 lang={langOf(lesson.fallback, "title")}>{lesson.title}</h3>
          {lesson.progress && <p className="small lesson-state">{lessonStatus(lesson.progress, lesson.exercises > 0)}</p>}
        </div>
        <TranslationMarker fallback={lesson.fallback} />
        {done && <span className="badge lesson-done-badge">{m["course.done"]()}</span>}
        {canOpen && !running && (
          // Before the script has run the lesson opens on its own page (the panel below needs the app).
          <Link
            to="/learning/$courseSlug/lessons/$lessonNumber"
            params={{ courseSlug: slug, lessonNumber: String(number) }}
            className="icon-button lesson-toggle"
            aria-label={m["course.openLesson"]({ number, title: lesson.title })}
          >
            <ChevronDown size={22} aria-hidden="true" />
          </Link>
        )}
        {canOpen && running && (
          <button
            type="button"
            className="icon-button lesson-toggle"
            aria-expanded={open}
            aria-controls={panelId}
            aria-label={(open ? m["course.closeLesson"] : m["course.openLesson"])({ number, title: lesson.title })}
            onClick={() => setOpen(!open)}
          >
            {open ? <ChevronUp size={22} aria-hidden="true" /> : <ChevronDown size={22} aria-hidden="true" />}
          </button>
        )}
      </div>
      {canOpen && open && (
        <div id={panelId} className="lesson-body">
          {reading.map((block) => (
            <ReadingBlock key={block.id} block={block} />
          ))}
          <Link to="/learning/$courseSlug/lessons/$lessonNumber" params={{ courseSlug: slug, lessonNumber: String(number) }} className="btn btn-outline">
            {lesson.exercises > 0 ? m["lesson.practiceTitle"]() : m["lesson.start"]()}
          </Link>
          {!done && !lesson.progress?.read && (
            <button type="button" className="btn btn-primary" onClick={() => void markDone()} disabled={complete.isPending}>
              {m["course.markDone"]()}
            </button>
          )}
        </div>
      )}
    </li>
  );
}
