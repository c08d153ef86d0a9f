/** Stands in for a page that a later piece of work fills in; says so plainly. */
import { t } from "../../admin-modules/domain/messages";

export function ComingSoonPage({ title }: { title: string }) {
  return (
    <section className="container page">
      <h1>{title}</h1>
      <p className="muted">{t("site.comingSoon")}</p>
    </section>
  );
}
