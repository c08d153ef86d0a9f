/**
 * /teacher/classes/<id>/sheet (issue 31): the printable join sheet: the class, its code and the site's
 * address, and the steps in Sinhala, Tamil and English at once (written by the server: a page of one
 * language carries only its own messages). Printing leaves out everything but the sheet.
 */
import { Link, useParams } from "@tanstack/react-router";
import { m } from "../../../admin-modules/domain/i18n";
import { useAuth } from "../../auth/AuthContext";
import { LoadFailed } from "../../components/PageStates";
import { trpc } from "../../trpc";
import { TeacherPage } from "./TeacherPage";
import "./classes.css";
// The steps in Sinhala and Tamil on a page of any language: without these a computer with no such font prints boxes.
import "../../fonts/sinhala-tamil.css";

export function JoinSheetPage() {
  const { userRole } = useAuth();
  if (userRole !== "teacher") return <TeacherPage />;
  return <Sheet />;
}

function Sheet() {
  const { classId } = useParams({ strict: false }) as { classId: string };
  const detail = trpc.teacher.classDetail.useQuery({ classId: Number(classId) }, { retry: false });
  if (detail.error) return <LoadFailed onRetry={() => void detail.refetch()} />;
  if (!detail.data) return <section className="container page" />;
  const { class: c, sheet } = detail.data;
  return (
    <section className="container page join-sheet">
      <p className="no-print">
        <Link to="/teacher/classes/$classId" params={{ classId }}>
          {m["classes.sheet.back"]()}
        </Link>{" "}
        <button type="button" className="btn btn-primary" onClick={() => window.print()} data-needs-app>
          {m["classes.report.print"]()}
        </button>
      </p>
      <h1>{c.name}</h1>
      <p className="muted">
        {c.school} · {c.grade}
      </p>
      <p className="sheet-code" data-testid="sheet-code">
        {sheet.code}
      </p>
      <p className="sheet-address">{sheet.address}</p>
      {sheet.languages.map((language) => (
        <section key={language.locale} lang={language.locale} className="sheet-language">
          <h2>{language.title}</h2>
          <ol>
            {language.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </section>
      ))}
    </section>
  );
}
