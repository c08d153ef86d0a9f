/** Privacy Policy (last updated September 2024): collected, use, sharing, rights, security, under-13s, contact. */
import { t } from "../../../admin-modules/domain/messages";
import { useSiteSettings } from "../../lib/useSiteSettings";
import { PolicyContacts, StaticPage, StaticSection } from "./StaticPage";

export function PrivacyPage() {
  const settings = useSiteSettings();
  return (
    <StaticPage title={t("pages.privacy.title")} updated={t("pages.lastUpdated")} lead={t("pages.privacy.intro", { site: settings.site_name })}>
      <StaticSection id="privacy-collect" title={t("pages.privacy.collectTitle")}>
        <ul>
          <li>{t("pages.privacy.collect1")}</li>
          <li>{t("pages.privacy.collect2")}</li>
          <li>{t("pages.privacy.collect3")}</li>
          <li>{t("pages.privacy.collect4")}</li>
        </ul>
      </StaticSection>
      <StaticSection id="privacy-use" title={t("pages.privacy.useTitle")}>
        <ul>
          <li>{t("pages.privacy.use1")}</li>
          <li>{t("pages.privacy.use2")}</li>
          <li>{t("pages.privacy.use3")}</li>
        </ul>
      </StaticSection>
      <StaticSection id="privacy-sharing" title={t("pages.privacy.sharingTitle")}>
        <p>{t("pages.privacy.sharingText")}</p>
      </StaticSection>
      <StaticSection id="privacy-rights" title={t("pages.privacy.rightsTitle")}>
        <p>{t("pages.privacy.rightsText", { email: settings.support_email })}</p>
      </StaticSection>
      <StaticSection id="privacy-security" title={t("pages.privacy.securityTitle")}>
        <p>{t("pages.privacy.securityText")}</p>
      </StaticSection>
      <StaticSection id="privacy-parents" title={t("pages.privacy.parentsTitle")}>
        <p>{t("pages.privacy.parentsText", { email: settings.support_email })}</p>
      </StaticSection>
      <StaticSection id="privacy-contact" title={t("pages.privacy.contactTitle")}>
        <PolicyContacts settings={settings} />
      </StaticSection>
    </StaticPage>
  );
}
