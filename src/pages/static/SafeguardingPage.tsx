/** Child Safeguarding Statement: intro, UNCRC, four commitments, core principle, Reporting Concerns. */
import { Link } from "@tanstack/react-router";
import { m } from "../../../admin-modules/domain/i18n";
import { useSiteSettings } from "../../lib/useSiteSettings";
import { CardGrid, StaticPage, StaticSection } from "./StaticPage";

const COMMITMENTS = [
  { title: m["pages.safeguarding.harmTitle"], text: m["pages.safeguarding.harmText"], accent: "accent-red" },
  { title: m["pages.safeguarding.participationTitle"], text: m["pages.safeguarding.participationText"], accent: "accent-purple" },
  { title: m["pages.safeguarding.communityTitle"], text: m["pages.safeguarding.communityText"], accent: "accent-green" },
  { title: m["pages.safeguarding.partnersTitle"], text: m["pages.safeguarding.partnersText"], accent: "accent-blue" },
] as const;

export function SafeguardingPage() {
  const settings = useSiteSettings();
  return (
    <StaticPage title={m["pages.safeguarding.title"]()} lead={m["pages.safeguarding.intro"]({ site: settings.site_name })}>
      <StaticSection id="safeguarding-uncrc" title={m["pages.safeguarding.uncrcTitle"]()}>
        <p>{m["pages.safeguarding.uncrcText"]()}</p>
      </StaticSection>
      <StaticSection id="safeguarding-commitments" title={m["pages.safeguarding.commitmentsTitle"]()}>
        <CardGrid items={COMMITMENTS} />
      </StaticSection>
      <StaticSection id="safeguarding-principle" title={m["pages.safeguarding.principleTitle"]()}>
        <p className="principle">{m["pages.safeguarding.principleText"]()}</p>
      </StaticSection>
      <StaticSection id="safeguarding-reporting" title={m["pages.safeguarding.reportingTitle"]()}>
        <p>{m["pages.safeguarding.reportingText"]()}</p>
        <div className="static-grid">
          <div className="static-card accent-red">
            <h3>{m["pages.safeguarding.emergencyTitle"]()}</h3>
            <p>{m["pages.safeguarding.emergencyText"]()}</p>
            <Link to="/emergency" className="btn btn-danger">
              {m["pages.safeguarding.emergencyLink"]()}
            </Link>
          </div>
          <div className="static-card accent-blue">
            <h3>{m["pages.safeguarding.generalTitle"]()}</h3>
            <p>{m["pages.safeguarding.generalText"]({ email: settings.safety_email })}</p>
            <Link to="/contact-us" className="btn btn-outline">
              {m["pages.safeguarding.generalLink"]()}
            </Link>
          </div>
        </div>
      </StaticSection>
    </StaticPage>
  );
}
