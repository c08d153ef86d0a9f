/**
 * The way out of a dead end (404, Access Denied): home, and the helplines for anyone who came looking
 * for help. Numbers are the spec's fixed helplines.
 */
import { Link } from "@tanstack/react-router";
import { Home, Phone } from "lucide-react";
import { m } from "../../admin-modules/domain/i18n";

export function HelpAndHome() {
  return (
    <div className="dead-end-ways">
      <Link to="/" className="btn btn-primary btn-large">
        <Home size={18} aria-hidden="true" /> {m["notFound.home"]()}
      </Link>
      <section className="dead-end-help" aria-labelledby="dead-end-help-title">
        <h2 id="dead-end-help-title">{m["deadEnd.needHelp"]()}</h2>
        <ul>
          <li>
            <a href="tel:119">
              <Phone size={16} aria-hidden="true" /> {m["footer.emergency"]()}: <strong>119</strong>
            </a>
          </li>
          <li>
            <a href="tel:1929">
              <Phone size={16} aria-hidden="true" /> {m["footer.childline"]()}: <strong>1929</strong>
            </a>
          </li>
        </ul>
        <Link to="/emergency">{m["deadEnd.allHelplines"]()}</Link>
      </section>
    </div>
  );
}
