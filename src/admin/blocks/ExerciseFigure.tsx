/** "Right at the first try: 3 of 5 children (60%)" beside an exercise (issue 30); a low share may mean a confusing question. */
import { m } from "../../../admin-modules/domain/i18n";
import { formatNumber, formatPercent } from "../../../admin-modules/domain/intl";

export interface Figure {
  tried: number;
  rightFirstTime: number;
}

export function ExerciseFigure({ figure }: { figure: Figure | undefined }) {
  if (!figure || figure.tried === 0) return <p className="block-figure admin-help">{m["admin.blocks.statsNone"]()}</p>;
  return (
    <p className="block-figure" title={m["admin.blocks.statsHelp"]()}>
      {m["admin.blocks.statsSome"]({
        right: formatNumber(figure.rightFirstTime),
        children: formatNumber(figure.tried),
        percent: formatPercent(figure.rightFirstTime / figure.tried),
      })}
    </p>
  );
}
