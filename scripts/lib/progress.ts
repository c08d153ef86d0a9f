/**
 * Progress for long steps: a cli-progress bar when standard output is a terminal, and otherwise (cron,
 * a pipe, a log file) a plain line at every tenth, so logs stay readable.
 */
import cliProgress from "cli-progress";
import { formatCount } from "./cli";

export interface Progress {
  update(done: number): void;
  /** Ends the bar; `done` defaults to the total. */
  stop(done?: number): void;
}

export function startProgress(label: string, total: number, unit: string, format: (n: number) => string = formatCount): Progress {
  return process.stdout.isTTY ? terminalBar(label, total, unit, format) : plainLines(label, total, unit, format);
}

function terminalBar(label: string, total: number, unit: string, format: (n: number) => string): Progress {
  const bar = new cliProgress.SingleBar(
    {
      format: `${label} [{bar}] {percentage}% | {shown} / {shownTotal}${unit ? ` ${unit}` : ""} | {duration_formatted}`,
      stream: process.stdout,
      hideCursor: true,
      barsize: 30,
    },
    cliProgress.Presets.shades_classic,
  );
  // cli-progress cannot draw a total of 0; an empty step is drawn as 1 of 1 once done.
  const scale = Math.max(total, 1);
  bar.start(scale, 0, { shown: format(0), shownTotal: format(total) });
  return {
    update: (done) => bar.update(Math.min(done, total), { shown: format(done) }),
    stop: (done = total) => {
      bar.update(done >= total ? scale : done, { shown: format(done) });
      bar.stop();
    },
  };
}

function plainLines(label: string, total: number, unit: string, format: (n: number) => string): Progress {
  const name = label.trimEnd();
  const of = (done: number) => `${format(done)} / ${format(total)}${unit ? ` ${unit}` : ""}`;
  let lastTenth = 0;
  process.stdout.write(`${name}: ${of(0)}\n`);
  return {
    update(done) {
      const tenth = total > 0 ? Math.floor((done / total) * 10) : 10;
      if (tenth > lastTenth && tenth < 10) {
        lastTenth = tenth;
        process.stdout.write(`${name}: ${of(done)} (${tenth * 10}%)\n`);
      }
    },
    stop(done = total) {
      process.stdout.write(`${name}: ${of(done)} (done)\n`);
    },
  };
}
