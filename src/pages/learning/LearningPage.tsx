/**
 * The learning page: All Courses, My Progress and Achievements from one query (public.learning.list),
 * which carries the caller's own progress and achievements. The open tab and the "Show content in" choice
 * live in the address (?tab=&language=); the choice narrows All Courses only, so My Progress shows every
 * course the learner started.
 */
import type { KeyboardEvent } from "react";
import { Link, useNavigate, useSearch } from "@tanstack/react-router";
import { keepPreviousData } from "@tanstack/react-query";
import { Award, Clock, Lock } from "lucide-react";
import type { inferRouterOutputs } from "@trpc/server";
import { m, type Message } from "../../../admin-modules/domain/i18n";
import { ACHIEVEMENT_EMOJI, achievementName, achievementText } from "./achievement-words";
import { langOf } from "../../components/ContentLanguage";
import { lessonStatus } from "./lesson/mastery-words";
import type { AppRouter } from "../../../server/routers";
import { CourseCard } from "../../components/cards/CourseCard";
import { LanguageFilterForm } from "../../components/GetForm";
import { LoadFailed } from "../../components/PageStates";
import { trpc } from "../../trpc";
import type { ContentLanguageFilter } from "../../../admin-modules/domain/vocabulary";
import { LEARNING_TABS, type LearningSearch, type LearningTab } from "./search";
import { FromYourTeacher } from "../classes/FromYourTeacher";
import { useAuth } from "../../auth/AuthContext";
import "./learning.css";

type LearningList = inferRouterOutputs<AppRouter>["public"]["learning"]["list"];

const TAB_LABELS: Record<LearningTab, Message> = {
  all: m["learning.tabAll"],
  progress: m["learning.tabProgress"],
  achievements: m["learning.tabAchievements"],
};

export function LearningPage() {
  const search = useSearch({ strict: false }) as LearningSearch;
  const navigate = useNavigate();
  const tab: LearningTab = search.tab ?? "all";
  const language = tab === "all" ? search.language : undefined;
  const list = trpc.public.learning.list.useQuery(language ? { language } : undefined, { retry: 1, placeholderData: keepPreviousData });
  const { user } = useAuth();

  // The language choice stays in the address while another tab is open, so coming back keeps it.
  const select = (next: LearningTab) =>
    void navigate({ to: "/learning", search: { tab: next === "all" ? undefined : next, language: search.language }, replace: true, resetScroll: false });
  const chooseLanguage = (next: ContentLanguageFilter | undefined) => void navigate({ to: "/learning", search: { tab: search.tab, language: next } });

  // Arrow keys move between tabs, as in any tab list.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    if (!step) return;
    const next = LEARNING_TABS[(LEARNING_TABS.indexOf(tab) + step + LEARNING_TABS.length) % LEARNING_TABS.length];
    select(next);
    document.getElementById(`learning-tab-${next}`)?.focus();
  };

  return (
    <section className="container page learning-page">
      <h1>{m["learning.title"]()}</h1>
      <p className="muted">{m["learning.subtitle"]()}</p>
      <div className="notice learning-limit" role="note">
        <Clock size={22} aria-hidden="true" />
        <div>
          <strong>{m["learning.limitTitle"]()}</strong>
          <p className="small">{m["learning.limitText"]()}</p>
        </div>
      </div>

      {/* Issue 31: what the child's teachers gave them, for a signed-in child in a class. */}
      {user && <FromYourTeacher />}

      <div className="tabs learning-tabs" role="tablist" aria-label={m["learning.tabsLabel"]()} onKeyDown={onKeyDown}>
        {/* Links (/learning?tab=progress), so a tab works before the script runs and stays in the address. */}
        {LEARNING_TABS.map((key) => (
          <Link
            key={key}
            to="/learning"
            search={{ tab: key === "all" ? undefined : key, language: search.language }}
            replace
            resetScroll={false}
            // Only the chosen tab is the current page (a link matches any address that includes its search).
            activeOptions={{ exact: true }}
            role="tab"
            id={`learning-tab-${key}`}
            aria-selected={tab === key}
            aria-controls="learning-panel"
            tabIndex={tab === key ? 0 : -1}
          >
            {TAB_LABELS[key]()}
          </Link>
        ))}
      </div>

      <div id="learning-panel" role="tabpanel" aria-labelledby={`learning-tab-${tab}`}>
        {tab === "all" && <LanguageFilterForm to="/learning" keep={{}} value={search.language} onChange={chooseLanguage} />}
        {list.isPending ? (
          <CourseSkeletons />
        ) : list.error ? (
          <LoadFailed onRetry={() => void list.refetch()} />
        ) : tab === "all" ? (
          <CourseGrid courses={list.data.courses} empty={m["learning.empty"]()} />
        ) : tab === "progress" ? (
          <MyProgress data={list.data} />
        ) : (
          <Achievements data={list.data} />
        )}
      </div>
    </section>
  );
}

function CourseGrid({ courses, empty }: { courses: LearningList["courses"]; empty: string }) {
  if (courses.length === 0) return <p className="empty-state">{empty}</p>;
  return (
    <div className="card-grid">
      {courses.map((course, i) => (
        <CourseCard key={course.id} course={course} progress={course.progress} headingLevel={2} eager={i === 0} />
      ))}
    </div>
  );
}

function SignInPrompt({ text }: { text: string }) {
  return (
    <div className="empty-state learning-signin">
      <p>{text}</p>
      <Link to="/auth" search={{ redirect: "/learning" }} className="btn btn-primary">
        {m["learning.signIn"]()}
      </Link>
    </div>
  );
}

function MyProgress({ data }: { data: LearningList }) {
  if (!data.signedIn) return <SignInPrompt text={m["learning.signInForProgress"]()} />;
  const started = data.courses.filter((course) => course.enrolled);
  // A course mastered is a "course" achievement naming it (the enrolment's completion, kept once reached).
  const mastered = new Set(data.achievements.flatMap((a) => (a.id === "course" && a.unlocked && a.course ? [a.course.id] : [])));
  return (
    <>
      <p className="muted small">{m["learning.privateNote"]()}</p>
      <CourseGrid courses={started} empty={m["learning.progressEmpty"]()} />
      {/* Each lesson of each course in plain words: read, practised, mastered (issue 30). */}
      {started.map((course) => (
        <section key={course.id} className="card progress-lessons" aria-labelledby={`progress-${course.id}`}>
          <h2 id={`progress-${course.id}`} lang={langOf(course.fallback, "title")}>
            {course.title}
          </h2>
          <ul>
            {(course.lessons ?? []).map((lesson) => (
              <li key={lesson.id}>
                <span lang={lesson.lang ?? undefined}>{lesson.title}</span>: {lessonStatus(lesson, lesson.practice)}
              </li>
            ))}
          </ul>
          {mastered.has(course.id) && (
            <Link
              to="/learning/$courseSlug/certificate"
              reloadDocument
              params={{ courseSlug: course.slug }}
              className="btn btn-outline certificate-link"
              aria-label={m["certificate.linkLabel"]({ course: course.title })}
            >
              <Award size={18} aria-hidden="true" /> {m["certificate.link"]()}
            </Link>
          )}
        </section>
      ))}
    </>
  );
}

function Achievements({ data }: { data: LearningList }) {
  return (
    <>
      {!data.signedIn && <SignInPrompt text={m["learning.signInForAchievements"]()} />}
      <ul className="achievement-grid">
        {data.achievements.map((a) => (
          <li key={`${a.id}-${a.course?.id ?? 0}`} className={`card achievement ${a.unlocked ? "unlocked" : "locked"}`}>
            <span className="achievement-emoji" aria-hidden="true">
              {ACHIEVEMENT_EMOJI[a.id]}
            </span>
            <h2>{achievementName(a)}</h2>
            <p className="small muted">{achievementText(a)}</p>
            <p className="achievement-state small">
              {a.unlocked ? <Award size={16} aria-hidden="true" /> : <Lock size={16} aria-hidden="true" />}
              <span>{a.unlocked ? m["learning.unlocked"]() : m["learning.locked"]()}</span>
              {!a.unlocked && a.goal > 1 && <span className="muted">· {m["learning.achievementProgress"]({ current: a.current, goal: a.goal })}</span>}
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}

function CourseSkeletons() {
  return (
    <div className="card-grid" role="status" aria-busy="true" aria-label={m["site.loading"]()}>
      {Array.from({ length: 6 }, (_, i) => (
        <div key={i} className="skeleton skeleton-card tall" />
      ))}
    </div>
  );
}
