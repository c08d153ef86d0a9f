/** Contact Us: the three configured addresses, helplines to call, where we are, FAQ, reply time. */
import { langOf } from "../../components/ContentLanguage";
import { Link } from "@tanstack/react-router";
import { Clock, HelpCircle, Mail, MapPin, Phone } from "lucide-react";
import { m } from "../../../admin-modules/domain/i18n";
import { useSiteSettings } from "../../lib/useSiteSettings";
import { MailLink, StaticPage } from "./StaticPage";
import { QuickExitPanel } from "../../components/safety/QuickExit";

const HELPLINES = [
  { name: m["pages.contact.emergencyServices"], number: "119" },
  { name: m["pages.contact.childline"], number: "1929" },
  { name: m["pages.contact.crisisSupport"], number: "1333" },
] as const;

export function ContactPage() {
  const settings = useSiteSettings();
  const addresses = [
    { title: m["pages.contact.supportTitle"](), text: m["pages.contact.supportText"](), email: settings.support_email, accent: "accent-blue" },
    { title: m["pages.contact.safetyTitle"](), text: m["pages.contact.safetyText"](), email: settings.safety_email, accent: "accent-red" },
    { title: m["pages.contact.partnershipsTitle"](), text: m["pages.contact.partnershipsText"](), email: settings.partnerships_email, accent: "accent-green" },
  ];
  return (
    <StaticPage title={m["pages.contact.title"]()} lead={m["pages.contact.intro"]()}>
      <QuickExitPanel />
      <div className="static-grid three">
        {addresses.map((item) => (
          <section key={item.title} className={`static-card ${item.accent}`} aria-label={item.title}>
            <h2>
              <Mail size={18} aria-hidden="true" /> {item.title}
            </h2>
            <p>{item.text}</p>
            <MailLink email={item.email} />
          </section>
        ))}
      </div>
      <p className="reply-note">
        <Clock size={18} aria-hidden="true" /> {m["pages.contact.replyNote"]()}
      </p>

      <div className="static-grid">
        <section className="static-card accent-red" aria-labelledby="contact-emergency">
          <h2 id="contact-emergency">
            <Phone size={18} aria-hidden="true" /> {m["pages.contact.emergencyTitle"]()}
          </h2>
          <p>{m["pages.contact.emergencyText"]()}</p>
          <ul className="tel-list">
            {HELPLINES.map((line) => (
              <li key={line.number}>
                <a className="tel-link" href={`tel:${line.number}`}>
                  <span>{line.name()}</span> <strong>{line.number}</strong>
                </a>
              </li>
            ))}
          </ul>
        </section>
        <div className="stack">
          <section className="static-card accent-purple" aria-labelledby="contact-location">
            <h2 id="contact-location">
              <MapPin size={18} aria-hidden="true" /> {m["pages.contact.locationTitle"]()}
            </h2>
            <p>
              <strong lang={langOf(settings.fallback, "site_name")}>{settings.site_name}</strong>
            </p>
            {settings.contact_address ? (
              <p lang={langOf(settings.fallback, "contact_address")}>{settings.contact_address}</p>
            ) : (
              <p>{m["pages.contact.city"]()}</p>
            )}
            <p className="muted small">{m["pages.contact.foundation"]({ site: settings.site_name })}</p>
          </section>
          <section className="static-card accent-amber" aria-labelledby="contact-faq">
            <h2 id="contact-faq">
              <HelpCircle size={18} aria-hidden="true" /> {m["pages.contact.faqTitle"]()}
            </h2>
            <p>{m["pages.contact.faqText"]()}</p>
            <Link to="/faq" className="btn btn-outline">
              {m["pages.contact.faqLink"]()}
            </Link>
          </section>
        </div>
      </div>
    </StaticPage>
  );
}
