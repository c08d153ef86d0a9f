/** Our Values: seven values (emoji, title, description) and Living Our Values. */
import { m } from "../../../admin-modules/domain/i18n";
import { useSiteSettings } from "../../lib/useSiteSettings";
import { StaticPage, StaticSection } from "./StaticPage";

const VALUES = [
  { emoji: "🧒", title: m["pages.values.childCenteredTitle"], text: m["pages.values.childCenteredText"] },
  { emoji: "🛡️", title: m["pages.values.safetyTitle"], text: m["pages.values.safetyText"] },
  { emoji: "🤝", title: m["pages.values.collaborationTitle"], text: m["pages.values.collaborationText"] },
  { emoji: "📚", title: m["pages.values.knowledgeTitle"], text: m["pages.values.knowledgeText"] },
  { emoji: "🙋", title: m["pages.values.participationTitle"], text: m["pages.values.participationText"] },
  { emoji: "🌈", title: m["pages.values.inclusivityTitle"], text: m["pages.values.inclusivityText"] },
  { emoji: "💡", title: m["pages.values.innovationTitle"], text: m["pages.values.innovationText"] },
] as const;

export function ValuesPage() {
  const settings = useSiteSettings();
  return (
    <StaticPage title={m["pages.values.title"]()} lead={m["pages.values.intro"]({ site: settings.site_name })}>
      <ul className="static-grid three plain-list">
        {VALUES.map((value, index) => (
          <li key={index} className="static-card">
            <div className="value-emoji" aria-hidden="true">
              {value.emoji}
            </div>
            <h2>{value.title()}</h2>
            <p>{value.text()}</p>
          </li>
        ))}
      </ul>
      <StaticSection id="values-living" title={m["pages.values.livingTitle"]()}>
        <p>{m["pages.values.livingText"]({ email: settings.support_email })}</p>
      </StaticSection>
    </StaticPage>
  );
}
