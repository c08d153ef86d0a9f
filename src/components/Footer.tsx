/** Footer: quick links, Get Help numbers, trust and safety links, more information, year 2025. */
import { Link } from "@tanstack/react-router";
import { t } from "../../admin-modules/domain/messages";
import { useSiteSettings } from "../lib/useSiteSettings";
import { LanguageSwitch } from "./LanguageSwitch";

export function Footer() {
  const settings = useSiteSettings();
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <section aria-labelledby="footer-quick">
          <h2 id="footer-quick">{t("footer.quickLinks")}</h2>
          <ul>
            <li><Link to="/resources">{t("nav.resources")}</Link></li>
            <li><Link to="/learning">{t("nav.learning")}</Link></li>
            <li><Link to="/media">{t("nav.media")}</Link></li>
            <li><Link to="/events">{t("nav.events")}</Link></li>
          </ul>
        </section>
        <section aria-labelledby="footer-help">
          <h2 id="footer-help">{t("footer.getHelp")}</h2>
          <ul>
            <li><a href="tel:119">{t("footer.emergency")}: <strong>119</strong></a></li>
            <li><a href="tel:1929">{t("footer.childline")}: <strong>1929</strong></a></li>
            <li><a href="tel:1333">{t("footer.crisisSupport")}: <strong>1333</strong></a></li>
          </ul>
        </section>
        <section aria-labelledby="footer-trust">
          <h2 id="footer-trust">{t("footer.trustSafety")}</h2>
          <ul>
            <li><Link to="/child-safeguarding-statement">{t("footer.safeguarding")}</Link></li>
            <li><Link to="/privacy-policy">{t("footer.privacy")}</Link></li>
            <li><Link to="/terms-of-use">{t("footer.terms")}</Link></li>
          </ul>
        </section>
        <section aria-labelledby="footer-more">
          <h2 id="footer-more">{t("footer.moreInfo")}</h2>
          <ul>
            <li><Link to="/about-us">{t("footer.about")}</Link></li>
            <li><Link to="/our-values">{t("footer.values")}</Link></li>
            <li><Link to="/faq">{t("footer.faq")}</Link></li>
            <li><Link to="/contact-us">{t("footer.contact")}</Link></li>
          </ul>
        </section>
      </div>
      <div className="container footer-language">
        <LanguageSwitch />
      </div>
      <p className="container copyright">{t("footer.copyright", { site: settings.site_name })}</p>
    </footer>
  );
}
