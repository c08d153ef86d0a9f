/** Terms of Use (last updated September 2024). */
import { t } from "../../../admin-modules/domain/messages";
import { useSiteSettings } from "../../lib/useSiteSettings";
import { PolicyContacts, StaticPage, StaticSection } from "./StaticPage";

export function TermsPage() {
  const settings = useSiteSettings();
  return (
    <StaticPage title={t("pages.terms.title")} updated={t("pages.lastUpdated")} lead={t("pages.terms.intro", { site: settings.site_name })}>
      <StaticSection id="terms-acceptable" title={t("pages.terms.acceptableTitle")}>
        <ul>
          <li>{t("pages.terms.acceptable1")}</li>
          <li>{t("pages.terms.acceptable2")}</li>
          <li>{t("pages.terms.acceptable3")}</li>
        </ul>
      </StaticSection>
      <StaticSection id="terms-prohibited" title={t("pages.terms.prohibitedTitle")}>
        <ul>
          <li>{t("pages.terms.prohibited1")}</li>
          <li>{t("pages.terms.prohibited2")}</li>
          <li>{t("pages.terms.prohibited3")}</li>
          <li>{t("pages.terms.prohibited4")}</li>
        </ul>
      </StaticSection>
      <StaticSection id="terms-account" title={t("pages.terms.accountTitle")}>
        <p>{t("pages.terms.accountText")}</p>
      </StaticSection>
      <StaticSection id="terms-parents" title={t("pages.terms.parentsTitle")}>
        <p>{t("pages.terms.parentsText")}</p>
      </StaticSection>
      <StaticSection id="terms-consequences" title={t("pages.terms.consequencesTitle")}>
        <p>{t("pages.terms.consequencesText")}</p>
      </StaticSection>
      <StaticSection id="terms-content" title={t("pages.terms.contentTitle")}>
        <p>{t("pages.terms.contentText")}</p>
      </StaticSection>
      <StaticSection id="terms-changes" title={t("pages.terms.changesTitle")}>
        <p>{t("pages.terms.changesText")}</p>
      </StaticSection>
      <StaticSection id="terms-contact" title={t("pages.terms.contactTitle")}>
        <PolicyContacts settings={settings} />
      </StaticSection>
    </StaticPage>
  );
}
