import { Link } from "@tanstack/react-router";
import { Star } from "lucide-react";
import { t } from "../../../admin-modules/domain/messages";
import type { PublicCourse } from "../../../server/services/public-shapes";
import { formatNumber } from "../../lib/format";

export function CourseCard({ course, progress = 0 }: { course: PublicCourse; progress?: number }) {
  const isImage = course.thumbnail?.startsWith("/") || course.thumbnail?.startsWith("http");
  return (
    <article className="card course-card">
      <div className="course-thumb" aria-hidden="true">
        {isImage ? <img src={course.thumbnail!} alt="" loading="lazy" /> : <span>{course.thumbnail || "📘"}</span>}
      </div>
      <div className="card-tags">
        <span className="badge">{course.level}</span>
        <span className="badge badge-outline">{course.category}</span>
        <span className="rating"><Star size={14} aria-hidden="true" /> {course.rating?.toFixed(1) ?? "–"}</span>
      </div>
      <h3>{course.title}</h3>
      <p className="muted small">{t("card.by", { name: course.instructor_name })}</p>
      <ul className="meta-list">
        <li>{course.duration}</li>
        <li>{t("card.lessons", { count: course.lessons_count })}</li>
        <li>{t("card.enrolled", { count: formatNumber(course.enrolled_count) })}</li>
        <li>{course.age_group}</li>
      </ul>
      {progress > 0 && (
        <div className="progress" role="progressbar" aria-valuenow={progress} aria-valuemin={0} aria-valuemax={100} aria-label="Progress">
          <div className="progress-bar" style={{ width: `${progress}%` }} />
        </div>
      )}
      <Link to="/learning/$courseSlug" params={{ courseSlug: course.slug }} className="btn btn-primary">
        {progress > 0 ? "Continue Learning" : "Start Course"}
      </Link>
    </article>
  );
}
