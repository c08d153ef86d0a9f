/**
 * Where a server's time went: the functions of a V8 CPU profile (node --cpu-prof) by self time and by
 * inclusive time (the function and what it called), as shares of the busy time (every sample but idle)
 * and, with --answers, in microseconds per answer. With --from/--to (microseconds on the monotonic clock,
 * as npm run bench:http prints them when BENCH_NODE_FLAGS has --cpu-prof) only the samples of the
 * measured seconds count, not the start, the warm-up or the idle minutes around them.
 *
 *   npx tsx scripts/cpu-profile-summary.ts /tmp/prof/CPU.*.cpuprofile --from 123 --to 456 --answers 4000 [--top 40]
 */
import fs from "node:fs";
import { parseArgs } from "node:util";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { from: { type: "string" }, to: { type: "string" }, answers: { type: "string" }, top: { type: "string" } },
});
if (positionals.length !== 1) {
  console.error("Usage: npx tsx scripts/cpu-profile-summary.ts FILE.cpuprofile [--from US] [--to US] [--answers N] [--top N]");
  process.exit(2);
}
const profile = JSON.parse(fs.readFileSync(positionals[0]!, "utf8")) as Profile;
const from = values.from ? Number(values.from) : -Infinity;
const to = values.to ? Number(values.to) : Infinity;
const answers = values.answers ? Number(values.answers) : null;
const top = values.top ? Number(values.top) : 30;

const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const parentOf = new Map<number, number>();
for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);

/** A function's name: its own, the file it is in (the part after node_modules, or after dist/) and its line. */
function nameOf(node: ProfileNode): string {
  const { functionName, url, lineNumber } = node.callFrame;
  const file = url
    .replace(/^file:\/\//, "")
    .replace(/^.*node_modules\//, "")
    .replace(/^.*\/dist\//, "");
  return `${functionName || "(anonymous)"}${file ? ` ${file}:${lineNumber + 1}` : ""}`;
}

const self = new Map<string, number>();
const inclusive = new Map<string, number>();
let busy = 0;
let idle = 0;
let time = profile.startTime;
for (let i = 0; i < profile.samples.length; i++) {
  time += profile.timeDeltas[i]!;
  if (time < from || time > to) continue;
  // A sample stands for the time until the next one.
  const duration = profile.timeDeltas[i + 1] ?? 0;
  const leaf = byId.get(profile.samples[i]!)!;
  if (leaf.callFrame.functionName === "(idle)") {
    idle += duration;
    continue;
  }
  busy += duration;
  const leafName = nameOf(leaf);
  self.set(leafName, (self.get(leafName) ?? 0) + duration);
  const seen = new Set<string>();
  for (let id: number | undefined = leaf.id; id !== undefined; id = parentOf.get(id)) {
    const name = nameOf(byId.get(id)!);
    if (seen.has(name)) continue;
    seen.add(name);
    inclusive.set(name, (inclusive.get(name) ?? 0) + duration);
  }
}

const line = (name: string, us: number) =>
  `${((100 * us) / busy).toFixed(1).padStart(5)} %  ${answers ? `${(us / answers).toFixed(0).padStart(5)} µs/answer  ` : ""}${name}`;
console.log(
  `busy ${(busy / 1000).toFixed(0)} ms, idle ${(idle / 1000).toFixed(0)} ms${answers ? `, ${answers} answers: ${(busy / answers / 1000).toFixed(3)} ms busy per answer` : ""}`,
);
console.log(`\nself time, top ${top}:`);
for (const [name, us] of [...self].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(line(name, us));
console.log(`\ninclusive time, top ${top}:`);
for (const [name, us] of [...inclusive].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(line(name, us));
