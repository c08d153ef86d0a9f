/**
 * Issue 29, "no approval without seeing": every path that approves a picture (bulk Approve, Content
 * Review's bulk, the module action the review dialog calls, the fixed reviewSubmission and reviewRow
 * procedures) needs the approving reviewer's screen to have reported that very picture as shown
 * (adminWorkflows.reviewShown, review_shown_marks). Without it the call is refused, in the reviewer's
 * language, and writes nothing; another reviewer's mark does not count; a changed picture needs a new look;
 * a row without a picture (a story) needs no mark.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runWithLocale } from "../../server/http/locale";
import { createTestEnv, type TestCaller, type TestEnv } from "../support/api";
import { errorOf, eventValues, insertRow, next, personas, snapshot } from "./admin-helpers";

let env: TestEnv;
let people: Awaited<ReturnType<typeof personas>>;
let otherReviewer: TestCaller & { userId: number };

const WRITTEN = ["media_submissions", "content_submissions", "resources", "events", "audit_log", "mail_queue", "review_shown_marks"];

beforeAll(async () => {
  env = await createTestEnv();
  people = await personas(env);
  otherReviewer = await env.userCaller({ role: "super_admin", name: "Second Reviewer" });
});
afterAll(() => env.cleanup());

const drawing = (thumbnail: string | null = `/demo/drawing-${next()}.png`) =>
  insertRow(env, "media_submissions", { title: `Drawing ${next()}`, type: "artwork", author_name: "Ama", status: "pending", thumbnail });
/** A pending resource submission with a picture (a poster), by organization A. */
const poster = (image_url: string) =>
  insertRow(env, "content_submissions", {
    title: `Poster ${next()}`,
    description: "A poster",
    content_type: "resource",
    age_group: "11-14",
    tags: "[]",
    content_data: JSON.stringify({ category: "education", file_type: "PDF" }),
    image_url,
    status: "pending",
    submitted_by: people.orgA.userId!,
  });
const story = () =>
  insertRow(env, "media_submissions", { title: `Story ${next()}`, type: "story", author_name: "Ama", status: "pending", content: "Once upon a time" });
const pictureOf = async (id: number) =>
  (await env.db.selectFrom("media_submissions").select("thumbnail").where("id", "=", id).executeTakeFirstOrThrow()).thumbnail!;
const statusOf = async (id: number) => (await env.db.selectFrom("media_submissions").select("status").where("id", "=", id).executeTakeFirstOrThrow()).status;
const shown = async (api: TestCaller["api"], id: number, module = "media") => api.adminWorkflows.reviewShown({ module, id, picture: await pictureOf(id) });

describe("bulk approval of pictures", () => {
  it("refuses a batch whose pictures were not shown, writing nothing, in the reviewer's language", async () => {
    const ids = [await drawing(), await drawing(), await drawing()];
    // Two of three shown: the batch is still refused whole.
    await shown(people.sa.api, ids[0]!);
    await shown(people.sa.api, ids[1]!);
    const before = await snapshot(env, WRITTEN);
    const error = await errorOf(people.sa.api.admin.bulk({ module: "media", action: "approve", ids }));
    expect(error.code).toBe("PRECONDITION_FAILED");
    expect(error.message).toBe("This picture has not been shown to you yet. Look at it before you approve it: nothing was approved.");
    expect(await snapshot(env, WRITTEN)).toEqual(before);
    const sinhala = await runWithLocale("si", () => errorOf(people.sa.api.admin.bulk({ module: "media", action: "approve", ids })));
    expect(sinhala.message).toBe("මෙම පින්තූරය තවම ඔබට පෙන්වා නැත. අනුමත කිරීමට පෙර එය බලන්න: කිසිවක් අනුමත නොකෙරිණි.");
    const tamil = await runWithLocale("ta", () => errorOf(people.sa.api.admin.bulk({ module: "media", action: "approve", ids })));
    expect(tamil.message).toBe("இந்தப் படம் இன்னும் உங்களுக்குக் காட்டப்படவில்லை. அங்கீகரிக்கும் முன் அதைப் பாருங்கள்: எதுவும் அங்கீகரிக்கப்படவில்லை.");
    expect(await snapshot(env, WRITTEN)).toEqual(before);
    for (const id of ids) expect(await statusOf(id)).toBe("pending");
  });

  it("approves once every picture was shown to this reviewer, and the marks are used up", async () => {
    const ids = [await drawing(), await drawing(), await story()];
    await shown(people.sa.api, ids[0]!);
    await shown(people.sa.api, ids[1]!);
    // The story has no picture: its text is what the grid shows, and no mark is needed.
    const result = await people.sa.api.admin.bulk({ module: "media", action: "approve", ids });
    expect(result.done).toBe(3);
    for (const id of ids) expect(await statusOf(id)).toBe("approved");
    const left = await env.db.selectFrom("review_shown_marks").selectAll().where("module", "=", "media").where("row_id", "in", ids).execute();
    expect(left).toEqual([]);
  });

  it("does not count another reviewer's mark", async () => {
    const id = await drawing();
    await shown(otherReviewer.api, id);
    const before = await snapshot(env, WRITTEN);
    const error = await errorOf(people.sa.api.admin.bulk({ module: "media", action: "approve", ids: [id] }));
    expect(error.code).toBe("PRECONDITION_FAILED");
    expect(await snapshot(env, WRITTEN)).toEqual(before);
    // The reviewer who looked may approve.
    expect((await otherReviewer.api.admin.bulk({ module: "media", action: "approve", ids: [id] })).done).toBe(1);
  });

  it("Content Review's bulk: the same refusal for a submission's picture, and approval after the look", async () => {
    const sub = await poster("/demo/poster.png");
    const items = [{ module: "content-resource", id: sub }];
    const before = await snapshot(env, WRITTEN);
    expect((await errorOf(people.sa.api.adminWorkflows.bulkReview({ action: "approve", items }))).code).toBe("PRECONDITION_FAILED");
    expect(await snapshot(env, WRITTEN)).toEqual(before);
    await people.sa.api.adminWorkflows.reviewShown({ module: "content-resource", id: sub, picture: "/demo/poster.png" });
    expect((await people.sa.api.adminWorkflows.bulkReview({ action: "approve", items })).done).toBe(1);
    expect(await env.db.selectFrom("resources").select("id").where("source_submission_id", "=", sub).execute()).toHaveLength(1);
  });

  it("rejecting needs no look (nothing is published)", async () => {
    const id = await drawing();
    expect((await people.sa.api.admin.bulk({ module: "media", action: "reject", ids: [id] })).done).toBe(1);
    expect(await statusOf(id)).toBe("rejected");
  });
});

describe("one-row approval of a picture", () => {
  it("the review action (the dialog's call) is refused without the mark and works with it", async () => {
    const id = await drawing();
    const before = await snapshot(env, WRITTEN);
    const call = () => people.sa.api.admin.action({ module: "media", action: "review", id, values: { decision: "approved" } });
    expect((await errorOf(call())).code).toBe("PRECONDITION_FAILED");
    expect(await snapshot(env, WRITTEN)).toEqual(before);
    await shown(people.sa.api, id);
    await call();
    expect(await statusOf(id)).toBe("approved");
    // Approving again (media may be re-reviewed) needs a new look: the mark was used up.
    await people.sa.api.admin.action({ module: "media", action: "review", id, values: { decision: "rejected" } });
    expect((await errorOf(call())).code).toBe("PRECONDITION_FAILED");
  });

  it("reviewSubmission and reviewRow (direct calls) are refused without the mark", async () => {
    const sub = await poster("https://example.org/poster.png");
    const event = await insertRow(env, "events", eventValues(people.orgA.userId!, { review_status: "pending", thumbnail: "/demo/event.png" }));
    const before = await snapshot(env, WRITTEN);
    expect((await errorOf(people.sa.api.adminWorkflows.reviewSubmission({ id: sub, decision: "approved" }))).code).toBe("PRECONDITION_FAILED");
    expect((await errorOf(people.sa.api.adminWorkflows.reviewRow({ module: "events", id: event, decision: "approved" }))).code).toBe("PRECONDITION_FAILED");
    expect(await snapshot(env, WRITTEN)).toEqual(before);
    await people.sa.api.adminWorkflows.reviewShown({ module: "content-resource", id: sub, picture: "https://example.org/poster.png" });
    await people.sa.api.adminWorkflows.reviewShown({ module: "events", id: event, picture: "/demo/event.png" });
    expect((await people.sa.api.adminWorkflows.reviewSubmission({ id: sub, decision: "approved" })).status).toBe("approved");
    expect((await people.sa.api.adminWorkflows.reviewRow({ module: "events", id: event, decision: "approved" }))?.status).toBe("approved");
  });
});

describe("reporting a picture as shown", () => {
  it("a picture changed since it was shown needs a new look", async () => {
    const id = await drawing("/demo/first.png");
    await shown(people.sa.api, id);
    await env.db.updateTable("media_submissions").set({ thumbnail: "/demo/second.png" }).where("id", "=", id).execute();
    expect((await errorOf(people.sa.api.admin.bulk({ module: "media", action: "approve", ids: [id] }))).code).toBe("PRECONDITION_FAILED");
    // Reporting the old picture now is refused too.
    const stale = await errorOf(people.sa.api.adminWorkflows.reviewShown({ module: "media", id, picture: "/demo/first.png" }));
    expect(stale.code).toBe("CONFLICT");
    await shown(people.sa.api, id);
    expect((await people.sa.api.admin.bulk({ module: "media", action: "approve", ids: [id] })).done).toBe(1);
  });

  it("is for reviewers only: organizations, members and visitors cannot leave a mark", async () => {
    const id = await drawing();
    for (const persona of [people.orgA, people.plain, people.anon]) {
      const error = await errorOf(shown(persona.api, id));
      expect(["FORBIDDEN", "UNAUTHORIZED"]).toContain(error.code);
    }
    expect(await env.db.selectFrom("review_shown_marks").selectAll().where("row_id", "=", id).execute()).toEqual([]);
  });
});

describe("the age of a look", () => {
  it("a mark older than a working day no longer lets an approval through; a new look does", async () => {
    const id = await drawing();
    await shown(people.sa.api, id);
    await env.db
      .updateTable("review_shown_marks")
      .set({ shown_at: new Date(Date.now() - 13 * 3_600_000).toISOString() })
      .where("row_id", "=", id)
      .where("module", "=", "media")
      .execute();
    const call = () => people.sa.api.admin.action({ module: "media", action: "review", id, values: { decision: "approved" } });
    expect((await errorOf(call())).code).toBe("PRECONDITION_FAILED");
    expect(await statusOf(id)).toBe("pending");
    await shown(people.sa.api, id);
    await call();
    expect(await statusOf(id)).toBe("approved");
  });
});
