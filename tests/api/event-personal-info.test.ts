/**
 * Issue 29, personal-information screening on Submit an Event, through the real route (POST
 * /api/events/submit, what the page sends) and the procedure: a phone number in the description is refused
 * with the warning in the visitor's language (on the send_anyway field, so the page shows its box) and
 * nothing is written; with "send anyway" the event is saved, pending. The contact fields are not screened;
 * the staff's "personal" words are; a 1 MB description is refused by its length at once.
 */
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ZodError } from "zod";
import { createApp } from "../../server/app";
import { resetRateLimits } from "../../server/auth/rate-limit";
import { addDays, sriLankaDate } from "../../admin-modules/domain/time";
import { createTestEnv, errorOf, type TestEnv } from "../support/api";

const TAMIL_WARNING = "உங்கள் நிகழ்வில் ஒரு தொலைபேசி இலக்கம் போலத் தெரியும் ஒன்று உள்ளது. அனைவரின் பாதுகாப்புக்காக அதை நீக்குங்கள்.";
const SINHALA_WARNING = "ඔබේ වැඩසටහනේ දුරකථන අංකයක් වගේ දෙයක් තියෙනවා. සියලු දෙනා ආරක්ෂිතව තබාගැනීමට එය ඉවත් කරන්න.";

let env: TestEnv;
let base: string;
let close: () => Promise<void>;

beforeAll(async () => {
  env = await createTestEnv({ seed: false });
  const server = createApp({ db: env.db, config: env.config }).listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => new Promise<void>((resolve) => server.close(() => resolve()));
});
afterAll(async () => {
  await close();
  await env.cleanup();
});
beforeEach(() => resetRateLimits(env.db));

/** The form's fields as the page posts them (all strings). */
const fields = (change: Record<string, string> = {}): Record<string, string> => ({
  title: "Kite Making Morning",
  description: "Make and fly your own kite.",
  type: "workshop",
  event_date: addDays(sriLankaDate(), 10),
  start_time: "09:00",
  end_time: "12:30",
  location: "Galle Face Green",
  district: "Colombo",
  organizer_name: "Sky Kids",
  age_group: "6-10",
  capacity: "40",
  price_type: "free",
  price_amount: "",
  contact_phone: "011 234 5678",
  contact_email: "hello@skykids.lk",
  contact_website: "https://skykids.lk",
  image_url: "",
  ...change,
});

async function post(values: Record<string, string>, locale: string) {
  const body = new FormData();
  for (const [key, value] of Object.entries(values)) body.append(key, value);
  const res = await fetch(`${base}/api/events/submit`, { method: "POST", body, headers: { "x-locale": locale } });
  return {
    status: res.status,
    body: (await res.json()) as { ok?: boolean; id?: number; error?: { message: string; fieldErrors?: Record<string, string> | null } },
  };
}

const submissions = async () =>
  (
    await env.db
      .selectFrom("content_submissions")
      .select(({ fn }) => fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow()
  ).n;

describe("Submit an Event screens its text for personal information", () => {
  it("refuses a description with a phone number, in Tamil and Sinhala, and writes nothing", async () => {
    const before = await submissions();
    const description = "Call me on 077 123 4567 to join.";
    const tamil = await post(fields({ description }), "ta");
    expect(tamil.status).toBe(400);
    expect(tamil.body.error?.message).toBe(TAMIL_WARNING);
    expect(tamil.body.error?.fieldErrors?.send_anyway).toBe(TAMIL_WARNING);
    const sinhala = await post(fields({ description }), "si");
    expect(sinhala.body.error?.fieldErrors?.send_anyway).toBe(SINHALA_WARNING);
    expect(await submissions()).toBe(before);
  });

  it("saves it, pending, when the visitor ticked send anyway", async () => {
    const answer = await post(fields({ description: "Call me on 077 123 4567 to join.", send_anyway: "on" }), "ta");
    expect(answer.status).toBe(200);
    expect(answer.body.ok).toBe(true);
    const row = await env.db.selectFrom("content_submissions").selectAll().where("id", "=", answer.body.id!).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: "pending", content_type: "event", description: "Call me on 077 123 4567 to join." });
  });

  it("screens the title, place and organiser, never the contact fields", async () => {
    // The contact phone, e-mail and website above are contact details: accepted without the box.
    expect((await post(fields(), "en")).body.ok).toBe(true);
    for (const change of [
      { title: "Kites, mail kid@example.org" },
      { location: "Ring 0771234567 for the gate" },
      { organizer_name: "Amma 077 123 4567" },
    ] as Record<string, string>[]) {
      const answer = await post(fields(change), "en");
      expect(answer.status, JSON.stringify(change)).toBe(400);
      expect(answer.body.error?.fieldErrors?.send_anyway).toMatch(
        /^Your event has something that looks like (a phone number|an e-mail address)\. Remove it to keep people safe\.$/,
      );
    }
  });

  it("points out a word of the staff's personal list (the procedure too), and may still be sent", async () => {
    await env.db.insertInto("screening_words").values({ phrase: "Lotus Lane School", kind: "personal", language: "en" }).execute();
    const answer = await post(fields({ description: "We meet behind Lotus Lane School." }), "en");
    expect(answer.body.error?.fieldErrors?.send_anyway).toBe("Your event has something that looks like a school or place name. Remove it to keep people safe.");
    const { api } = await env.caller();
    const input = {
      ...fields({ description: "We meet behind Lotus Lane School." }),
      capacity: 40,
      type: "workshop" as const,
      district: "Colombo" as const,
      age_group: "6-10" as const,
      price_type: "free" as const,
    };
    const error = await errorOf(api.public.events.submit(input as never));
    expect(error.cause instanceof ZodError ? error.cause.issues[0].path : null).toEqual(["send_anyway"]);
    expect((await api.public.events.submit({ ...input, send_anyway: true } as never)).status).toBe("pending");
  });

  it("refuses a 1 MB description by its length before screening it", async () => {
    const answer = await post(fields({ description: "077 123 4567 ".repeat(80_000) }), "en");
    expect(answer.status).toBe(400);
    expect(answer.body.error?.fieldErrors?.description).toMatch(/too long/i);
    expect(answer.body.error?.fieldErrors?.send_anyway).toBeUndefined();
  });
});
