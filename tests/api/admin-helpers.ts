import { sql } from "kysely";
import { expect } from "vitest";
import { getTableModule, reviewPictureOf } from "../../admin-modules/registry";
import type { TestCaller, TestEnv } from "../support/api";

export type Outcome = "OK" | "UNAUTHORIZED" | "FORBIDDEN" | "NOT_FOUND" | "BAD_REQUEST" | "CONFLICT";

export interface Persona {
  name: "anonymous" | "no role" | "organization A" | "organization B" | "super admin";
  role: "super_admin" | "organization" | null;
  userId: number | null;
  api: TestCaller["api"];
}

export async function personas(env: TestEnv) {
  const anon = await env.caller();
  const plain = await env.userCaller({ role: null, name: "Plain User" });
  const orgA = await env.userCaller({ role: "organization", organizationName: "Org A", name: "Org A User" });
  const orgB = await env.userCaller({ role: "organization", organizationName: "Org B", name: "Org B User" });
  const sa = await env.userCaller({ role: "super_admin", name: "Super Admin" });
  const all: Persona[] = [
    { name: "anonymous", role: null, userId: null, api: anon.api },
    { name: "no role", role: null, userId: plain.userId, api: plain.api },
    { name: "organization B", role: "organization", userId: orgB.userId, api: orgB.api },
    { name: "organization A", role: "organization", userId: orgA.userId, api: orgA.api },
    { name: "super admin", role: "super_admin", userId: sa.userId, api: sa.api },
  ];
  return { all, anon: all[0]!, plain: all[1]!, orgB: all[2]!, orgA: all[3]!, sa: all[4]! };
}

import { errorOf } from "../support/api";
export { errorOf };

export async function snapshot(env: TestEnv, tables: readonly string[]) {
  const out: Record<string, unknown[]> = {};
  for (const table of tables) {
    if (env.dialect === "sqlite") out[table] = (await sql.raw(`SELECT * FROM ${table} ORDER BY rowid`).execute(env.db)).rows;
    // PostgreSQL has no rowid: the rows in an order of their own content, the same before and after when nothing changed.
    else
      out[table] = (await sql.raw(`SELECT * FROM ${table}`).execute(env.db)).rows
        .map((row) => [JSON.stringify(row), row] as const)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([, row]) => row);
  }
  return out;
}

/**
 * Runs a call expected to give `outcome`. A refused call must answer that code and leave `tables`
 * exactly as they were.
 */
export async function attempt<T>(env: TestEnv, label: string, call: () => Promise<T>, outcome: Outcome, tables: readonly string[]): Promise<T | undefined> {
  if (outcome === "OK") {
    try {
      return await call();
    } catch (error) {
      throw new Error(`${label}: expected success, got ${(error as Error).message}`);
    }
  }
  const before = await snapshot(env, tables);
  const error = await errorOf(call()).catch((e: Error) => {
    throw new Error(`${label}: ${e.message}`);
  });
  expect(error.code, label).toBe(outcome);
  expect(await snapshot(env, tables), `${label}: tables changed`).toEqual(before);
  return undefined;
}

let unique = 0;
export const next = () => ++unique;

/** Inserts a row straight into a table (fixtures), returning its id. */
export async function insertRow(env: TestEnv, table: string, values: Record<string, unknown>): Promise<number> {
  const row = await env.db
    .insertInto(table as "announcements")
    .values(values as never)
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export const futureDate = (days = 30) => new Date(Date.now() + days * 86400000).toISOString().slice(0, 10);

export function eventValues(owner: number | null, extra: Record<string, unknown> = {}) {
  return {
    title: `Event ${next()}`,
    type: "workshop",
    event_date: futureDate(),
    start_time: "09:00",
    end_time: "11:00",
    location: "Town Hall",
    district: "Colombo",
    capacity: 10,
    age_group: "all",
    organizer_name: "Organizer",
    created_by: owner,
    ...extra,
  };
}

/**
 * The reviewer's screen showed the row's picture (issue 29, no approval without seeing): what the review
 * dialog and the bulk grid report once a picture has loaded, and what an approval of a picture needs.
 */
export async function showPicture(api: TestCaller["api"], module: string, id: number): Promise<void> {
  const row = await api.admin.get({ module, id });
  const picture = reviewPictureOf(getTableModule(module)!, row as Record<string, unknown>);
  if (picture) await api.adminWorkflows.reviewShown({ module, id, picture });
}
