import { useEffect } from "react";
import { Link, useLocation } from "@tanstack/react-router";
import { m } from "../../admin-modules/domain/i18n";

export function NotFoundPage() {
  const location = useLocation();
  useEffect(() => {
    // The spec asks for the attempted path to be logged.
    console.error("404 Error: User attempted to access non-existent route:", location.pathname);
  }, [location.pathname]);
  return (
    <section className="container not-found">
      <p className="not-found-code">{m["notFound.code"]()}</p>
      <h1>{m["notFound.title"]()}</h1>
      <Link to="/" className="btn btn-primary">{m["notFound.home"]()}</Link>
    </section>
  );
}
