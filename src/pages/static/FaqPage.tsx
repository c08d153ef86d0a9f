/** FAQ: five accordion groups (native <details>) and Still Need Help with three mailto links. */
import { m, type Message } from "../../../admin-modules/domain/i18n";
import { useSiteSettings } from "../../lib/useSiteSettings";
import { StaticPage } from "./StaticPage";

const GROUPS: { id: string; title: Message; items: [Message, Message][] }[] = [
  {
    id: "faq-start",
    title: m["pages.faq.gettingStarted"],
    items: [
      [m["pages.faq.gs1q"], m["pages.faq.gs1a"]],
      [m["pages.faq.gs2q"], m["pages.faq.gs2a"]],
      [m["pages.faq.gs3q"], m["pages.faq.gs3a"]],
      [m["pages.faq.gs4q"], m["pages.faq.gs4a"]],
    ],
  },
  {
    id: "faq-safety",
    title: m["pages.faq.safety"],
    items: [
      [m["pages.faq.s1q"], m["pages.faq.s1a"]],
      [m["pages.faq.s2q"], m["pages.faq.s2a"]],
      [m["pages.faq.s3q"], m["pages.faq.s3a"]],
    ],
  },
  {
    id: "faq-learning",
    title: m["pages.faq.learning"],
    items: [
      [m["pages.faq.l1q"], m["pages.faq.l1a"]],
      [m["pages.faq.l2q"], m["pages.faq.l2a"]],
      [m["pages.faq.l3q"], m["pages.faq.l3a"]],
      [m["pages.faq.l4q"], m["pages.faq.l4a"]],
    ],
  },
  {
    id: "faq-technical",
    title: m["pages.faq.technical"],
    items: [
      [m["pages.faq.t1q"], m["pages.faq.t1a"]],
      [m["pages.faq.t2q"], m["pages.faq.t2a"]],
      [m["pages.faq.t3q"], m["pages.faq.t3a"]],
    ],
  },
  {
    id: "faq-parents",
    title: m["pages.faq.parents"],
    items: [
      [m["pages.faq.p1q"], m["pages.faq.p1a"]],
      [m["pages.faq.p2q"], m["pages.faq.p2a"]],
      [m["pages.faq.p3q"], m["pages.faq.p3a"]],
    ],
  },
];

export function FaqPage() {
  const settings = useSiteSettings();
  const site = settings.site_name;
  const help = [
    { label: m["pages.faq.generalSupport"](), email: settings.support_email },
    { label: m["pages.faq.safetyConcerns"](), email: settings.safety_email },
    { label: m["pages.faq.parentsContact"](), email: settings.partnerships_email },
  ];
  return (
    <StaticPage title={m["pages.faq.title"]()} lead={m["pages.faq.intro"]()}>
      {GROUPS.map((group) => (
        <section key={group.id} className="faq-group" aria-labelledby={group.id}>
          <h2 id={group.id}>{group.title()}</h2>
          {group.items.map(([question, answer], index) => (
            <details key={index} className="faq-item">
              <summary>{question({ site })}</summary>
              <p className="faq-answer">{answer({ site })}</p>
            </details>
          ))}
        </section>
      ))}
      <section className="static-card accent-blue" aria-labelledby="faq-help">
        <h2 id="faq-help">{m["pages.faq.stillNeedHelp"]()}</h2>
        <p>{m["pages.faq.stillNeedHelpText"]()}</p>
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
