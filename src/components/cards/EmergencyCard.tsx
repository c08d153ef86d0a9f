import type { PublicEmergencyContact } from "../../../server/services/public-shapes";
import { CallButton } from "./CallButton";

type Contact = Pick<PublicEmergencyContact, "name" | "number" | "description" | "availability" | "superhero_name" | "superhero_emoji" | "icon_color">;

export function EmergencyCard({ contact }: { contact: Contact }) {
  return (
    <article className="card emergency-card" style={{ borderTopColor: contact.icon_color ?? undefined }}>
      <div className="emergency-head">
        <span className="emergency-emoji" aria-hidden="true">
          {contact.superhero_emoji || "📞"}
        </span>
        <div>
          <h3>{contact.name}</h3>
          <p className="muted small">{contact.superhero_name}</p>
        </div>
      </div>
      <p className="emergency-number" aria-hidden="true">
        {contact.number}
      </p>
      {contact.description && <p>{contact.description}</p>}
      <p className="badge">{contact.availability}</p>
      <CallButton number={contact.number} name={contact.name} />
    </article>
  );
}
