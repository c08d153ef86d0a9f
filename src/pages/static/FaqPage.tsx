/** FAQ: five accordion groups (native <details>) and Still Need Help with three mailto links. */
import { t, type MessageKey } from "../../../admin-modules/domain/messages";
import { useSiteSettings } from "../../lib/useSiteSettings";
import { StaticPage } from "./StaticPage";

const GROUPS: { id: string; title: MessageKey; items: [MessageKey, MessageKey][] }[] = [
  { id: "faq-start", title: "pages.faq.gettingStarted", items: [["pages.faq.gs1q", "pages.faq.gs1a"], ["pages.faq.gs2q", "pages.faq.gs2a"], ["pages.faq.gs3q", "pages.faq.gs3a"], ["pages.faq.gs4q", "pages.faq.gs4a"]] },
  { id: "faq-safety", title: "pages.faq.safety", items: [["pages.faq.s1q", "pages.faq.s1a"], ["pages.faq.s2q", "pages.faq.s2a"], ["pages.faq.s3q", "pages.faq.s3a"]] },
  { id: "faq-learning", title: "pages.faq.learning", items: [["pages.faq.l1q", "pages.faq.l1a"], ["pages.faq.l2q", "pages.faq.l2a"], ["pages.faq.l3q", "pages.faq.l3a"], ["pages.faq.l4q", "pages.faq.l4a"]] },
  { id: "faq-technical", title: "pages.faq.technical", items: [["pages.faq.t1q", "pages.faq.t1a"], ["pages.faq.t2q", "pages.faq.t2a"], ["pages.faq.t3q", "pages.faq.t3a"]] },
  { id: "faq-parents", title: "pages.faq.parents", items: [["pages.faq.p1q", "pages.faq.p1a"], ["pages.faq.p2q", "pages.faq.p2a"], ["pages.faq.p3q", "pages.faq.p3a"]] },
];

export function FaqPage() {
  const settings = useSiteSettings();
  const site = settings.site_name;
  const help = [
    { label: t("pages.faq.generalSupport"), email: settings.support_email },
    { label: t("pages.faq.safetyConcerns"), email: settings.safety_email },
    { label: t("pages.faq.parentsContact"), email: settings.partnerships_email },
  ];
  return (
    <StaticPage title={t("pages.faq.title")} lead={t("pages.faq.intro")}>
      {GROUPS.map((group) => (
        <section key={group.id} className="faq-group" aria-labelledby={group.id}>
          <h2 id={group.id}>{t(group.title)}</h2>
          {group.items.map(([question, answer], index) => (
            <details key={index} className="faq-item">
              <summary>{t(question, { site })}</summary>
              <p className="faq-answer">{t(answer, { site })}</p>
            </details>
          ))}
        </section>
      ))}
      <section className="static-card accent-blue" aria-labelledby="faq-help">
        <h2 id="faq-help">{t("pages.faq.stillNeedHelp")}</h2>
        <p>{t("pages.faq.stillNeedHelpText")}</p>
        <div className="help-links">
          {help.map((item) => (
            <a key={item.label} href={`mailto:${item.email}`}>
              <span>{item.label}</span>
              {item.email}
            </a>
          ))}
        </div>
      </section>
    </StaticPage>
  );
}
