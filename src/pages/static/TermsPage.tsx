/** Terms of Use (last updated September 2024). */
import { m } from "../../../admin-modules/domain/i18n";
import { useSiteSettings } from "../../lib/useSiteSettings";
import { PolicyContacts, StaticPage, StaticSection } from "./StaticPage";

export function TermsPage() {
  const settings = useSiteSettings();
  return (
    <StaticPage title={m["pages.terms.title"]()} updated={m["pages.lastUpdated"]()} lead={m["pages.terms.intro"]({ site: settings.site_name })}>
      <StaticSection id="terms-acceptable" title={m["pages.terms.acceptableTitle"]()}>
        <ul>
          <li>{m["pages.terms.acceptable1"]()}</li>
          <li>{m["pages.terms.acceptable2"]()}</li>
          <li>{m["pages.terms.acceptable3"]()}</li>
        </ul>
      </StaticSection>
      <StaticSection id="terms-prohibited" title={m["pages.terms.prohibitedTitle"]()}>
        <ul>
          <li>{m["pages.terms.prohibited1"]()}</li>
          <li>{m["pages.terms.prohibited2"]()}</li>
          <li>{m["pages.terms.prohibited3"]()}</li>
          <li>{m["pages.terms.prohibited4"]()}</li>
        </ul>
      </StaticSection>
      <StaticSection id="terms-account" title={m["pages.terms.accountTitle"]()}>
        <p>{m["pages.terms.accountText"]()}</p>
      </StaticSection>
      <StaticSection id="terms-parents" title={m["pages.terms.parentsTitle"]()}>
        <p>{m["pages.terms.parentsText"]()}</p>
      </StaticSection>
      <StaticSection id="terms-consequences" title={m["pages.terms.consequencesTitle"]()}>
        <p>{m["pages.terms.consequencesText"]()}</p>
      </StaticSection>
      <StaticSection id="terms-content" title={m["pages.terms.contentTitle"]()}>
        <p>{m["pages.terms.contentText"]()}</p>
      </StaticSection>
      <StaticSection id="terms-changes" title={m["pages.terms.changesTitle"]()}>
        <p>{m["pages.terms.changesText"]()}</p>
      </StaticSection>
      <StaticSection id="terms-contact" title={m["pages.terms.contactTitle"]()}>
        <PolicyContacts settings={settings} />
      </StaticSection>
    </StaticPage>
  );
}
