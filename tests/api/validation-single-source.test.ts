/**
 * One rule, one place: the public Submit Event form and the back office's event create are parsed by the
 * same field rules (the events module's schema, picked by the public router), and publishing a submission
 * checks it with that schema too. Nothing here changes a rule: the same bad capacity, image address, date
 * and time sent both ways are refused with the same message, and nothing is written.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ZodError } from "zod";
import { addDays, sriLankaDate } from "../../admin-modules/domain/time";
import { createTestEnv, errorOf, type TestEnv } from "../support/api";
import { personas, showPicture } from "./admin-helpers";

let env: TestEnv;
let people: Awaited<ReturnType<typeof personas>>;

beforeAll(async () => {
  env = await createTestEnv();
  people = await personas(env);
});
afterAll(() => env.cleanup());

const eventDate = () => addDays(sriLankaDate(), 20);

/** A public submission the server accepts. */
const publicEvent = () => ({
  title: "Kite Making Morning",
  description: "Make and fly your own kite.",
  type: "workshop" as const,
  event_date: eventDate(),
  start_time: "09:00",
  end_time: "12:30",
  location: "Galle Face Green",
  district: "Colombo" as const,
  organizer_name: "Sky Kids",
  age_group: "6-10" as const,
  capacity: 40 as unknown,
  price_type: "paid" as const,
  price_amount: 250 as unknown,
  contact_phone: "011 234 5678",
  contact_email: "hello@skykids.lk",
  contact_website: "https://skykids.lk",
  image_url: "https://skykids.lk/kite.png" as unknown,
});

/** The same event as the back office creates it (its picture is the module's thumbnail). */
const adminEvent = () => {
  const { image_url, contact_phone: _p, contact_email: _e, contact_website: _w, ...rest } = publicEvent();
  return { ...rest, thumbnail: image_url };
};

/** The message a person reads for one field: the refusal's issue for that field. */
function messageFor(error: Error & { cause?: unknown }, field: string): string | undefined {
  expect(error.cause).toBeInstanceOf(ZodError);
  return (error.cause as ZodError).issues.find((issue) => issue.path[issue.path.length - 1] === field)?.message;
}

async function counts() {
  const submissions = await env.db
    .selectFrom("content_submissions")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  const events = await env.db
    .selectFrom("events")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return { submissions: Number(submissions.n), events: Number(events.n) };
}

// [the public field, the module's field, a bad value, the message both must say]
const CASES: [string, string, unknown, string][] = [
  ["capacity", "capacity", 0, "Capacity must be a whole number from 1 to 100000."],
  ["capacity", "capacity", 100001, "Capacity must be a whole number from 1 to 100000."],
  ["capacity", "capacity", 2.5, "Capacity must be a whole number from 1 to 100000."],
  ["capacity", "capacity", "many", "Capacity must be a whole number from 1 to 100000."],
  ["image_url", "thumbnail", "javascript:alert(1)", "The image URL must start with http:// or https://."],
  ["image_url", "thumbnail", "ftp://skykids.lk/kite.png", "The image URL must start with http:// or https://."],
  ["image_url", "thumbnail", "https://", "The image URL must start with http:// or https://."],
  ["event_date", "event_date", "2030-02-30", "Please choose a valid date."],
  ["event_date", "event_date", "30/01/2030", "Please choose a valid date."],
  ["event_date", "event_date", "tomorrow", "Please choose a valid date."],
  ["start_time", "start_time", "25:00", "Please enter a time as HH:MM."],
  ["end_time", "end_time", "9am", "Please enter a time as HH:MM."],
  ["price_amount", "price_amount", 2.5, "A paid event needs a price of at least 1 LKR (a whole number)."],
];

describe("public submit and admin create refuse the same values with the same message", () => {
  it("the good values pass both ways (so each refusal below is the bad value's)", async () => {
    const { api } = await env.caller();
    const submitted = await api.public.events.submit(publicEvent() as Parameters<typeof api.public.events.submit>[0]);
    expect(submitted.id).toBeGreaterThan(0);
    const created = await people.sa.api.admin.create({ module: "events", values: adminEvent() });
    expect(created.row).toMatchObject({ capacity: 40, thumbnail: "https://skykids.lk/kite.png" });
  });

  for (const [publicField, adminField, bad, message] of CASES) {
    it(`${publicField} = ${JSON.stringify(bad)}: "${message}"`, async () => {
      const before = await counts();
      const { api } = await env.caller();
      const publicError = await errorOf(api.public.events.submit({ ...publicEvent(), [publicField]: bad } as Parameters<typeof api.public.events.submit>[0]));
      const adminError = await errorOf(people.sa.api.admin.create({ module: "events", values: { ...adminEvent(), [adminField]: bad } }));
      expect(publicError.code).toBe("BAD_REQUEST");
      expect(adminError.code).toBe("BAD_REQUEST");
      expect(messageFor(publicError, publicField)).toBe(message);
      expect(messageFor(adminError, adminField)).toBe(message);
      expect(await counts()).toEqual(before);
    });
  }

  it("an organization's event create (held for review) is refused the same way", async () => {
    const error = await errorOf(people.orgA.api.admin.create({ module: "events", values: { ...adminEvent(), capacity: 0 } }));
    expect(messageFor(error, "capacity")).toBe("Capacity must be a whole number from 1 to 100000.");
  });
});

describe("publishing a submission checks it with the events module's schema", () => {
  it("a submission whose stored capacity breaks the module's bound is not published; fixed, it is", async () => {
    const { api } = await env.caller();
    const { id } = await api.public.events.submit(publicEvent() as Parameters<typeof api.public.events.submit>[0]);
    const stored = await env.db.selectFrom("content_submissions").select("content_data").where("id", "=", id).executeTakeFirstOrThrow();
    const data = JSON.parse(stored.content_data!);
    // content_data is free JSON: a value the public form would refuse can reach it (an older row, an import).
    await env.db
      .updateTable("content_submissions")
      .set({ content_data: JSON.stringify({ ...data, capacity: 1000000, start_time: "9am" }) })
      .where("id", "=", id)
      .execute();
    // Its picture shown to the reviewer (issue 29), so what refuses is the stored data.
    await showPicture(people.sa.api, "content-event", id);
    const before = await counts();
    const error = await errorOf(people.sa.api.adminWorkflows.reviewSubmission({ id, decision: "approved" }));
    expect(error.message).toBe("This submission cannot be published yet: start_time, capacity");
    expect(await counts()).toEqual(before);

    await env.db
      .updateTable("content_submissions")
      .set({ content_data: JSON.stringify(data) })
      .where("id", "=", id)
      .execute();
    await people.sa.api.adminWorkflows.reviewSubmission({ id, decision: "approved" });
    const event = await env.db
      .selectFrom("events")
      .select(["capacity", "start_time", "thumbnail"])
      .where("source_submission_id", "=", id)
      .executeTakeFirstOrThrow();
    expect(event).toEqual({ capacity: 40, start_time: "09:00", thumbnail: "https://skykids.lk/kite.png" });
  });
});
