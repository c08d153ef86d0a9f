/**
 * Bad input against every procedure of the router, as every kind of caller: for each procedure, an input
 * generated from its zod schema, then broken on purpose field by field and as a whole (wrong types, 1 MB
 * strings, deep nesting, __proto__ keys, NUL, lone surrogates, NaN/Infinity, Sinhala and Tamil text).
 * Never an INTERNAL_SERVER_ERROR or a non-tRPC error; a refused call writes nothing; a query never writes (an export only its audit entry);
 * Sinhala and Tamil text that is accepted into a stored field comes back unchanged.
 */
import { TRPCError } from "@trpc/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestEnv, type TestEnv } from "../support/api";
import { allProcedures, callPath, type JsonSchema, type ProcedureInfo, sample } from "./procedures";
import { type Caller, changedTables, checksum, fiveCallers, restoreFiveCallers, totalChanges } from "./support";
import { columnNames, queryFirst, tableNames, textPosition } from "../support/tables";
import { resetRateLimits } from "../../server/auth/rate-limit";

const SINHALA = "ළමා අයිතිවාසිකම් සුරකින්න";
const TAMIL = "குழந்தை உரிமைகளைப் பாதுகாப்போம்";

function deep(depth: number): unknown {
  let value: unknown = "bottom";
  for (let i = 0; i < depth; i++) value = { a: value, b: [value] };
  return value;
}

/** Values no procedure should choke on. Created once: the 1 MB string is shared. */
const BAD: [string, unknown][] = [
  ["a number", 12345],
  ["a word", "not-a-number"],
  ["true", true],
  ["null", null],
  ["undefined", undefined],
  ["an array", [1, "a", null]],
  ["an object", { a: 1 }],
  ["a 1 MB string", "x".repeat(1024 * 1024)],
  ["deep nesting", deep(2000)],
  ["__proto__ keys", JSON.parse('{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}')],
  ["NUL", "a\u0000b"],
  ["lone surrogates", "\uD800x\uDFFF"],
  ["NaN", Number.NaN],
  ["Infinity", Number.POSITIVE_INFINITY],
  ["-Infinity", Number.NEGATIVE_INFINITY],
  ["a fraction", 1.5],
  ["a huge number", 1e308],
  ["a negative number", -1],
  ["Sinhala", SINHALA],
  ["Tamil", TAMIL],
  ["control and bidi characters", "\u202Eabc\u0007\uFEFF"],
];

let env: TestEnv;
let people: Caller[];
/** Tallies that show the fuzz reached past validation, not only into it. */
const tally = { calls: 0, accepted: 0, refused: 0, textRoundTrips: 0 };

beforeAll(async () => {
  env = await createTestEnv({ seed: true });
  people = await fiveCallers(env);
});
afterAll(() => env.cleanup());

const restoreCallers = () => restoreFiveCallers(env, people);

/** Every variant of one procedure's input: the generated one, each field broken, the whole broken. */
function variants(proc: ProcedureInfo): { label: string; input: unknown; text?: string }[] {
  const base = sample(proc.json);
  const out: { label: string; input: unknown; text?: string }[] = [{ label: "generated", input: base }];
  for (const [label, bad] of BAD) out.push({ label: `whole input: ${label}`, input: bad });
  const fields = (schema: JsonSchema | undefined, value: unknown, prefix: string[]) => {
    if (!schema?.properties || typeof value !== "object" || value === null) return;
    for (const [name, child] of Object.entries(schema.properties)) {
      for (const [label, bad] of BAD) {
        const input = structuredClone(base) as Record<string, unknown>;
        let target = input;
        for (const part of prefix) target = target[part] as Record<string, unknown>;
        target[name] = bad;
        out.push({ label: `${[...prefix, name].join(".")}: ${label}`, input, text: bad === SINHALA || bad === TAMIL ? (bad as string) : undefined });
      }
      if (prefix.length === 0) fields(child, (value as Record<string, unknown>)[name], [name]);
    }
  };
  fields(proc.json, base, []);
  return out;
}

/** Whether `text` is stored, unchanged, in some text column of some table. */
async function storedSomewhere(text: string): Promise<boolean> {
  for (const name of await tableNames(env)) {
    for (const column of await columnNames(env, name)) {
      // Cast: SQLite's instr() takes any column; PostgreSQL's strpos() only text.
      const hit = await queryFirst(env, `SELECT 1 FROM "${name}" WHERE ${textPosition(env)}(CAST("${column}" AS TEXT), ?) > 0 LIMIT 1`, [text]);
      if (hit) return true;
    }
  }
  return false;
}

/** Refused sign-ins and password changes are counted here on purpose: that is the throttle. */
// Attempt counters record refused calls too (that is their job), and the limits' daily hit counts.
const RECORDS_REFUSALS = ["login_attempts", "rate_limits", "rate_limit_hits"];
/** The one query that writes: an accepted export leaves its audit log entry (issue #14), and nothing else. */
const AUDITED_QUERIES = new Set(["admin.exportRows"]);
const withoutAudit = { except: [...RECORDS_REFUSALS, "audit_log"] };

/** Fields whose accepted text is kept as written (names, titles, stories), not searched, hashed or mapped. */
const STORED_TEXT =
  /^(values\.)?(title|full_?name|fullName|name|description|content|notes|details|story|location|organizer_name|author_name|bio|message|reason|site_name|instructor_name|organization_name)$/;

describe("bad input against every procedure", () => {
  const procedures = allProcedures();

  it("finds the router's procedures", () => {
    expect(procedures.length).toBeGreaterThan(40);
    expect(procedures.map((p) => p.path)).toContain("auth.signIn");
  });

  it.each(procedures.map((p) => [p.path, p] as const))("%s", { timeout: 60_000 }, async (_path, proc) => {
    const failures: string[] = [];
    await restoreCallers();
    let known = await checksum(env, { except: RECORDS_REFUSALS });
    let knownWithoutAudit = await checksum(env, withoutAudit);
    let baseline = await totalChanges(env);
    for (const person of people) {
      for (const variant of variants(proc)) {
        let error: unknown = null;
        try {
          await callPath(person.api, proc.path, variant.input);
        } catch (caught) {
          error = caught;
        }
        const label = `${proc.path} as ${person.name} with ${variant.label}`;
        tally.calls++;
        if (error) tally.refused++;
        else tally.accepted++;
        // total_changes() is cheap; the full checksum is taken only when something was written.
        const after = (await totalChanges(env)) !== baseline ? await checksum(env, { except: RECORDS_REFUSALS }) : known;
        const wrote = after !== known ? changedTables(known, after).join(", ") : "";
        if (error) {
          if (!(error instanceof TRPCError)) failures.push(`${label}: not a tRPC error: ${String(error)}`);
          else if (error.code === "INTERNAL_SERVER_ERROR")
            failures.push(`${label}: INTERNAL_SERVER_ERROR ${String(error.cause ?? error.message).slice(0, 200)}`);
          else if (wrote) failures.push(`${label}: refused with ${error.code} but wrote into ${wrote}`);
        } else {
          const audited = AUDITED_QUERIES.has(proc.path) && (await checksum(env, withoutAudit)) === knownWithoutAudit;
          if (proc.type === "query" && wrote && !audited) failures.push(`${label}: a query wrote into ${wrote}`);
          if (proc.type === "mutation" && variant.text && STORED_TEXT.test(variant.label.split(":")[0]!)) {
            tally.textRoundTrips++;
            if (!(await storedSomewhere(variant.text))) failures.push(`${label}: accepted, but the text was not stored unchanged`);
          }
        }
        if ((await totalChanges(env)) !== baseline) {
          // An accepted write may have signed a caller out or changed its role: put them back.
          await restoreCallers();
          known = await checksum(env, { except: RECORDS_REFUSALS });
          knownWithoutAudit = await checksum(env, withoutAudit);
          baseline = await totalChanges(env);
        }
        if (failures.length > 10) break;
      }
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(failures).toEqual([]);
  });

  it("reached past validation: calls were accepted and Sinhala/Tamil text was stored and found", () => {
    console.info(`fuzz: ${tally.calls} calls, ${tally.accepted} accepted, ${tally.refused} refused, ${tally.textRoundTrips} Sinhala/Tamil round trips`);
    expect(tally.calls).toBeGreaterThan(5000);
    expect(tally.accepted).toBeGreaterThan(100);
    expect(tally.textRoundTrips).toBeGreaterThan(5);
  });
});

describe("Sinhala and Tamil text round-trips where it is accepted", () => {
  it("account names and an announcement keep every character", async () => {
    // The fuzzing above signs up hundreds of accounts within the hour and closes the global sign-up valve.
    await resetRateLimits(env.db);
    const { api } = await env.caller({ ip: "192.0.2.50" });
    await api.auth.signUp({ username: "tamil_kid", email: "tamil@example.org", password: "secret-password", ageRange: "18_plus" });
    await api.auth.signIn({ email: "tamil@example.org", password: "secret-password" });
    await api.auth.updateProfile({ full_name: TAMIL });
    expect((await api.auth.session()).profile?.full_name).toBe(TAMIL);
    await api.auth.updateProfile({ full_name: SINHALA, phone: "0771234567" });
    expect((await api.auth.session()).profile?.full_name).toBe(SINHALA);
    const admin = people.find((p) => p.role === "super_admin")!;
    const created = await admin.api.admin.create({ module: "announcements", values: { title: SINHALA, content: `${TAMIL}\n${SINHALA}`, priority: 1 } });
    const row = await admin.api.admin.get({ module: "announcements", id: Number(created.row.id) });
    expect([row.title, row.content]).toEqual([SINHALA, `${TAMIL}\n${SINHALA}`]);
  });
});
