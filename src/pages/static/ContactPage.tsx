/** Contact Us: the three configured addresses, helplines to call, where we are, FAQ, reply time. */
import { Link } from "@tanstack/react-router";
import { Clock, HelpCircle, Mail, MapPin, Phone } from "lucide-react";
import { t } from "../../../admin-modules/domain/messages";
import { useSiteSettings } from "../../lib/useSiteSettings";
import { MailLink, StaticPage } from "./StaticPage";
import { QuickExitPanel } from "../../components/safety/QuickExit";

const HELPLINES = [
  { name: "pages.contact.emergencyServices", number: "119" },
  { name: "pages.contact.childline", number: "1929" },
  { name: "pages.contact.crisisSupport", number: "1333" },
] as const;

export function ContactPage() {
  const settings = useSiteSettings();
  const addresses = [
    { title: t("pages.contact.supportTitle"), text: t("pages.contact.supportText"), email: settings.support_email, accent: "accent-blue" },
    { title: t("pages.contact.safetyTitle"), text: t("pages.contact.safetyText"), email: settings.safety_email, accent: "accent-red" },
    { title: t("pages.contact.partnershipsTitle"), text: t("pages.contact.partnershipsText"), email: settings.partnerships_email, accent: "accent-green" },
  ];
  return (
    <StaticPage title={t("pages.contact.title")} lead={t("pages.contact.intro")}>
      <QuickExitPanel />
      <div className="static-grid three">
        {addresses.map((item) => (
          <section key={item.title} className={`static-card ${item.accent}`} aria-label={item.title}>
            <h2><Mail size={18} aria-hidden="true" /> {item.title}</h2>
            <p>{item.text}</p>
            <MailLink email={item.email} />
          </section>
        ))}
      </div>
      <p className="reply-note"><Clock size={18} aria-hidden="true" /> {t("pages.contact.replyNote")}</p>

      <div className="static-grid">
        <section className="static-card accent-red" aria-labelledby="contact-emergency">
          <h2 id="contact-emergency"><Phone size={18} aria-hidden="true" /> {t("pages.contact.emergencyTitle")}</h2>
          <p>{t("pages.contact.emergencyText")}</p>
          <ul className="tel-list">
            {HELPLINES.map((line) => (
              <li key={line.number}>
                <a className="tel-link" href={`tel:${line.number}`}>
                  <span>{t(line.name)}</span>{" "}
                  <strong>{line.number}</strong>
                </a>
              </li>
            ))}
          </ul>
        </section>
        <div className="stack">
          <section className="static-card accent-purple" aria-labelledby="contact-location">
            <h2 id="contact-location"><MapPin size={18} aria-hidden="true" /> {t("pages.contact.locationTitle")}</h2>
            <p><strong>{settings.site_name}</strong></p>
            <p>{t("pages.contact.city")}</p>
            <p className="muted small">{t("pages.contact.foundation", { site: settings.site_name })}</p>
          </section>
          <section className="static-card accent-amber" aria-labelledby="contact-faq">
            <h2 id="contact-faq"><HelpCircle size={18} aria-hidden="true" /> {t("pages.contact.faqTitle")}</h2>
            <p>{t("pages.contact.faqText")}</p>
            <Link to="/faq" className="btn btn-outline">{t("pages.contact.faqLink")}</Link>
          </section>
        </div>
      </div>
    </StaticPage>
  );
}
