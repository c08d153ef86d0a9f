import { Link } from "@tanstack/react-router";
import { m } from "../../../admin-modules/domain/i18n";
import type { PublicHub } from "../../../server/services/public-shapes";
import { Icon } from "../../components/Icon";
import { langOf, TranslationMarker } from "../../components/ContentLanguage";

export function HubGrid({ hubs }: { hubs: PublicHub[] }) {
  return (
    <section className="section" aria-labelledby="hubs-title">
      <div className="container">
        <h2 id="hubs-title" className="section-title">
          {m["home.hubsTitle"]()}
        </h2>
        {hubs.length === 0 ? (
          <p className="empty-state">{m["home.hubsEmpty"]()}</p>
        ) : (
          <div className="hub-grid">
            {hubs.map((hub) => (
              <Link key={hub.id} to={hub.path} className={`hub-card theme-${hub.color}`}>
                <span className={`hub-icon ${hub.button_color}`}>
                  <Icon name={hub.icon_name} size={26} />
                </span>
                <span className={`hub-title ${hub.text_color}`} lang={langOf(hub.fallback, "title")}>
                  {hub.title}
                </span>
                {hub.description && (
                  <span className="hub-description" lang={langOf(hub.fallback, "description")}>
                    {hub.description}
                  </span>
                )}
                <TranslationMarker fallback={hub.fallback} />
              </Link>
            ))}
          </div>
        )}
      </div>
    </section>
  );
}
