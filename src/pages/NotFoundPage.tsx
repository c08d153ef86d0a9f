import { useEffect } from "react";
import { Link, useLocation } from "@tanstack/react-router";
import { t } from "../../admin-modules/domain/messages";

export function NotFoundPage() {
  const location = useLocation();
  useEffect(() => {
    // The spec asks for the attempted path to be logged.
    console.error("404 Error: User attempted to access non-existent route:", location.pathname);
  }, [location.pathname]);
  return (
    <section className="container not-found">
      <p className="not-found-code">{t("notFound.code")}</p>
      <h1>{t("notFound.title")}</h1>
      <Link to="/" className="btn btn-primary">
        {t("notFound.home")}
      </Link>
    </section>
  );
}
