/**
 * Durability: 20 rounds of SIGKILL under acknowledged writes, restart, and checks (integrity_check,
 * foreign_key_check, every acknowledged write present). The long variant: `npm run crash-test -- --rounds N`.
 */
import { describe, expect, it } from "vitest";
import { runCrashTest, type RoundReport } from "../../scripts/lib/crash-test";

describe("crash durability", () => {
  it("20 SIGKILLs under writes lose no acknowledged write and leave a sound database", { timeout: 180_000 }, async () => {
    const rounds: RoundReport[] = [];
    const result = await runCrashTest({ rounds: 20, writers: 2, maxAcks: 6, onRound: (r) => void rounds.push(r) });
    expect(result.problems).toEqual([]);
    expect(rounds).toHaveLength(20);
    expect(rounds.every((r) => r.integrity === "ok" && r.foreignKeyViolations === 0 && r.lost === 0)).toBe(true);
    expect(result.lost).toBe(0);
    // The writes were real: every round was killed after at least one acknowledged write.
    expect(rounds.every((r) => r.acknowledged >= 1)).toBe(true);
    console.info(
      `crash test: ${result.rounds} rounds, ${result.acknowledged} acknowledged writes, ${result.lost} lost, ${(result.durationMs / 1000).toFixed(1)} s`,
    );
  });
});
