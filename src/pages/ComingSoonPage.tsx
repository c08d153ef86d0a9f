/** Stands in for a page that a later piece of work fills in; says so plainly. */
import { m } from "../../admin-modules/domain/i18n";

export function ComingSoonPage({ title }: { title: string }) {
  return (
    <section className="container page">
      <h1>{title}</h1>
      <p className="muted">{m["site.comingSoon"]()}</p>
    </section>
  );
}
