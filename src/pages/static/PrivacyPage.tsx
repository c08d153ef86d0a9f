/** Privacy Policy (last updated September 2024): collected, use, sharing, rights, security, under-13s, contact. */
import { m } from "../../../admin-modules/domain/i18n";
import { useSiteSettings } from "../../lib/useSiteSettings";
import { PolicyContacts, StaticPage, StaticSection } from "./StaticPage";

export function PrivacyPage() {
  const settings = useSiteSettings();
  return (
    <StaticPage title={m["pages.privacy.title"]()} updated={m["pages.lastUpdated"]()} lead={m["pages.privacy.intro"]({ site: settings.site_name })}>
      <StaticSection id="privacy-collect" title={m["pages.privacy.collectTitle"]()}>
        <ul>
          <li>{m["pages.privacy.collect1"]()}</li>
          <li>{m["pages.privacy.collect2"]()}</li>
          <li>{m["pages.privacy.collect3"]()}</li>
          <li>{m["pages.privacy.collect4"]()}</li>
        </ul>
      </StaticSection>
      <StaticSection id="privacy-use" title={m["pages.privacy.useTitle"]()}>
        <ul>
          <li>{m["pages.privacy.use1"]()}</li>
          <li>{m["pages.privacy.use2"]()}</li>
          <li>{m["pages.privacy.use3"]()}</li>
        </ul>
      </StaticSection>
      <StaticSection id="privacy-sharing" title={m["pages.privacy.sharingTitle"]()}>
        <p>{m["pages.privacy.sharingText"]()}</p>
      </StaticSection>
      <StaticSection id="privacy-rights" title={m["pages.privacy.rightsTitle"]()}>
        <p>{m["pages.privacy.rightsText"]({ email: settings.support_email })}</p>
      </StaticSection>
      <StaticSection id="privacy-security" title={m["pages.privacy.securityTitle"]()}>
        <p>{m["pages.privacy.securityText"]()}</p>
      </StaticSection>
      <StaticSection id="privacy-parents" title={m["pages.privacy.parentsTitle"]()}>
        <p>{m["pages.privacy.parentsText"]({ email: settings.support_email })}</p>
      </StaticSection>
      <StaticSection id="privacy-contact" title={m["pages.privacy.contactTitle"]()}>
        <PolicyContacts settings={settings} />
      </StaticSection>
    </StaticPage>
  );
}
