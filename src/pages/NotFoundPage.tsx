import { useEffect } from "react";
import { useLocation } from "@tanstack/react-router";
import { m } from "../../admin-modules/domain/i18n";
import { HelpAndHome } from "../components/HelpAndHome";
import { WithPublicLayout } from "../components/PublicLayout";
import { HttpStatus, usePageView } from "../lib/page-view";

/** A page that stands for a status (404, 405, ...), inside the public layout (header, footer, helplines) with a way home. */
function StatusPage({ code, title, text }: { code: number; title: string; text: string }) {
  return (
    <WithPublicLayout>
      <HttpStatus code={code} />
      <section className="container not-found">
        <p className="not-found-code">{code}</p>
        <h1>{title}</h1>
        <p className="muted">{text}</p>
        <HelpAndHome />
      </section>
    </WithPublicLayout>
  );
}

/** The router's not-found page (answered with 404 by the server). */
export function NotFoundPage() {
  const location = useLocation();
  useEffect(() => {
    // The spec asks for the attempted path to be logged.
    console.error("404 Error: User attempted to access non-existent route:", location.pathname);
  }, [location.pathname]);
  return <StatusPage code={404} title={m["notFound.title"]()} text={m["notFound.text"]()} />;
}

/**
 * What the server refused to do at this address (src/lib/page-view.tsx): a form it could not read (400), a
 * post from another site (403), a method the address does not take (405). Nothing was changed.
 */
export function RefusedPage({ code }: { code: 400 | 403 | 405 }) {
  return <StatusPage code={code} title={m["form.refused.title"]()} text={m["form.refused.text"]()} />;
}

/** The refusal this page view was drawn with, if any. */
export function useRefused() {
  return usePageView().answer.refused;
}
