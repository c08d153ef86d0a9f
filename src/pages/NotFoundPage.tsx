import { useEffect } from "react";
import { useLocation } from "@tanstack/react-router";
import { t } from "../../admin-modules/domain/messages";
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
        <p className="not-found-code">{t("notFound.code")}</p>
        <h1>{t("notFound.title")}</h1>
        <p className="muted">{t("notFound.text")}</p>
        <HelpAndHome />
      </section>
    </WithPublicLayout>
  );
}
