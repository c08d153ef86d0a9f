/**
 * Footer: quick links (with the account's, so the header's menu button can lead here before the script
 * runs), Get Help numbers, trust and safety links, more information, the language switch, year 2025. The
 * data saver switch under it is drawn by the server (server/http/data-saver.ts).
 */
import { Link } from "@tanstack/react-router";
import { m } from "../../admin-modules/domain/i18n";
import { useSiteSettings } from "../lib/useSiteSettings";
import { useAuth } from "../auth/AuthContext";
import { LanguageSwitch } from "./LanguageSwitch";
import { SignOutForm } from "./Header";

export function Footer() {
  const settings = useSiteSettings();
  const { user } = useAuth();
  return (
    <footer className="site-footer" id="site-footer">
      <div className="container footer-grid">
        <section aria-labelledby="footer-quick">
          <h2 id="footer-quick">{m["footer.quickLinks"]()}</h2>
          <ul>
            <li>
              <Link to="/resources">{m["nav.resources"]()}</Link>
            </li>
            <li>
              <Link to="/learning">{m["nav.learning"]()}</Link>
            </li>
            <li>
              <Link to="/media">{m["nav.media"]()}</Link>
            </li>
            <li>
              <Link to="/events">{m["nav.events"]()}</Link>
            </li>
            {user ? (
              <>
                <li>
                  <Link to="/account">{m["nav.account"]()}</Link>
                </li>
                <li>
                  <SignOutForm className="footer-sign-out" />
                </li>
              </>
            ) : (
              <li>
                <Link to="/auth">{m["nav.signIn"]()}</Link>
              </li>
            )}
          </ul>
        </section>
        <section aria-labelledby="footer-help">
          <h2 id="footer-help">{m["footer.getHelp"]()}</h2>
          <ul>
            <li>
              <a href="tel:119">
                {m["footer.emergency"]()}: <strong>119</strong>
              </a>
            </li>
            <li>
              <a href="tel:1929">
                {m["footer.childline"]()}: <strong>1929</strong>
              </a>
            </li>
            <li>
              <a href="tel:1333">
                {m["footer.crisisSupport"]()}: <strong>1333</strong>
              </a>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-trust">
          <h2 id="footer-trust">{m["footer.trustSafety"]()}</h2>
          <ul>
            <li>
              <Link to="/child-safeguarding-statement">{m["footer.safeguarding"]()}</Link>
            </li>
            <li>
              <Link to="/privacy-policy">{m["footer.privacy"]()}</Link>
            </li>
            <li>
              <Link to="/terms-of-use">{m["footer.terms"]()}</Link>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-more">
          <h2 id="footer-more">{m["footer.moreInfo"]()}</h2>
          <ul>
            <li>
              <Link to="/about-us">{m["footer.about"]()}</Link>
            </li>
            <li>
              <Link to="/our-values">{m["footer.values"]()}</Link>
            </li>
            <li>
              <Link to="/faq">{m["footer.faq"]()}</Link>
            </li>
            <li>
              <Link to="/contact-us">{m["footer.contact"]()}</Link>
            </li>
          </ul>
        </section>
      </div>
      <div className="container footer-language">
        <LanguageSwitch place="footer" />
      </div>
      <p className="container copyright">{m["footer.copyright"]({ site: settings.site_name })}</p>
    </footer>
  );
}
