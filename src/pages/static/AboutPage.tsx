/** About Us: mission, Child Participation, Inclusive Platform, Who We Serve, Our Commitment. */
import { m } from "../../../admin-modules/domain/i18n";
import { useSiteSettings } from "../../lib/useSiteSettings";
import { CardGrid, StaticPage, StaticSection } from "./StaticPage";

const AUDIENCES = [
  { title: m["pages.about.whoParents"], text: m["pages.about.whoParentsText"], accent: "accent-blue" },
  { title: m["pages.about.whoTeachers"], text: m["pages.about.whoTeachersText"], accent: "accent-green" },
  { title: m["pages.about.whoOrganisations"], text: m["pages.about.whoOrganisationsText"], accent: "accent-purple" },
  { title: m["pages.about.whoProviders"], text: m["pages.about.whoProvidersText"], accent: "accent-amber" },
] as const;

export function AboutPage() {
  const settings = useSiteSettings();
  return (
    <StaticPage title={m["pages.about.title"]()} lead={m["pages.about.intro"]({ site: settings.site_name })}>
      <StaticSection id="about-mission" title={m["pages.about.missionTitle"]()}>
        <p>{m["pages.about.missionText"]()}</p>
      </StaticSection>
      <div className="static-grid">
        <section className="static-card accent-purple" aria-labelledby="about-participation">
          <h2 id="about-participation">{m["pages.about.participationTitle"]()}</h2>
          <p>{m["pages.about.participationText"]()}</p>
        </section>
        <section className="static-card accent-green" aria-labelledby="about-inclusive">
          <h2 id="about-inclusive">{m["pages.about.inclusiveTitle"]()}</h2>
          <p>{m["pages.about.inclusiveText"]()}</p>
        </section>
      </div>
      <StaticSection id="about-who" title={m["pages.about.whoTitle"]()}>
        <p>{m["pages.about.whoIntro"]()}</p>
        <CardGrid items={AUDIENCES} />
      </StaticSection>
      <StaticSection id="about-commitment" title={m["pages.about.commitmentTitle"]()}>
        <p>{m["pages.about.commitmentText"]()}</p>
      </StaticSection>
    </StaticPage>
  );
}
