import { m } from "../../../admin-modules/domain/i18n";

/** Placeholder shapes while the home query is on its way. */
export function HomeSkeleton() {
  return (
    <div className="home-skeleton" role="status" aria-label={m["site.loading"]()}>
      <div className="skeleton skeleton-hero" />
      <div className="container">
        <div className="hub-grid">
          {Array.from({ length: 5 }, (_, i) => (
            <div key={i} className="skeleton skeleton-card" />
          ))}
        </div>
        <div className="card-grid">
          {Array.from({ length: 3 }, (_, i) => (
            <div key={i} className="skeleton skeleton-card tall" />
          ))}
        </div>
      </div>
    </div>
  );
}
