/** Child Safeguarding Statement: intro, UNCRC, four commitments, core principle, Reporting Concerns. */
import { Link } from "@tanstack/react-router";
import { t } from "../../../admin-modules/domain/messages";
import { useSiteSettings } from "../../lib/useSiteSettings";
import { CardGrid, StaticPage, StaticSection } from "./StaticPage";

const COMMITMENTS = [
  { title: "pages.safeguarding.harmTitle", text: "pages.safeguarding.harmText", accent: "accent-red" },
  { title: "pages.safeguarding.participationTitle", text: "pages.safeguarding.participationText", accent: "accent-purple" },
  { title: "pages.safeguarding.communityTitle", text: "pages.safeguarding.communityText", accent: "accent-green" },
  { title: "pages.safeguarding.partnersTitle", text: "pages.safeguarding.partnersText", accent: "accent-blue" },
] as const;

export function SafeguardingPage() {
  const settings = useSiteSettings();
  return (
    <StaticPage title={t("pages.safeguarding.title")} lead={t("pages.safeguarding.intro", { site: settings.site_name })}>
      <StaticSection id="safeguarding-uncrc" title={t("pages.safeguarding.uncrcTitle")}>
        <p>{t("pages.safeguarding.uncrcText")}</p>
      </StaticSection>
      <StaticSection id="safeguarding-commitments" title={t("pages.safeguarding.commitmentsTitle")}>
        <CardGrid items={COMMITMENTS} />
      </StaticSection>
      <StaticSection id="safeguarding-principle" title={t("pages.safeguarding.principleTitle")}>
        <p className="principle">{t("pages.safeguarding.principleText")}</p>
      </StaticSection>
      <StaticSection id="safeguarding-reporting" title={t("pages.safeguarding.reportingTitle")}>
        <p>{t("pages.safeguarding.reportingText")}</p>
        <div className="static-grid">
          <div className="static-card accent-red">
            <h3>{t("pages.safeguarding.emergencyTitle")}</h3>
            <p>{t("pages.safeguarding.emergencyText")}</p>
            <Link to="/emergency" className="btn btn-danger">
              {t("pages.safeguarding.emergencyLink")}
            </Link>
          </div>
          <div className="static-card accent-blue">
            <h3>{t("pages.safeguarding.generalTitle")}</h3>
            <p>{t("pages.safeguarding.generalText", { email: settings.safety_email })}</p>
            <Link to="/contact-us" className="btn btn-outline">
              {t("pages.safeguarding.generalLink")}
            </Link>
          </div>
        </div>
      </StaticSection>
    </StaticPage>
  );
}
