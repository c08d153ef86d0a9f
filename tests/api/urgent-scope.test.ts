/**
 * Issue 29: the dashboard's urgent count and oldest wait, for every staff role, over what that role may
 * see. An organization counts its own events and content submissions holding a safeguarding word, never
 * another organization's, and neither children's media nor reports (which only super admins see); a super
 * admin counts everything. What counts is the mark stored when the item was written.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestEnv, type TestEnv } from "../support/api";
import { eventValues, insertRow, personas } from "./admin-helpers";

let env: TestEnv;
let people: Awaited<ReturnType<typeof personas>>;

beforeAll(async () => {
  env = await createTestEnv();
  people = await personas(env);
});
afterAll(() => env.cleanup());

const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();
const urgentOf = async (who: keyof Awaited<ReturnType<typeof personas>>) =>
  (await (people[who] as { api: typeof people.sa.api }).api.adminWorkflows.dashboard()).urgent;

describe("urgent count by role", () => {
  it("an organization counts only its own waiting items with a safeguarding word; a super admin counts all", async () => {
    expect(await urgentOf("orgA")).toEqual({ count: 0, oldestMinutes: null });

    // Org A's own submission (through the generic form) and its own held event, both with a safeguarding word.
    const { row } = await people.orgA.api.admin.create({
      module: "content-resource",
      values: { title: "Worksheet", description: "For a child who says: they hits me at home" },
    });
    await env.db
      .updateTable("content_submissions")
      .set({ submitted_at: hoursAgo(3) })
      .where("id", "=", Number(row.id))
      .execute();
    // Rows written straight to the database carry the stored mark the write paths set (urgent-submissions.test.ts).
    await insertRow(
      env,
      "events",
      eventValues(people.orgA.userId, { title: "Talk about bullying", review_status: "pending", urgent: 1, urgent_rule: "bullying: bullying" }),
    );
    // Org A's ordinary submission does not count.
    await people.orgA.api.admin.create({ module: "content-resource", values: { title: "Maths", description: "Counting games" } });
    // Org B's urgent submission and a child's urgent story are not Org A's to see.
    await insertRow(env, "content_submissions", {
      title: "B's",
      description: "I want to die",
      content_type: "event",
      submitted_by: people.orgB.userId,
      submitted_at: hoursAgo(10),
      urgent: 1,
      urgent_rule: "self_harm: want to die",
    });
    await insertRow(env, "media_submissions", {
      title: "Story",
      type: "story",
      author_name: "Kid",
      content: "x",
      status: "pending",
      urgent: 1,
      urgent_rule: "self_harm: suicide",
    });
    await insertRow(env, "reports", { target_type: "media", target_id: 1, reason: "bullying", status: "open", urgent: 1, urgent_rule: "bullying: bully me" });

    const orgA = await urgentOf("orgA");
    expect(orgA.count).toBe(2);
    expect(orgA.oldestMinutes).toBeGreaterThanOrEqual(179);
    expect(orgA.oldestMinutes).toBeLessThan(185);
    const orgB = await urgentOf("orgB");
    expect(orgB.count).toBe(1);
    expect(orgB.oldestMinutes).toBeGreaterThanOrEqual(599);
    // The super admin: both organizations' items, the child's story and the report.
    expect((await urgentOf("sa")).count).toBe(5);
  });

  it("a decided item no longer counts", async () => {
    const before = (await urgentOf("orgB")).count;
    await env.db.updateTable("content_submissions").set({ status: "rejected" }).where("submitted_by", "=", people.orgB.userId).execute();
    expect((await urgentOf("orgB")).count).toBe(before - 1);
  });
});
