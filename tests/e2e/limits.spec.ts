/**
 * Limits in the browser (issue 17): a child past the sign-up valve reads when to try again; a super
 * admin sees how often each limit said no today and the valve's warning on the dashboard, and edits
 * the valve's ceilings in Settings. Counters are planted in the server's database for this clock hour.
 */
import { expect, test } from "./fixtures";
import { expectAccessible } from "./axe";
import { sriLankaDate } from "../../admin-modules/domain/time";
import { createTestAccount, signIn, uniqueEmail, useE2eDatabase } from "./support";

const database = useE2eDatabase({
  beforeClose: async ({ db }) => {
    await db.deleteFrom("rate_limits").where("subject", "=", "*").execute();
  },
});

const HOUR = 60 * 60_000;
const thisHour = () => {
  const start = Math.floor(Date.now() / HOUR) * HOUR;
  return { window_start: new Date(start).toISOString(), window_end: new Date(start + HOUR).toISOString() };
};

/** Sets this hour's count of a valve (all addresses together), as if that many had come already. */
async function setValveCount(valve: "signUps" | "submissions", count: number) {
  const { db } = database();
  await db
    .insertInto("rate_limits")
    .values({ bucket: `valve:${valve}`, subject: "*", ...thisHour(), count })
    .onConflict((oc) => oc.columns(["bucket", "subject", "window_start"]).doUpdateSet({ count }))
    .execute();
}

test("past the sign-up valve, the sign-up form says what happened and when to try again", async ({ page }) => {
  await setValveCount("signUps", 300);
  try {
    await page.goto("/auth");
    await page.getByRole("tab", { name: "Sign Up" }).click();
    const panel = page.locator("#panel-signup");
    await panel.getByLabel("Username").fill("late_joiner");
    await panel.getByLabel("18 or over").check();
    await panel.getByLabel("Email").fill(uniqueEmail("late"));
    await panel.locator("input[name=password]").fill("secret12");
    await panel.getByLabel("Confirm password").fill("secret12");
    await panel.getByRole("button", { name: "Create Account" }).click();
    await expect(
      page.getByText(/^So many people are joining right now that new accounts are paused for a short while\. Please try again in (a minute|\d+ minutes)\.$/),
    ).toBeVisible();
  } finally {
    await setValveCount("signUps", 0);
  }
});

test("a super admin sees the limits reached today and the valve's warning, and edits the ceilings", async ({ page }) => {
  // axe reads the toast after Save: a toast still fading in reads as low contrast (it failed so on a busy machine).
  await page.emulateMedia({ reducedMotion: "reduce" });
  const { db } = database();
  const admin = await createTestAccount(database(), { role: "super_admin" });
  await db
    .insertInto("rate_limit_hits")
    .values({ day: sriLankaDate(), bucket: "signUpPerAddress", count: 7 })
    .onConflict((oc) => oc.columns(["day", "bucket"]).doUpdateSet({ count: 7 }))
    .execute();
  await setValveCount("submissions", 250);

  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, admin.email);
  const section = page.getByTestId("limits-today");
  await expect(section.getByRole("heading", { name: "Limits reached today" })).toBeVisible();
  await expect(section.getByRole("status")).toHaveText("Many submissions this hour: 250 (the ceiling is 200). They are all waiting for review.");
  await expect(section.getByRole("row", { name: /Sign-ups from one network/ })).toContainText("7");
  await expectAccessible(page, "dashboard at 1280 px");
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(section.getByRole("row", { name: /Sign-ups from one network/ })).toBeVisible();
  await expectAccessible(page, "dashboard at 375 px");

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/admin/settings");
  const ceiling = page.getByLabel("Submissions per hour (all visitors)");
  await expect(ceiling).toHaveValue("200");
  await ceiling.fill("260");
  await page.getByRole("button", { name: "Save Site Settings" }).click();
  await expect(page.getByText("Settings updated successfully")).toBeVisible();
  expect((await db.selectFrom("site_settings").select("submission_hourly_ceiling").executeTakeFirstOrThrow()).submission_hourly_ceiling).toBe(260);
  await expectAccessible(page, "settings");

  // 250 is under the new ceiling: the warning is gone.
  await page.goto("/admin");
  await expect(page.getByTestId("limits-today").getByRole("row", { name: /Sign-ups from one network/ })).toBeVisible();
  await expect(page.getByTestId("limits-today").getByRole("status")).toHaveCount(0);
  await db.updateTable("site_settings").set({ submission_hourly_ceiling: 200 }).execute();
});
