/**
 * The language switch: each language named in its own script (සිංහල, தமிழ், English). A plain link to the
 * same page in that language, so it works without JavaScript; with JavaScript it also sets the cookie that
 * brings a returning visitor back to that language (Paraglide's setLocale, which then loads the page: each
 * language has its own build, see vite.config.ts).
 */
import { useRouterState } from "@tanstack/react-router";
import { getLocale, LANGUAGE_NAMES, localizeHref, locales, m, setLocale, type Locale } from "../../admin-modules/domain/i18n";

export function LanguageSwitch({ className }: { className?: string }) {
  // The router's location is the address without its language prefix.
  const href = useRouterState({ select: (state) => state.location.href });
  const current = getLocale();
  const choose = (event: React.MouseEvent<HTMLAnchorElement>, locale: Locale) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    setLocale(locale);
  };
  return (
    <nav className={`language-switch ${className ?? ""}`} aria-label={m["lang.switchLabel"]()}>
      <ul>
        {locales.map((locale) => (
          <li key={locale}>
            <a
              href={localizeHref(href, { locale })}
              lang={locale}
              hrefLang={locale}
              aria-current={locale === current ? "true" : undefined}
              onClick={(event) => choose(event, locale)}
            >
              {LANGUAGE_NAMES[locale]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
