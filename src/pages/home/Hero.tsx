import { Link } from "@tanstack/react-router";
import { m } from "../../../admin-modules/domain/i18n";

export function Hero() {
  return (
    <section className="hero">
      <div className="container hero-inner">
        <h1>{m["home.heroTitle"]()}</h1>
        <p>{m["home.heroText"]()}</p>
        <div className="hero-actions">
          <Link to="/learning" className="btn btn-primary btn-large">
            {m["home.startLearning"]()}
          </Link>
          <Link to="/resources" className="btn btn-light btn-large">
            {m["home.exploreResources"]()}
          </Link>
        </div>
      </div>
    </section>
  );
}
