/**
 * The translations a review decides on (issue 27): an organization's new item publishes with its
 * translations, and its change to a live item may propose translations too; the reviewer reads each one
 * (language, field, text, and the translation it replaces) before approving.
 */
import { LANGUAGE_NAMES, m } from "../../../admin-modules/domain/i18n";
import { isTranslatable, TEXT_LANGUAGES, text, type TableModule, translatableFields } from "../../../admin-modules/registry";
import { trpc } from "../../trpc";

/** `newItem`: not public yet (its own translations are published with it); else only proposed ones are decided. */
export function TranslationsReview({ module, id, newItem }: { module: TableModule; id: number; newItem: boolean }) {
  const translatable = isTranslatable(module);
  const query = trpc.admin.translations.useQuery({ module: module.key, id }, { enabled: translatable });
  if (!translatable || !query.data) return null;
  const { translations, proposed } = query.data;
  const rows: { language: (typeof TEXT_LANGUAGES)[number]; field: string; now: string | null; next: string | null }[] = [];
  for (const language of TEXT_LANGUAGES) {
    for (const field of translatableFields(module)) {
      const now = translations[language]?.[field]?.text ?? null;
      const given = proposed?.[language]?.fields?.[field];
      if (given !== undefined) rows.push({ language, field, now, next: given || null });
      else if (newItem && now !== null) rows.push({ language, field, now: null, next: now });
    }
  }
  if (!rows.length) return null;
  return (
    <section aria-labelledby="review-translations-heading" data-testid="review-translations">
      <h3 id="review-translations-heading" className="admin-label">
        {m["admin.translations.reviewHeading"]()}
      </h3>
      <div className="admin-table-wrap">
        <table className="admin-table review-changes">
          <thead>
            <tr>
              <th scope="col">{m["admin.translations.reviewLanguage"]()}</th>
              <th scope="col">{m["admin.translations.reviewField"]()}</th>
              {!newItem && <th scope="col">{m["admin.translations.reviewNow"]()}</th>}
              <th scope="col">{m["admin.translations.reviewNext"]()}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={`${row.language}-${row.field}`}>
                <td lang={row.language}>{LANGUAGE_NAMES[row.language]}</td>
                <td>{text(module.fields[row.field].label)}</td>
                {!newItem && (
                  <td className="review-break" lang={row.language}>
                    {row.now ?? "—"}
                  </td>
                )}
                <td className="review-break" lang={row.language}>
                  {row.next ?? "—"}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
