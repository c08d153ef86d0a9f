/**
 * `npm run bench:lighthouse`: the public pages as a child's phone sees them. Lighthouse (mobile preset,
 * its default simulated throttling: a slow 4G network and a 4x slower CPU) drives Debian's Chromium
 * against the built server, which this script starts on a fresh data folder (so it seeds the demo content
 * itself, as a new site does). Each page is measured several times; each figure in the table is the
 * median of its runs. Goals (issue #10): performance at least 95, largest contentful paint at most
 * 2.0 s, total blocking time at most 150 ms, cumulative layout shift at most 0.05, accessibility 100.
 *
 * Lighthouse 12 is used, not 13: 13 needs Node 22.19+, and Node 20 is still supported here. Everything
 * stays on 127.0.0.1: Lighthouse's error reporting is off (its default in the Node API), and Chromium
 * runs with chrome-launcher's default flags, which turn off background networking and updates.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { build } from "./build.mjs";
import { buildIsStale } from "./lib/build-stamp.mjs";
import { SERVER_ENV, SERVER_NODE_FLAGS } from "./lib/server-node-flags.mjs";
import { CliError, intOption, runCommand, say, UsageError } from "./lib/cli";
import { allGoalsMet, figuresFromReport, formatTable, median, type PageFigures, type PageRow } from "./lib/lighthouse-goals";

const usage = `Usage: npm run bench:lighthouse -- [--runs N] [--port P] [--languages en,si,ta] [--english-only] [--pages /,/events]

Builds when dist/ is stale, starts the built server on 127.0.0.1:P (default 3511) with a fresh data
folder and the demo content, and runs Lighthouse (mobile preset, default throttling) N times (default 3)
on each page in each language with Debian's Chromium (CHROMIUM_PATH, default /usr/bin/chromium).
Prints the median of each figure against the goals of issue #10, and the machine's load average.
By default: /, /emergency, /learning and /events in English, Sinhala (/si/...) and Tamil (/ta/...),
12 pages (issue #34).

Options:
  --runs N        Lighthouse runs per page (default 3)
  --port P        the server's port; Chromium's debugging port is P+1 (default 3511)
  --languages L   these of en, si, ta, comma-separated (default: all three)
  --english-only  the same as --languages en
  --pages LIST    these of /, /resources, /learning, /media, /events, /emergency, comma-separated
                  (default: /, /emergency, /learning, /events)
  -h, --help      show this help

Exit codes: 0 every goal met on every page, 1 a goal not met (or a page not measured), 2 bad arguments`;

/** Tries per run when Lighthouse reports that it could not measure the page. */
const ATTEMPTS = 3;
const PAGES = ["/", "/resources", "/learning", "/media", "/events", "/emergency"];
/** What a child opens first and most (issue #34): measured by default in every language. */
const DEFAULT_PAGES = ["/", "/emergency", "/learning", "/events"];
const LANGUAGES = ["en", "si", "ta"];
const root = path.resolve(import.meta.dirname, "..");

async function waitForHealth(url: string, server: ChildProcess, limitMs: number): Promise<void> {
  const started = performance.now();
  while (performance.now() - started < limitMs) {
    if (server.exitCode !== null) throw new CliError(`the server exited with code ${server.exitCode} before it answered`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new CliError(`no answer from ${url} within ${limitMs / 1000} s`);
}

/** One Lighthouse run in a Chromium of its own (a fresh profile, so no run warms the next one's cache). */
async function measure(url: string, chromePath: string, debuggingPort: number, benchmarkIndexes: number[]): Promise<PageFigures | { error: string }> {
  const chrome = await chromeLauncher.launch({ chromePath, port: debuggingPort, chromeFlags: ["--headless=new", "--no-sandbox"], logLevel: "silent" });
  try {
    // No config: Lighthouse's default is the mobile preset with simulated throttling.
    const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance", "accessibility"] });
    if (!result) return { error: "Lighthouse returned no report" };
    // Lighthouse's own yardstick of this machine's CPU at the time (higher is faster).
    if (result.lhr.environment?.benchmarkIndex) benchmarkIndexes.push(result.lhr.environment.benchmarkIndex);
    return figuresFromReport(result.lhr);
  } finally {
    // The next run's Chromium listens on the same port: wait until this one has let go of it.
    const exited = new Promise((resolve) =>
      chrome.process.exitCode !== null || chrome.process.signalCode !== null ? resolve(null) : chrome.process.once("exit", resolve),
    );
    chrome.kill();
    await exited;
    await waitUntilClosed(debuggingPort);
  }
}

/** Resolves once nothing accepts connections on the port any more (a killed process's children may linger). */
async function waitUntilClosed(port: number): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, "127.0.0.1");
      socket.once("connect", () => {
        socket.destroy();
        resolve(true);
      });
      socket.once("error", () => resolve(false));
    });
    if (!open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new CliError(`Chromium still holds port ${port} 10 s after it was stopped`);
}

runCommand({
  usage,
  options: {
    runs: { type: "string" },
    port: { type: "string" },
    languages: { type: "string" },
    "english-only": { type: "boolean" },
    pages: { type: "string" },
  },
  async run({ values }) {
    const runs = intOption(values.runs, "runs", 3, 1, 25);
    const port = intOption(values.port, "port", 3511, 1, 65_534);
    const chromePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
    if (!fs.existsSync(chromePath)) throw new CliError(`no Chromium at ${chromePath} (apt-get install chromium, or set CHROMIUM_PATH)`);
    const chosen = values.pages ? values.pages.split(",").map((page) => page.trim()) : DEFAULT_PAGES;
    const unknown = chosen.filter((page) => !PAGES.includes(page));
    if (unknown.length) throw new UsageError(`--pages: ${unknown.join(", ")} is not one of ${PAGES.join(", ")}.`);
    const languages = values["english-only"] ? ["en"] : values.languages ? values.languages.split(",").map((language) => language.trim()) : LANGUAGES;
    const unknownLanguages = languages.filter((language) => !LANGUAGES.includes(language));
    if (unknownLanguages.length || languages.length === 0) throw new UsageError(`--languages: choose among ${LANGUAGES.join(", ")}.`);
    // English at the bare address; Sinhala and Tamil under their prefix (/si/, /ta/).
    const pages = languages.flatMap((language) => chosen.map((page) => (language === "en" ? page : `/${language}${page}`)));

    if (buildIsStale()) {
      say("dist/ is missing or older than the sources; building ...");
      await build();
    }

    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-lighthouse-"));
    const env = {
      ...process.env,
      ...SERVER_ENV,
      DATABASE_FILE: path.join(dir, "app.db"),
      UPLOADS_DIR: path.join(dir, "uploads"),
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DEMO: "1",
    };
    // The built server, as `npm start` runs it: plain node. On an empty database it seeds the demo content.
    const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, path.join(root, "dist/server/server/main.js")], {
      cwd: root,
      env,
      stdio: ["ignore", "ignore", "pipe"],
    });
    let serverErrors = "";
    server.stderr!.on("data", (chunk: Buffer) => (serverErrors = (serverErrors + chunk.toString()).slice(-2000)));
    const rows: PageRow[] = [];
    const benchmarkIndexes: number[] = [];
    try {
      const base = `http://127.0.0.1:${port}`;
      await waitForHealth(`${base}/healthz`, server, 60_000).catch((error: unknown) => {
        throw new CliError(`${(error as Error).message}${serverErrors ? `; the server said: ${serverErrors.trim().split("\n").at(-1)}` : ""}`);
      });
      say(`Lighthouse ${runs}x on ${pages.length} pages of ${base} (mobile preset, default throttling), Chromium ${chromePath}`);
      for (const page of pages) {
        const figures: PageFigures[] = [];
        let error: string | undefined;
        for (let run = 1; run <= runs && !error; run++) {
          // Lighthouse itself says "run Lighthouse again" when its trace of the load went wrong (NO_NAVSTART and
          // the like, which a busy machine provokes): such a run is repeated, at most twice; it never counts as a zero.
          for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
            const measured = await measure(base + page, chromePath, port + 1, benchmarkIndexes);
            if ("error" in measured) {
              const last = attempt === ATTEMPTS;
              say(`  ${page} run ${run}: failed (${measured.error})${last ? "" : ", trying again"}`);
              if (last) error = measured.error;
              continue;
            }
            figures.push(measured);
            say(
              `  ${page} run ${run}: performance ${Math.round(measured.performance)}, LCP ${(measured.lcpMs / 1000).toFixed(2)} s, TBT ${Math.round(measured.tbtMs)} ms`,
            );
            break;
          }
        }
        rows.push(error ? { page, error } : { page, runs: figures });
      }
    } finally {
      server.kill("SIGTERM");
      await new Promise((resolve) => (server.exitCode !== null ? resolve(null) : server.once("exit", resolve)));
      fs.rmSync(dir, { recursive: true, force: true });
    }

    const [load1] = os.loadavg();
    const machine =
      `load average ${load1!.toFixed(2)} on ${os.cpus().length} cores` +
      (benchmarkIndexes.length ? `, Lighthouse benchmark index ${Math.round(median(benchmarkIndexes))}` : "");
    say(`\n${runs === 1 ? "One run" : `Median of ${runs} runs`} per page, ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC, ${machine}\n`);
    say(formatTable(rows));
    if (!allGoalsMet(rows)) throw new CliError("Some goals are NOT met (✗ above).");
    say("\nEvery goal met on every page.");
  },
});
