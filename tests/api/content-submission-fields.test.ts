/**
 * Issue 29: the back office's content submissions (/admin/content/new/<type>) take the type's own fields
 * (an event's date, times, place...), labelled and checked by zod on the server, and keep them in
 * content_data (FieldDef.within). Nobody types JSON: content_data itself is not an input.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runWithLocale } from "../../server/http/locale";
import { createTestEnv, errorOf, type TestEnv } from "../support/api";
import { futureDate, personas } from "./admin-helpers";

let env: TestEnv;
let people: Awaited<ReturnType<typeof personas>>;

beforeAll(async () => {
  env = await createTestEnv();
  people = await personas(env);
});
afterAll(() => env.cleanup());

const stored = async (id: number) => {
  const row = await env.db.selectFrom("content_submissions").select(["content_data", "status"]).where("id", "=", id).executeTakeFirstOrThrow();
  return { ...row, data: row.content_data ? (JSON.parse(row.content_data) as Record<string, unknown>) : null };
};
const count = async () =>
  Number(
    (
      await env.db
        .selectFrom("content_submissions")
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

const event = () => ({
  title: "Kite Day",
  description: "Kites on the beach",
  type: "workshop",
  event_date: futureDate(),
  start_time: "09:00",
  end_time: "12:00",
  location: "Galle Face",
  district: "Colombo",
  capacity: "40",
  contact_phone: "077 123 4567",
});

describe("content submission fields", () => {
  it("an event submission's fields are stored in content_data as values, and read back as fields", async () => {
    const { row } = await people.orgA.api.admin.create({ module: "content-event", values: event() });
    const id = Number(row.id);
    const { data, status } = await stored(id);
    expect(status).toBe("pending");
    expect(data).toEqual({
      type: "workshop",
      event_date: futureDate(),
      start_time: "09:00",
      end_time: "12:00",
      location: "Galle Face",
      district: "Colombo",
      capacity: 40,
      contact_phone: "077 123 4567",
      price_type: "free",
      price_amount: 0,
    });
    const read = await people.orgA.api.adminWorkflows.submissionForEdit({ id });
    expect(read.row).toMatchObject({ type: "workshop", capacity: 40, location: "Galle Face", contact_email: null });

    // An edit changes its fields and keeps the keys no field declares (an older submission's extras).
    await env.db
      .updateTable("content_submissions")
      .set({ content_data: JSON.stringify({ ...data, note: "kept" }) })
      .where("id", "=", id)
      .execute();
    await people.orgA.api.admin.update({ module: "content-event", id, values: { location: "Unawatuna", contact_phone: "" } });
    const after = (await stored(id)).data!;
    expect(after).toMatchObject({ location: "Unawatuna", note: "kept", capacity: 40 });
    expect(after).not.toHaveProperty("contact_phone");

    // Approved, it is published with those values (the events module's own rules).
    await people.sa.api.adminWorkflows.reviewSubmission({ id, decision: "approved" });
    const published = await env.db
      .selectFrom("events")
      .select(["location", "capacity", "start_time"])
      .where("source_submission_id", "=", id)
      .executeTakeFirstOrThrow();
    expect(published).toEqual({ location: "Unawatuna", capacity: 40, start_time: "09:00" });
  });

  it("bad or missing values are refused with the field's message in the staff member's language, and nothing is written", async () => {
    const before = await count();
    const missing = await errorOf(people.orgA.api.admin.create({ module: "content-event", values: { ...event(), event_date: "" } }));
    expect(missing.code).toBe("BAD_REQUEST");
    expect(missing.message).toBe("Please choose a valid date.");
    const time = await runWithLocale("si", () => errorOf(people.orgA.api.admin.create({ module: "content-event", values: { ...event(), start_time: "9am" } })));
    expect(time.message).toBe("කරුණාකර වේලාව HH:MM ලෙස ඇතුළත් කරන්න.");
    const type = await runWithLocale("ta", () => errorOf(people.orgA.api.admin.create({ module: "content-event", values: { ...event(), type: "party" } })));
    expect(type.code).toBe("BAD_REQUEST");
    const pages = await errorOf(people.orgA.api.admin.create({ module: "content-resource", values: { title: "T", description: "D", pages: "many" } }));
    expect(pages.code).toBe("BAD_REQUEST");
    expect(await count()).toBe(before);
  });

  it("content_data cannot be typed as JSON any more", async () => {
    const before = await count();
    const refused = await errorOf(
      people.orgA.api.admin.create({ module: "content-media", values: { title: "T", description: "D", content_data: { type: "story" } } as never }),
    );
    expect(refused.code).toBe("BAD_REQUEST");
    expect(refused.message).toContain("content_data");
    expect(await count()).toBe(before);
  });

  it("a story's type, byline and text are fields; the byline age is bounded", async () => {
    const { row } = await people.orgA.api.admin.create({
      module: "content-media",
      values: { title: "Rain", description: "A story", type: "story", author_name: "Star", author_age: "11", content: "It rained all day." },
    });
    expect((await stored(Number(row.id))).data).toEqual({ type: "story", author_name: "Star", author_age: 11, content: "It rained all day." });
    const old = await errorOf(people.orgA.api.admin.create({ module: "content-media", values: { title: "T", description: "D", author_age: "400" } }));
    expect(old.code).toBe("BAD_REQUEST");
  });
});
