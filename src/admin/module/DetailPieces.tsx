/**
 * The pieces a module declares for a row's details (TableModule.slots.details), drawn by the generic
 * details dialog under the row's fields: a sentence or a link, filled from the row's values as text.
 */
import { type DetailPiece, detailPieceFields, type TableModule, text } from "../../../admin-modules/registry";
import { formatDateTime } from "../../lib/format";

type Row = Record<string, unknown>;

const hasValue = (value: unknown) => value !== null && value !== undefined && value !== "";

/** A field's value as the words of a sentence (times in the reader's language). */
function wordsOf(module: TableModule, row: Row, name: string): string {
  const value = row[name];
  return module.fields[name]?.kind === "datetime" ? formatDateTime(String(value)) : String(value);
}

function paramsOf(module: TableModule, row: Row, piece: DetailPiece): Record<string, string> {
  return Object.fromEntries(Object.entries(piece.params ?? {}).map(([param, name]) => [param, wordsOf(module, row, name)]));
}

export function DetailPieces({ module, row }: { module: TableModule; row: Row }) {
  const pieces = (module.slots?.details ?? []).filter((piece) => detailPieceFields(piece).every((name) => hasValue(row[name])));
  if (!pieces.length) return null;
  return (
    <ul className="admin-detail-pieces">
      {pieces.map((piece) => (
        <li key={piece.key} data-piece={piece.key}>
          {piece.kind === "sentence" ? (
            text(piece.text, paramsOf(module, row, piece))
          ) : (
            <a href={piece.href.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(row[name])))}>
              {text(piece.label, paramsOf(module, row, piece))}
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}
