/**
 * The shared admin layout: a collapsible sidebar listing the registry's modules for the caller's role
 * (grouped "Super Admin" or "Organization"), and a header with the sidebar toggle and Sign Out.
 */
import type { ReactNode } from "react";
import { Link, useNavigate } from "@tanstack/react-router";
import { t } from "../../../admin-modules/domain/messages";
import { SIDEBAR_GROUP_LABEL, sidebarFor, text, type AdminModule } from "../../../admin-modules/registry";
import { useAuth } from "../../auth/AuthContext";
import { toastError } from "../../lib/toast";
import { AdminIcon } from "../ui";
import { useSidebarState } from "./useSidebarState";

export function AdminShell({ current, children }: { current: AdminModule | undefined; children: ReactNode }) {
  const { userRole, profile, user, signOut } = useAuth();
  const navigate = useNavigate();
  const sidebar = useSidebarState();
  const entries = sidebarFor(userRole);

  const onSignOut = async () => {
    try {
      await signOut();
      await navigate({ to: "/" });
    } catch (error) {
      toastError(t("auth.signOutFailed"), error);
    }
  };

  return (
    <div className="admin-shell" data-state={sidebar.expanded ? "expanded" : "collapsed"}>
      <aside className="admin-sidebar" id="admin-sidebar" aria-label={t("admin.shell.mainNav")}>
        <div className="admin-sidebar-brand">
          <AdminIcon name="Shield" size={22} />
          <span>{t("admin.shell.title")}</span>
        </div>
        {userRole && (
          <nav className="admin-sidebar-group" aria-labelledby="admin-sidebar-group">
            <h2 id="admin-sidebar-group">{t(SIDEBAR_GROUP_LABEL[userRole])}</h2>
            <ul>
              {entries.map((m) => {
                const label = text(m.labels.plural);
                return (
                  <li key={m.key}>
                    <Link
                      to={m.path ? "/admin/$" : "/admin"}
                      params={m.path ? { _splat: m.path } : undefined}
                      className="admin-nav-link"
                      activeOptions={{ exact: true }}
                      aria-current={current?.key === m.key ? "page" : undefined}
                      title={sidebar.expanded ? undefined : label}
                      onClick={sidebar.closeMobile}
                    >
                      <AdminIcon name={m.icon} size={20} />
                      <span className="admin-nav-text">{label}</span>
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
        )}
      </aside>
      {sidebar.isMobile && sidebar.expanded && (
        <button type="button" className="admin-backdrop" aria-label={t("admin.shell.toggleSidebar")} onClick={sidebar.toggle} />
      )}
      <div className="admin-main">
        <header className="admin-header">
          <button
            type="button"
            className="icon-button"
            aria-label={t("admin.shell.toggleSidebar")}
            aria-controls="admin-sidebar"
            aria-expanded={sidebar.expanded}
            onClick={sidebar.toggle}
          >
            <AdminIcon name="PanelLeft" size={20} />
          </button>
          <span className="spacer" />
          <span className="admin-user">{profile?.full_name ?? user?.email}</span>
          <Link to="/" className="btn btn-ghost admin-btn">{t("admin.shell.viewSite")}</Link>
          <button type="button" className="btn btn-outline admin-btn" onClick={onSignOut}>
            <AdminIcon name="LogOut" />
            {t("nav.signOut")}
          </button>
        </header>
        <main id="main" className="admin-content">{children}</main>
      </div>
    </div>
  );
}
