/**
 * The language switch: each language named in its own script (සිංහල, தமிழ், English). A plain link to the
 * same page in that language, so it works without JavaScript; with JavaScript it also sets the cookie that
 * brings a returning visitor back to that language (Paraglide's setLocale, which then loads the page: each
 * language has its own build, see vite.config.ts). The back office passes `remember`, which keeps the choice
 * with the staff member's account first (src/admin/shell/useBackOfficeLanguage.ts).
 */
import { useRouterState } from "@tanstack/react-router";
import { getLocale, LANGUAGE_NAMES, localizeHref, locales, m, setLocale, type Locale } from "../../admin-modules/domain/i18n";

/** In the header a navigation landmark; in the footer a titled section like the footer's other lists. */
export function LanguageSwitch({ place, remember }: { place: "header" | "footer"; remember?: (locale: Locale) => Promise<boolean> }) {
  // The router's location is the address without its language prefix.
  const href = useRouterState({ select: (state) => state.location.href });
  const current = getLocale();
  const choose = (event: React.MouseEvent<HTMLAnchorElement>, locale: Locale) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    if (!remember) setLocale(locale);
    else void remember(locale).then((kept) => kept && setLocale(locale));
  };
  const list = (
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
  );
  if (place === "footer") {
    return (
      <section className="language-switch" aria-labelledby="footer-language">
        <h2 id="footer-language">{m["lang.switchLabel"]()}</h2>
        {list}
      </section>
    );
  }
  return (
    <nav className="language-switch" aria-label={m["lang.switchLabel"]()}>
      {list}
    </nav>
  );
}
