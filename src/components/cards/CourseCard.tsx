/**
 * A course card: level, rating, category, instructor, duration, lessons, enrolled count, age group and the
 * caller's own progress. Signed-out visitors' Start Course goes to sign-in and comes back to the course.
 */
import { ageGroupLabel, courseCategoryLabel, courseLevelLabel } from "../../../admin-modules/domain/vocabulary-labels";
import { Link } from "@tanstack/react-router";
import { Star } from "lucide-react";
import { m } from "../../../admin-modules/domain/i18n";
import type { PublicCourse } from "../../../server/services/public-shapes";
import type { PublicImage } from "../../../server/services/image-variants";
import { CardImage } from "./CardImage";
import { useAuth } from "../../auth/AuthContext";
import { langOf, TranslationMarker } from "../ContentLanguage";
import { formatNumber } from "../../lib/format";
import "../../pages/learning/learning.css";
import { type CardHeadingLevel, CardTitle } from "./CardTitle";

export function CourseCard({
  course,
  progress = 0,
  headingLevel = 3,
  eager = false,
}: {
  course: PublicCourse & { image?: PublicImage | null };
  progress?: number;
  headingLevel?: CardHeadingLevel;
  eager?: boolean;
}) {
  const { user, loading } = useAuth();
  const isImage = course.thumbnail?.startsWith("/") || course.thumbnail?.startsWith("http");
  const percent = Math.max(0, Math.min(100, Math.round(progress)));
  const label = percent > 0 ? m["course.continueLearning"]() : m["course.startCourse"]();
  const signedOut = !loading && !user;
  return (
    <article className="card course-card">
      <div className="course-thumb" aria-hidden="true">
        {isImage ? <CardImage src={course.thumbnail!} image={course.image} eager={eager} /> : <span>{course.thumbnail || "📘"}</span>}
      </div>
      <div className="card-tags">
        <span className="badge">{courseLevelLabel(course.level)}</span>
        <span className="badge badge-outline">{courseCategoryLabel(course.category)}</span>
        <TranslationMarker fallback={course.fallback} />
        <span className="rating">
          <Star size={14} aria-hidden="true" /> {course.rating?.toFixed(1) ?? "–"}
        </span>
      </div>
      <CardTitle level={headingLevel}>
        <Link to="/learning/$courseSlug" params={{ courseSlug: course.slug }} lang={langOf(course.fallback, "title")}>
          {course.title}
        </Link>
      </CardTitle>
      <p className="muted small">{m["card.by"]({ name: course.instructor_name })}</p>
      <ul className="meta-list">
        <li lang={langOf(course.fallback, "duration")}>{course.duration}</li>
        <li>{m["card.lessons"]({ count: course.lessons_count })}</li>
        <li>{m["card.enrolled"]({ count: formatNumber(course.enrolled_count) })}</li>
        <li>{ageGroupLabel(course.age_group)}</li>
      </ul>
      {percent > 0 && <CourseProgress percent={percent} />}
      {signedOut ? (
        <Link to="/auth" search={{ redirect: `/learning/${course.slug}` }} className="btn btn-primary" aria-label={`${label}: ${course.title}`}>
          {label}
        </Link>
      ) : (
        <Link to="/learning/$courseSlug" params={{ courseSlug: course.slug }} className="btn btn-primary" aria-label={`${label}: ${course.title}`}>
          {label}
        </Link>
      )}
    </article>
  );
}

/** The learner's own progress in percent, as a bar with its number written out. */
export function CourseProgress({ percent }: { percent: number }) {
  return (
    <div className="course-progress">
      <div className="course-progress-head small">
        <span>{m["course.progressLabel"]()}</span>
        <span>{m["course.percentDone"]({ percent })}</span>
      </div>
      <div className="progress" role="progressbar" aria-valuenow={percent} aria-valuemin={0} aria-valuemax={100} aria-label={m["course.progressLabel"]()}>
        <div className="progress-bar" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
