/**
 * Issue 29: a username is public, so sign-up refuses one that is a phone number or holds a school or place
 * name from the staff's screening list (a "personal" word, added through the back office's generic router),
 * with a clear message on the username field in the visitor's language; nothing is written.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { runWithLocale } from "../../server/http/locale";
import { resetRateLimits } from "../../server/auth/rate-limit";
import { ZodError } from "zod";
import { describeZodError } from "../../server/trpc";
import { createTestEnv, errorOf, type TestCaller, type TestEnv } from "../support/api";

let env: TestEnv;
let admin: TestCaller;
let n = 0;

beforeAll(async () => {
  env = await createTestEnv();
  admin = await env.userCaller({ role: "super_admin" });
  await admin.api.admin.create({ module: "screening-words", values: { phrase: "Lotus Lane School", kind: "personal", language: "en", is_active: true } });
});
afterAll(() => env.cleanup());
beforeEach(() => resetRateLimits(env.db));

const signUp = async (username: string) => {
  n += 1;
  const anon = await env.caller({ ip: `10.0.0.${n}` });
  return anon.api.auth.signUp({ username, email: `u${n}@example.org`, password: "secret-password", ageRange: "18_plus" });
};
/** The message the sign-up form shows under the username field (the error's per-field map). */
const onUsername = (error: Error) => (error.cause instanceof ZodError ? describeZodError(error.cause).fieldErrors.username : undefined);
const accounts = async () =>
  Number(
    (
      await env.db
        .selectFrom("users")
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe("usernames at sign-up", () => {
  it("refuses a listed school name however it is written, in the visitor's language, and writes nothing", async () => {
    const before = await accounts();
    for (const name of ["lotus_lane_school", "LotusLaneSchool", "star.lotus.lane.school99"]) {
      const refused = await errorOf(signUp(name));
      expect(refused.code).toBe("BAD_REQUEST");
      expect(refused.message).toBe("A username cannot contain the name of a school or a place. Choose a nickname instead.");
      expect(onUsername(refused)).toBe(refused.message);
    }
    const tamil = await runWithLocale("ta", () => errorOf(signUp("lotuslaneschool")));
    expect(tamil.message).toBe("பயனர் பெயரில் பள்ளியின் அல்லது இடத்தின் பெயர் இருக்கக் கூடாது. பதிலாக ஒரு புனைபெயரைத் தெரிவுசெய்யுங்கள்.");
    const sinhala = await runWithLocale("si", () => errorOf(signUp("lotus_lane_school")));
    expect(sinhala.message).toBe("පරිශීලක නාමයේ පාසලක හෝ ස්ථානයක නමක් තියෙන්න බැහැ. ඒ වෙනුවට විකට නමක් තෝරන්න.");
    expect(await accounts()).toBe(before);
  });

  it("refuses a phone number as a username", async () => {
    const refused = await runWithLocale("ta", () => errorOf(signUp("0771234567")));
    expect(onUsername(refused)).toBe("பயனர் பெயரில் தொலைபேசி இலக்கம் இருக்கக் கூடாது. பதிலாக ஒரு புனைபெயரைத் தெரிவுசெய்யுங்கள்.");
  });

  it("accepts an ordinary nickname, and a listed word switched off no longer counts", async () => {
    await signUp("lotus_flower");
    await env.db.updateTable("screening_words").set({ is_active: 0 }).where("phrase", "=", "Lotus Lane School").execute();
    await signUp("lotuslaneschool_fan");
  });
});
