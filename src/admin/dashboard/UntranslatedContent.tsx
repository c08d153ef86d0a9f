/**
 * The dashboard's figure of what is not translated yet (issue 27): per translatable module the caller
 * manages, how many items lack a translation into some language and how many need re-translation
 * because their original changed, each a link to the module's list with its "missing translations" filter.
 */
import { Link } from "@tanstack/react-router";
import { m } from "../../../admin-modules/domain/i18n";
import { getTableModule, text } from "../../../admin-modules/registry";

interface Figure {
  module: string;
  total: number;
  missing: number;
  stale: number;
}

/** The count, linking to the module's list with the filter on (its name says which list, after the number it shows). */
function FilterLink({ path, filter, count, label }: { path: string; filter: string; count: number; label: string }) {
  if (count === 0) return <>{count}</>;
  return (
    <Link to="/admin/$" params={{ _splat: path }} search={{ f_translations: filter } as never}>
      {count}
      <span className="visually-hidden"> {label}</span>
    </Link>
  );
}

export function UntranslatedContent({ figures }: { figures: Figure[] }) {
  const missing = figures.reduce((sum, f) => sum + f.missing, 0);
  const stale = figures.reduce((sum, f) => sum + f.stale, 0);
  return (
    <section className="screen-section" aria-labelledby="dash-translations" data-testid="untranslated">
      <h2 id="dash-translations">{m["admin.translations.dashboardTitle"]()}</h2>
      <p>{m["admin.translations.dashboardSummary"]({ missing, stale })}</p>
      <div className="admin-table-wrap">
        <table className="admin-table screen-type-table">
          <caption className="visually-hidden">{m["admin.translations.dashboardTitle"]()}</caption>
          <thead>
            <tr>
              <th scope="col">{m["admin.translations.dashboardModule"]()}</th>
              <th scope="col">{m["admin.translations.filterMissing"]()}</th>
              <th scope="col">{m["admin.translations.filterStale"]()}</th>
              <th scope="col">{m["admin.screens.dashboard.total"]()}</th>
            </tr>
          </thead>
          <tbody>
            {figures.map((figure) => {
              const module = getTableModule(figure.module);
              if (!module) return null;
              const name = text(module.labels.plural);
              return (
                <tr key={figure.module} data-testid={`untranslated-${figure.module}`}>
                  <th scope="row" data-label={m["admin.translations.dashboardModule"]()}>
                    {name}
                  </th>
                  <td data-label={m["admin.translations.filterMissing"]()}>
                    <FilterLink path={module.path} filter="missing" count={figure.missing} label={`${name}: ${m["admin.translations.filterMissing"]()}`} />
                  </td>
                  <td data-label={m["admin.translations.filterStale"]()}>
                    <FilterLink path={module.path} filter="stale" count={figure.stale} label={`${name}: ${m["admin.translations.filterStale"]()}`} />
                  </td>
                  <td data-label={m["admin.screens.dashboard.total"]()}>{figure.total}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
