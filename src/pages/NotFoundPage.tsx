import { useEffect } from "react";
import { useLocation } from "@tanstack/react-router";
import { m } from "../../admin-modules/domain/i18n";
import { HelpAndHome } from "../components/HelpAndHome";
import { WithPublicLayout } from "../components/PublicLayout";

/** The router's not-found page, inside the public layout (header, footer, helplines) with a way home. */
export function NotFoundPage() {
  const location = useLocation();
  useEffect(() => {
    // The spec asks for the attempted path to be logged.
    console.error("404 Error: User attempted to access non-existent route:", location.pathname);
  }, [location.pathname]);
  return (
    <WithPublicLayout>
      <section className="container not-found">
        <p className="not-found-code">{m["notFound.code"]()}</p>
        <h1>{m["notFound.title"]()}</h1>
        <p className="muted">{m["notFound.text"]()}</p>
        <HelpAndHome />
      </section>
    </WithPublicLayout>
  );
}
