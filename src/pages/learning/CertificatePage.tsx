/**
 * A course's certificate (issue 30), at /learning/<course>/certificate: once the child has mastered the
 * course, a page in their language with their username (never their e-mail or name) and the course, to
 * print or keep as a PDF with the browser's Print (certificate.css fits it on one A4 page without the
 * site's header, footer or buttons). The server draws it with the session's answer, so it is personal:
 * sent private, no-store (server/http/pages.ts), never kept by the service worker. Before mastery, or
 * signed out, it says why in words; "not found" is answered 404.
 */
import { Link, useParams } from "@tanstack/react-router";
import { ArrowLeft, Printer } from "lucide-react";
import type { inferRouterOutputs } from "@trpc/server";
import { m } from "../../../admin-modules/domain/i18n";
import type { AppRouter } from "../../../server/routers";
import { formatInstant } from "../../../admin-modules/domain/intl";
import { useAuth } from "../../auth/AuthContext";
import { HttpStatus, NeedsApp } from "../../lib/page-view";
import { useAppRunning } from "../../lib/page-address";
import { useSiteSettings } from "../../lib/useSiteSettings";
import { LoadFailed } from "../../components/PageStates";
import { trpc } from "../../trpc";
import "./certificate.css";

export function CertificatePage() {
  const { courseSlug } = useParams({ strict: false }) as { courseSlug: string };
  const { user, loading } = useAuth();
  const certificate = trpc.public.learning.certificate.useQuery(
    { slug: courseSlug },
    // "Not found" drawn by the server is an answer, not a failure to ask again. Links here load the whole
    // page (reloadDocument), so a "not yet" kept from an earlier visit is never shown after mastery.
    { enabled: Boolean(user), retry: (count, error) => error.data?.code !== "NOT_FOUND" && count < 1, retryOnMount: false },
  );
  const back = (
    <Link to="/learning/$courseSlug" params={{ courseSlug }} className="btn btn-ghost no-print">
      <ArrowLeft size={18} aria-hidden="true" /> {m["certificate.keepLearning"]()}
    </Link>
  );

  if (!loading && !user)
    return (
      <section className="container page certificate-page">
        <h1>{m["certificate.heading"]()}</h1>
        <p>{m["certificate.signIn"]()}</p>
        <Link to="/auth" search={{ redirect: `/learning/${courseSlug}/certificate` }} className="btn btn-primary">
          {m["nav.signIn"]()}
        </Link>
      </section>
    );
  if (certificate.error?.data?.code === "NOT_FOUND")
    return (
      <section className="container page certificate-page">
        <HttpStatus code={404} />
        <h1>{m["certificate.notYetTitle"]()}</h1>
        {/* Said here, not taken from the error: a server-drawn error reaches the browser without its message. */}
        <p className="notice">{m["certificate.notYet"]()}</p>
        {back}
      </section>
    );
  if (certificate.error)
    return (
      <section className="container page">
        <LoadFailed onRetry={() => void certificate.refetch()} />
      </section>
    );
  if (!certificate.data)
    return (
      <section className="container page" aria-busy="true" aria-label={m["certificate.loading"]()}>
        <div className="skeleton skeleton-hero" />
      </section>
    );
  return <Certificate data={certificate.data} back={back} />;
}

type CertificateData = inferRouterOutputs<AppRouter>["public"]["learning"]["certificate"];

function Certificate({ data, back }: { data: CertificateData; back: React.ReactNode }) {
  const running = useAppRunning();
  const site = useSiteSettings();
  return (
    <article className="container page certificate-page">
      {/* The Print button is the app's: in data saver it loads at once. */}
      <NeedsApp />
      <div className="certificate-actions no-print">
        {back}
        {running && (
          <button type="button" className="btn btn-primary" onClick={() => window.print()} data-needs-app>
            <Printer size={18} aria-hidden="true" /> {m["certificate.print"]()}
          </button>
        )}
      </div>
      <p className="muted small no-print">{m["certificate.printHint"]()}</p>
      <section className="certificate" aria-labelledby="certificate-heading">
        <Rosette />
        <p className="certificate-site">{m["certificate.from"]({ site: site.site_name })}</p>
        <h1 id="certificate-heading">{m["certificate.heading"]()}</h1>
        <p>{m["certificate.awardedTo"]()}</p>
        <p className="certificate-name" data-testid="certificate-username">
          {data.username}
        </p>
        <p>{m["certificate.mastered"]()}</p>
        <p className="certificate-course" lang={data.course.lang ?? undefined} data-testid="certificate-course">
          {data.course.title}
        </p>
        <p className="certificate-details">
          {m["certificate.lessons"]({ count: data.lessons })} ·{" "}
          <span suppressHydrationWarning>{m["certificate.on"]({ date: formatInstant(data.masteredAt) })}</span>
        </p>
      </section>
    </article>
  );
}

/** A decoration: a rosette with a star, drawn in the page's colours (hidden from screen readers). */
function Rosette() {
  return (
    <svg className="certificate-rosette" viewBox="0 0 120 140" width="96" height="112" aria-hidden="true" focusable="false">
      <path d="M38 78 L22 136 L44 122 L56 138 L66 84 Z" fill="#1d4ed8" />
      <path d="M82 78 L98 136 L76 122 L64 138 L54 84 Z" fill="#0f766e" />
      <circle cx="60" cy="52" r="46" fill="#f59e0b" />
      <circle cx="60" cy="52" r="36" fill="#fde68a" />
      <path d="M60 26 L67.6 43.5 L86.6 45.3 L72.3 57.9 L76.5 76.5 L60 66.8 L43.5 76.5 L47.7 57.9 L33.4 45.3 L52.4 43.5 Z" fill="#b45309" />
    </svg>
  );
}
