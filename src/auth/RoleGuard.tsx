/**
 * The access guard's four states: loading, not signed in (to /auth), wrong role (Access Denied), allowed.
 * Hiding a page is a courtesy; the server refuses the calls behind it anyway.
 */
import { type ReactNode, useEffect } from "react";
import { Link, useLocation, useNavigate } from "@tanstack/react-router";
import { m } from "../../admin-modules/domain/i18n";
import type { Role } from "../../db/types";
import { useAuth } from "./AuthContext";
import { Spinner } from "../components/Spinner";
import { HelpAndHome } from "../components/HelpAndHome";
import { WithPublicLayout } from "../components/PublicLayout";

export function RoleGuard({ roles, children }: { roles?: readonly Role[]; children: ReactNode }) {
  const { user, userRole, loading } = useAuth();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const signedOut = !loading && !user;

  useEffect(() => {
    if (signedOut) {
      void navigate({ to: "/auth", search: { redirect: window.location.pathname }, replace: true });
    }
  }, [signedOut, navigate]);

  if (loading || signedOut) {
    return (
      <div className="guard-state" role="status">
        <Spinner />
        <p>{m["guard.loading"]()}</p>
        {/* The app sends a signed-out visitor on by itself; before its script runs, this link does. */}
        {signedOut && (
          <Link to="/auth" search={{ redirect: pathname }} className="btn btn-primary">
            {m["nav.signIn"]()}
          </Link>
        )}
      </div>
    );
  }
  if (roles && (!userRole || !roles.includes(userRole))) {
    return (
      <WithPublicLayout>
        <section className="container not-found">
          <h1>{m["guard.accessDenied"]()}</h1>
          <p>{m["guard.noPermission"]()}</p>
          <HelpAndHome />
        </section>
      </WithPublicLayout>
    );
  }
  return <>{children}</>;
}
