/** Our Values: seven values (emoji, title, description) and Living Our Values. */
import { t } from "../../../admin-modules/domain/messages";
import { useSiteSettings } from "../../lib/useSiteSettings";
import { StaticPage, StaticSection } from "./StaticPage";

const VALUES = [
  { emoji: "🧒", title: "pages.values.childCenteredTitle", text: "pages.values.childCenteredText" },
  { emoji: "🛡️", title: "pages.values.safetyTitle", text: "pages.values.safetyText" },
  { emoji: "🤝", title: "pages.values.collaborationTitle", text: "pages.values.collaborationText" },
  { emoji: "📚", title: "pages.values.knowledgeTitle", text: "pages.values.knowledgeText" },
  { emoji: "🙋", title: "pages.values.participationTitle", text: "pages.values.participationText" },
  { emoji: "🌈", title: "pages.values.inclusivityTitle", text: "pages.values.inclusivityText" },
  { emoji: "💡", title: "pages.values.innovationTitle", text: "pages.values.innovationText" },
] as const;

export function ValuesPage() {
  const settings = useSiteSettings();
  return (
    <StaticPage title={t("pages.values.title")} lead={t("pages.values.intro", { site: settings.site_name })}>
      <ul className="static-grid three plain-list">
        {VALUES.map((value, index) => (
          <li key={index} className="static-card">
            <div className="value-emoji" aria-hidden="true">{value.emoji}</div>
            <h2>{t(value.title)}</h2>
            <p>{t(value.text)}</p>
          </li>
        ))}
      </ul>
      <StaticSection id="values-living" title={t("pages.values.livingTitle")}>
        <p>{t("pages.values.livingText", { email: settings.support_email })}</p>
      </StaticSection>
    </StaticPage>
  );
}
