/** `npm run crash-test -- [--rounds N]`: SIGKILL the server at random moments under writes; nothing acknowledged may be lost. */
import { intOption, runCommand, say, CliError, formatSeconds } from "./lib/cli";
import { runCrashTest } from "./lib/crash-test";

const usage = `Usage: npm run crash-test -- [--rounds N] [--writers W] [--max-acks K] [--keep DIR]

Starts the server on a temporary SQLite file, writes through the HTTP API (profile updates and
sign-ups), kills the server with SIGKILL at a random moment, restarts it and checks integrity_check,
foreign_key_check and that every acknowledged write is present. Repeats N times.

Options:
  --rounds N        kill/restart rounds (default 50)
  --writers W       signed-in users updating their profile in parallel (default 3)
  --max-acks K      kill after a random 1..K acknowledged writes of the round (default 20)
  --keep DIR        use DIR for the database and keep it afterwards
  -h, --help        show this help

Exit codes: 0 nothing lost, 1 a write was lost or the database is damaged, 2 bad arguments`;

runCommand({
  usage,
  options: { rounds: { type: "string" }, writers: { type: "string" }, "max-acks": { type: "string" }, keep: { type: "string" } },
  async run({ values }) {
    const rounds = intOption(values.rounds, "rounds", 50, 1, 100_000);
    const writers = intOption(values.writers, "writers", 3, 1, 50);
    const maxAcks = intOption(values["max-acks"], "max-acks", 20, 1, 100_000);
    const result = await runCrashTest({
      rounds,
      writers,
      maxAcks,
      dir: values.keep,
      onRound: (r) =>
        say(
          `round ${r.round}: killed after ${r.killedAfterMs} ms, restarted in ${r.restartMs} ms, ${r.acknowledged} acknowledged writes, ${r.lost} lost, integrity ${r.integrity}, ${r.foreignKeyViolations} foreign key violations`,
        ),
    });
    say(`${result.rounds} rounds in ${formatSeconds(result.durationMs)}: ${result.acknowledged} acknowledged writes, ${result.lost} lost.`);
    if (result.problems.length) {
      for (const p of result.problems.slice(0, 20)) say(`  ${p}`);
      throw new CliError(`${result.problems.length} problems found.`);
    }
  },
});
