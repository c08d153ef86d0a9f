import type { PublicEmergencyContact } from "../../../server/services/public-shapes";
import { langOf, TranslationMarker } from "../ContentLanguage";
import { CallButton } from "./CallButton";

type Contact = Pick<
  PublicEmergencyContact,
  "name" | "number" | "description" | "availability" | "superhero_name" | "superhero_emoji" | "icon_color" | "fallback"
>;

export function EmergencyCard({ contact }: { contact: Contact }) {
  return (
    <article className="card emergency-card" style={{ borderTopColor: contact.icon_color ?? undefined }}>
      <div className="emergency-head">
        <span className="emergency-emoji" aria-hidden="true">
          {contact.superhero_emoji || "📞"}
        </span>
        <div>
          <h3 lang={langOf(contact.fallback, "name")}>{contact.name}</h3>
          <p className="muted small" lang={langOf(contact.fallback, "superhero_name")}>
            {contact.superhero_name}
          </p>
        </div>
      </div>
      <p className="emergency-number" aria-hidden="true">
        {contact.number}
      </p>
      {contact.description && <p lang={langOf(contact.fallback, "description")}>{contact.description}</p>}
      <p className="badge" lang={langOf(contact.fallback, "availability")}>
        {contact.availability}
      </p>
      <TranslationMarker fallback={contact.fallback} />
      <CallButton number={contact.number} name={contact.name} />
    </article>
  );
}

/** The helplines as a list of cards (/emergency, and the helplines shown after an urgent submission). */
export function EmergencyList({ contacts }: { contacts: (Contact & { id: number })[] }) {
  return (
    <ul className="card-grid emergency-list">
      {contacts.map((c) => (
        <li key={`${c.id}-${c.number}`}>
          <EmergencyCard contact={c} />
        </li>
      ))}
    </ul>
  );
}
