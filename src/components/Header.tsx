/**
 * Site header: navigation, the Super Hero button, and the mobile menu below 768 px. Before the script runs
 * (or without it) the menu button is a link to the footer, which has the same links, and Sign Out is a form.
 */
import { langOf } from "./ContentLanguage";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Link } from "@tanstack/react-router";
import { Menu, X, Zap } from "lucide-react";
import { m } from "../../admin-modules/domain/i18n";
import { useAuth } from "../auth/AuthContext";
import { toastError, toastSuccess } from "../lib/toast";
import { useSiteSettings } from "../lib/useSiteSettings";
import { LanguageSwitch } from "./LanguageSwitch";
import { FormName, useAppRunning, usePageAddress } from "../lib/page-address";

const NAV = [
  { to: "/resources", label: m["nav.resources"] },
  { to: "/learning", label: m["nav.learning"] },
  { to: "/media", label: m["nav.media"] },
  { to: "/events", label: m["nav.events"] },
] as const;

export function Header() {
  const [menuOpen, setMenuOpen] = useState(false);
  const { user, isStaff } = useAuth();
  const settings = useSiteSettings();
  const close = () => setMenuOpen(false);
  const header = useRef<HTMLElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  const running = useAppRunning();

  // The open phone menu closes on Escape and on a tap outside the header; focus goes back to its button
  // (after a tap, unless the tap went into a form field, where the user means to type).
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setMenuOpen(false);
      menuButton.current?.focus();
    };
    const onClick = (event: MouseEvent) => {
      // The path as dispatched: the menu button's icon is swapped during this very click, so the
      // clicked <svg> may already be out of the document.
      if (header.current && event.composedPath().includes(header.current)) return;
      setMenuOpen(false);
      if (!document.activeElement?.matches("input, textarea, select, [contenteditable]")) menuButton.current?.focus();
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("click", onClick);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("click", onClick);
    };
  }, [menuOpen]);

  return (
    <header className="site-header" ref={header}>
      <div className="container language-bar">
        <LanguageSwitch place="header" />
      </div>
      <div className="container header-row">
        <Link to="/" className="brand" onClick={close}>
          <img src="/favicon.svg" alt="" width={32} height={32} />
          <span lang={langOf(settings.fallback, "site_name")}>{settings.site_name}</span>
        </Link>

        <nav className="desktop-nav" aria-label={m["nav.main"]()}>
          {NAV.map((item) => (
            <Link key={item.to} to={item.to} className="nav-link" activeProps={{ className: "nav-link active" }}>
              {item.label()}
            </Link>
          ))}
        </nav>

        <div className="header-actions">
          {/* Visible words on every screen ("Help" on phones); the name is what is shown plus the hidden suffix. */}
          <Link to="/emergency" className="btn btn-hero">
            <Zap size={18} aria-hidden="true" />
            <span className="hero-label-long">{m["nav.superHero"]()}</span>
            <span className="hero-label-short">{m["nav.help"]()}</span>
            <span className="sr-only">{m["nav.helplinesSuffix"]()}</span>
          </Link>
          <div className="desktop-only header-account">
            {isStaff && (
              <Link to="/admin" className="nav-link">
                {m["nav.adminPanel"]()}
              </Link>
            )}
            {user ? (
              <>
                <Link to="/account" className="nav-link">
                  {m["nav.account"]()}
                </Link>
                <SignOutForm onDone={close} className="btn btn-ghost" />
              </>
            ) : (
              <Link to="/auth" className="btn btn-outline">
                {m["nav.signIn"]()}
              </Link>
            )}
          </div>
          {running ? (
            <button
              ref={menuButton}
              type="button"
              className="menu-toggle"
              aria-expanded={menuOpen}
              aria-controls="mobile-menu"
              aria-label={menuOpen ? m["nav.closeMenu"]() : m["nav.openMenu"]()}
              onClick={() => setMenuOpen((open) => !open)}
            >
              {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
            </button>
          ) : (
            <a className="menu-toggle" href="#site-footer" aria-label={m["nav.openMenu"]()}>
              <Menu aria-hidden="true" />
            </a>
          )}
        </div>
      </div>

      {menuOpen && (
        <nav id="mobile-menu" className="mobile-menu" aria-label={m["nav.main"]()}>
          {NAV.map((item) => (
            <Link key={item.to} to={item.to} className="mobile-link" onClick={close}>
              {item.label()}
            </Link>
          ))}
          <Link to="/emergency" className="mobile-link hero-link" onClick={close}>
            {m["nav.superHero"]()}
          </Link>
          {isStaff && (
            <Link to="/admin" className="mobile-link" onClick={close}>
              {m["nav.adminPanel"]()}
            </Link>
          )}
          {user ? (
            <>
              <Link to="/account" className="mobile-link" onClick={close}>
                {m["nav.account"]()}
              </Link>
              <SignOutForm onDone={close} className="mobile-link as-button" />
            </>
          ) : (
            <Link to="/auth" className="mobile-link" onClick={close}>
              {m["nav.signIn"]()}
            </Link>
          )}
        </nav>
      )}
    </header>
  );
}

/**
 * Sign Out: a form posted to the page before the script runs (server/http/forms/), the app's sign-out after,
 * which also takes everything of the person off the device (AuthContext, forget-person.ts). Every Sign Out
 * (header, menu, footer) is this one.
 */
export function SignOutForm({ onDone, className }: { onDone?: () => void; className: string }) {
  const action = usePageAddress();
  const { signOut } = useAuth();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    onDone?.();
    try {
      await signOut();
      toastSuccess(m["auth.signedOut"]());
    } catch (error) {
      toastError(m["auth.signOutFailed"](), error);
    }
  };
  return (
    <form method="post" action={action} onSubmit={(event) => void submit(event)} className="sign-out-form">
      <FormName name="signOut" />
      <button type="submit" className={className}>
        {m["nav.signOut"]()}
      </button>
    </form>
  );
}
