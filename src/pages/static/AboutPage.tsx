/** About Us: mission, Child Participation, Inclusive Platform, Who We Serve, Our Commitment. */
import { t } from "../../../admin-modules/domain/messages";
import { useSiteSettings } from "../../lib/useSiteSettings";
import { CardGrid, StaticPage, StaticSection } from "./StaticPage";

const AUDIENCES = [
  { title: "pages.about.whoParents", text: "pages.about.whoParentsText", accent: "accent-blue" },
  { title: "pages.about.whoTeachers", text: "pages.about.whoTeachersText", accent: "accent-green" },
  { title: "pages.about.whoOrganisations", text: "pages.about.whoOrganisationsText", accent: "accent-purple" },
  { title: "pages.about.whoProviders", text: "pages.about.whoProvidersText", accent: "accent-amber" },
] as const;

export function AboutPage() {
  const settings = useSiteSettings();
  return (
    <StaticPage title={t("pages.about.title")} lead={t("pages.about.intro", { site: settings.site_name })}>
      <StaticSection id="about-mission" title={t("pages.about.missionTitle")}>
        <p>{t("pages.about.missionText")}</p>
      </StaticSection>
      <div className="static-grid">
        <section className="static-card accent-purple" aria-labelledby="about-participation">
          <h2 id="about-participation">{t("pages.about.participationTitle")}</h2>
          <p>{t("pages.about.participationText")}</p>
        </section>
        <section className="static-card accent-green" aria-labelledby="about-inclusive">
          <h2 id="about-inclusive">{t("pages.about.inclusiveTitle")}</h2>
          <p>{t("pages.about.inclusiveText")}</p>
        </section>
      </div>
      <StaticSection id="about-who" title={t("pages.about.whoTitle")}>
        <p>{t("pages.about.whoIntro")}</p>
        <CardGrid items={AUDIENCES} />
      </StaticSection>
      <StaticSection id="about-commitment" title={t("pages.about.commitmentTitle")}>
        <p>{t("pages.about.commitmentText")}</p>
      </StaticSection>
    </StaticPage>
  );
}
