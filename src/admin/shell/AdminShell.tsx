/**
 * The shared admin layout: a collapsible sidebar listing the registry's modules for the caller's role
 * (grouped "Super Admin" or "Organization"), and a header with the sidebar toggle, the language switch
 * (the public site's, remembering the choice with the account) and Sign Out.
 */
import { type ReactNode, useEffect, useRef } from "react";
import { Link, useNavigate } from "@tanstack/react-router";
import { type Locale, m as msg } from "../../../admin-modules/domain/i18n";
import { translate } from "../../../admin-modules/domain/translate";
import { SIDEBAR_GROUP_LABEL, sidebarFor, text, type AdminModule } from "../../../admin-modules/registry";
import { useAuth } from "../../auth/AuthContext";
import { LanguageSwitch } from "../../components/LanguageSwitch";
import { toastError } from "../../lib/toast";
import { trpc } from "../../trpc";
import { AdminIcon } from "../ui";
import { useSidebarState } from "./useSidebarState";

export function AdminShell({
  current,
  rememberLanguage,
  children,
}: {
  current: AdminModule | undefined;
  rememberLanguage: (locale: Locale) => Promise<boolean>;
  children: ReactNode;
}) {
  const { userRole, profile, user, signOut } = useAuth();
  const navigate = useNavigate();
  const sidebar = useSidebarState();
  const entries = sidebarFor(userRole);
  // Rows waiting for review per module (the registry's review declarations), refreshed by every review.
  const pending = trpc.adminWorkflows.pendingCounts.useQuery(undefined, { enabled: Boolean(userRole), refetchInterval: 60_000 });
  const closeButton = useRef<HTMLButtonElement>(null);
  const toggleButton = useRef<HTMLButtonElement>(null);
  const mobileOpen = sidebar.isMobile && sidebar.expanded;
  const wasOpen = useRef(false);

  // On a phone the open menu takes the focus, and gives it back to the menu button when it closes.
  useEffect(() => {
    if (mobileOpen) closeButton.current?.focus();
    else if (wasOpen.current) toggleButton.current?.focus();
    wasOpen.current = mobileOpen;
  }, [mobileOpen]);

  const onSignOut = async () => {
    try {
      await signOut();
      await navigate({ to: "/" });
    } catch (error) {
      toastError(msg["auth.signOutFailed"](), error);
    }
  };

  return (
    <div className="admin-shell" data-state={sidebar.expanded ? "expanded" : "collapsed"}>
      <aside className="admin-sidebar" id="admin-sidebar" aria-label={msg["admin.shell.mainNav"]()}>
        <div className="admin-sidebar-brand">
          <AdminIcon name="Shield" size={22} />
          <span>{msg["admin.shell.title"]()}</span>
          {sidebar.isMobile && (
            <button
              type="button"
              ref={closeButton}
              className="icon-button admin-sidebar-close"
              aria-label={msg["admin.ui.close"]()}
              onClick={sidebar.closeMobile}
            >
              <AdminIcon name="X" size={20} />
            </button>
          )}
        </div>
        {userRole && (
          <nav className="admin-sidebar-group" aria-labelledby="admin-sidebar-group">
            <h2 id="admin-sidebar-group">{translate(SIDEBAR_GROUP_LABEL[userRole])}</h2>
            <ul>
              {entries.map((m) => {
                const label = text(m.labels.plural);
                const count = pending.data?.byModule[m.key] ?? 0;
                // The link's name carries the count ("Content Review 4 pending"): the badge's number and a hidden
                // word after it, so the name still starts with the visible text (no aria-label to drift from it).
                const name = count > 0 ? msg["admin.nav.pending"]({ label, n: count }) : label;
                return (
                  <li key={m.key}>
                    <Link
                      to={m.path ? "/admin/$" : "/admin"}
                      params={m.path ? { _splat: m.path } : undefined}
                      className="admin-nav-link"
                      activeOptions={{ exact: true }}
                      aria-current={current?.key === m.key ? "page" : undefined}
                      title={sidebar.expanded ? undefined : name}
                      onClick={sidebar.closeMobile}
                    >
                      <AdminIcon name={m.icon} size={20} />
                      <span className="admin-nav-text">{label}</span>
                      {count > 0 && (
                        <span className="admin-nav-badge" data-testid={`pending-badge-${m.key}`}>
                          {count}
                          <span className="visually-hidden"> {msg["admin.nav.pendingWord"]()}</span>
                        </span>
                      )}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
        )}
      </aside>
      {sidebar.isMobile && sidebar.expanded && (
        // A tap outside closes the menu; keyboard and screen-reader users have the Close button and Escape.
        <button type="button" className="admin-backdrop" aria-hidden="true" tabIndex={-1} onClick={sidebar.closeMobile} />
      )}
      <div className="admin-main">
        {/* Above the header, as on the public site: on a phone the header keeps its room for its buttons. */}
        <div className="language-bar admin-language-bar">
          <LanguageSwitch place="header" remember={rememberLanguage} />
        </div>
        <header className="admin-header">
          <button
            ref={toggleButton}
            type="button"
            className="icon-button"
            aria-label={msg["admin.shell.toggleSidebar"]()}
            aria-controls="admin-sidebar"
            aria-expanded={sidebar.expanded}
            onClick={sidebar.toggle}
          >
            <AdminIcon name="PanelLeft" size={20} />
          </button>
          <span className="spacer" />
          <span className="admin-user">{profile?.full_name ?? user?.email}</span>
          <Link to="/" className="btn btn-ghost admin-btn admin-view-site">
            <AdminIcon name="Globe" />
            <span className="admin-view-site-text">{msg["admin.shell.viewSite"]()}</span>
          </Link>
          <button type="button" className="btn btn-outline admin-btn" onClick={onSignOut}>
            <AdminIcon name="LogOut" />
            {msg["nav.signOut"]()}
          </button>
        </header>
        <main id="main" className="admin-content">
          {children}
        </main>
      </div>
    </div>
  );
}
