/** The frame every static page shares: one heading, an optional date and lead paragraph, then the content. */
import type { ReactNode } from "react";
import { m, type Message } from "../../../admin-modules/domain/i18n";
import type { useSiteSettings } from "../../lib/useSiteSettings";
import "./static.css";

export function StaticPage(props: { title: string; lead?: string; updated?: string; children: ReactNode }) {
  return (
    <article className="container static-page">
      <header className="static-hero">
        {props.updated && <p className="static-updated">{props.updated}</p>}
        <h1>{props.title}</h1>
        {props.lead && <p className="lead">{props.lead}</p>}
      </header>
      {props.children}
    </article>
  );
}

export function StaticSection(props: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="static-section" aria-labelledby={props.id}>
      <h2 id={props.id}>{props.title}</h2>
      {props.children}
    </section>
  );
}

/** A mailto link that shows the address itself, so it can be copied or read aloud. */
export function MailLink({ email, label }: { email: string; label?: string }) {
  return (
    <a className="mail-link" href={`mailto:${email}`} aria-label={label}>
      {email}
    </a>
  );
}

/** A grid of titled cards (audiences, commitments): each item names its catalogue keys and accent colour. */
export function CardGrid({ items }: { items: readonly { title: Message; text: Message; accent: string }[] }) {
  return (
    <div className="static-grid">
      {items.map((item, index) => (
        <div key={index} className={`static-card ${item.accent}`}>
          <h3>{item.title()}</h3>
          <p>{item.text()}</p>
        </div>
      ))}
    </div>
  );
}

/** The support and safety addresses, as the policies close with them. */
export function PolicyContacts({ settings }: { settings: ReturnType<typeof useSiteSettings> }) {
  return (
    <ul>
      <li>
        {m["pages.contact.supportTitle"]()}: <MailLink email={settings.support_email} />
      </li>
      <li>
        {m["pages.contact.safetyTitle"]()}: <MailLink email={settings.safety_email} />
      </li>
    </ul>
  );
}
