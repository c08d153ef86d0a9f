import { Link } from "@tanstack/react-router";
import { t } from "../../../admin-modules/domain/messages";

export function Hero() {
  return (
    <section className="hero">
      <div className="container hero-inner">
        <h1>{t("home.heroTitle")}</h1>
        <p>{t("home.heroText")}</p>
        <div className="hero-actions">
          <Link to="/learning" className="btn btn-primary btn-large">
            {t("home.startLearning")}
          </Link>
          <Link to="/resources" className="btn btn-light btn-large">
            {t("home.exploreResources")}
          </Link>
        </div>
      </div>
    </section>
  );
}
