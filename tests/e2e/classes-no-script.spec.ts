/**
 * Classes without JavaScript (issue 31), at 375 px, in Sinhala (the teacher) and Tamil (the children): every
 * form of the classes pages is a plain form the server handles (server/http/forms/handlers.ts), so a phone
 * whose script has not arrived can use it.
 * - The teacher creates a class: an empty name is refused in Sinhala under the field, the rest kept and
 *   nothing written; then created.
 * - The teacher gives a course: no course chosen is refused in Sinhala, the date and ticks kept, nothing
 *   written; then one lesson of the course is given by a date. Course and lesson names are in Sinhala.
 * - A signed-out child is sent to sign in and back; a wrong code is refused in Tamil with the text kept;
 *   the right code shows the class and its teacher (drawn by the server) before the child agrees; joining
 *   says so; the child leaves the class from Learning after the server asks to confirm.
 * - A child under the consent age is told joining waits for the parent, and is not in the class.
 * - The teacher adds a group (an empty or repeated name refused in Sinhala), moves a child into it, downloads
 *   the CSV of what was given (written by the server), takes a course back after the server asks to confirm, and removes a child after the server asks to confirm; another
 *   teacher posting any of these forms for the class is answered "not found" and changes nothing.
 * Checked in the page and in the database the server writes to (axe needs the script: classes-languages.spec.ts runs it on the same pages and states).
 */
import fs from "node:fs";
import Papa from "papaparse";
import { say, shot, TEXTS } from "./classes-support";
import { expect, type Page, test } from "./fixtures";
import { createAccount } from "../../server/services/accounts";
import { PASSWORD, uniqueEmail, useE2eDatabase } from "./support";
import { uniqueUsername } from "../support/unique-username";
import { formatJoinCode } from "../../admin-modules/domain/class-words";

const database = useE2eDatabase();

test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } });

/** The answer to the form just sent: the status of the page it ended on (a redirect answers 303). */
async function send(page: Page, button: ReturnType<Page["getByRole"]>): Promise<number> {
  const [response] = await Promise.all([page.waitForEvent("response", (r) => r.request().method() === "POST"), button.click()]);
  await page.waitForLoadState("load");
  return response.status();
}

async function account(options: { ageRange: "16_17" | "adult_carer" | "under_13"; teacher?: boolean }) {
  const email = uniqueEmail(options.teacher ? "nsteacher" : "nspupil");
  const username = uniqueUsername(options.teacher ? "nsteacher_" : "nspupil_");
  const userId = await createAccount(database().db, {
    email,
    password: PASSWORD,
    username,
    ageRange: options.ageRange,
    parentEmail: options.ageRange === "under_13" ? uniqueEmail("nsparent") : null,
  });
  if (options.teacher)
    await database().db.insertInto("teacher_accounts").values({ user_id: userId, school: "Royal College", confirmed_at: new Date().toISOString() }).execute();
  return { email, username, userId };
}

/** Signs in with the sign-in form, without the script, and lands on `to` in the language of `prefix`. */
async function signIn(page: Page, prefix: string, email: string, to: string) {
  await page.goto(`${prefix}/auth?redirect=${encodeURIComponent(to)}`);
  await signedInHere(page, email);
  await expect(page).toHaveURL(new RegExp(`${prefix}${to.replace(/[/?]/g, "\\$&")}$`));
}

/** Sends the sign-in form of the page shown. */
async function signedInHere(page: Page, email: string) {
  const form = page.locator("#panel-signin");
  await form.locator('input[name="email"]').fill(email);
  await form.locator('input[name="password"]').fill(PASSWORD);
  expect(await send(page, form.locator('button[type="submit"]'))).toBe(303);
}

async function translated(entity: string, rowId: number, locale: "si" | "ta") {
  const row = await database()
    .db.selectFrom("content_translations")
    .select("text")
    .where("entity", "=", entity)
    .where("row_id", "=", rowId)
    .where("field", "=", "title")
    .where("language", "=", locale)
    .executeTakeFirstOrThrow();
  return row.text;
}

test("without JavaScript: a teacher creates a class and gives a course in Sinhala, children join and leave in Tamil, the teacher removes a child", async ({
  browser,
  page,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const db = database().db;
  const teacher = await account({ ageRange: "adult_carer", teacher: true });
  const si = (key: string, values?: Record<string, string | number>) => say("si", key, values);
  const ta = (key: string, values?: Record<string, string | number>) => say("ta", key, values);

  // Create a class: an empty name is refused in Sinhala, what was typed kept, nothing written.
  await signIn(page, "/si", teacher.email, "/teacher");
  const create = page.getByRole("form", { name: si("classes.teacher.create") });
  await create.getByLabel(si("classes.field.school")).fill("Royal College");
  await create.getByLabel(si("classes.field.grade")).fill("6");
  expect(await send(page, create.getByRole("button", { name: si("classes.teacher.create") }))).toBe(400);
  await expect(create.getByText(si("classes.field.required", { field: si("classes.field.name") }))).toBeVisible();
  await expect(create.getByLabel(si("classes.field.name"))).toHaveAttribute("aria-invalid", "true");
  await expect(create.getByLabel(si("classes.field.school"))).toHaveValue("Royal College");
  await expect(create.getByLabel(si("classes.field.grade"))).toHaveValue("6");
  expect(await db.selectFrom("classes").select("id").where("teacher_id", "=", teacher.userId).execute()).toEqual([]);
  await create.getByLabel(si("classes.field.name")).fill("6 ශ්‍රේණිය B");
  expect(await send(page, create.getByRole("button", { name: si("classes.teacher.create") }))).toBe(303);
  await expect(page).toHaveURL(/\/si\/teacher\?done=created$/);
  await expect(page.getByRole("status").filter({ hasText: si("classes.teacher.created") })).toBeVisible();
  const made = await db.selectFrom("classes").selectAll().where("teacher_id", "=", teacher.userId).executeTakeFirstOrThrow();
  expect(made).toMatchObject({ name: "6 ශ්‍රේණිය B", school: "Royal College", grade: "6", language: "si" });

  // Give a course: none chosen is refused in Sinhala with the date kept and nothing written; then one lesson by a date.
  await page.getByRole("link", { name: "6 ශ්‍රේණිය B" }).click();
  await expect(page).toHaveURL(new RegExp(`/si/teacher/classes/${made.id}$`));
  const course = await db.selectFrom("courses").select("id").where("title", "=", "Staying Safe Online").executeTakeFirstOrThrow();
  const firstLesson = await db.selectFrom("course_lessons").select("id").where("course_id", "=", course.id).orderBy("position").executeTakeFirstOrThrow();
  const [courseTitle, lessonTitle] = [await translated("courses", course.id, "si"), await translated("course_lessons", firstLesson.id, "si")];
  const give = page.getByRole("form", { name: si("classes.assign.title") });
  await give.getByLabel(si("classes.assign.dueDate")).fill("2031-05-05");
  expect(await send(page, give.getByRole("button", { name: si("classes.assign.submit"), exact: true }))).toBe(400);
  await expect(give.getByText(si("classes.field.required", { field: si("classes.assign.course") }))).toBeVisible();
  await expect(give.getByLabel(si("classes.assign.dueDate"))).toHaveValue("2031-05-05");
  expect(await db.selectFrom("class_assignments").select("id").where("class_id", "=", made.id).execute()).toEqual([]);
  // Without the script every course's lessons fold under its name; the course's own names are in Sinhala.
  await give.getByRole("combobox", { name: si("classes.assign.course") }).selectOption({ label: courseTitle });
  await give.locator("summary").filter({ hasText: courseTitle }).click();
  await give
    .getByRole("group", { name: `${courseTitle}: ${si("classes.assign.lessons")}` })
    .getByLabel(lessonTitle)
    .check();
  expect(await send(page, give.getByRole("button", { name: si("classes.assign.submit"), exact: true }))).toBe(303);
  await expect(page).toHaveURL(new RegExp(`/si/teacher/classes/${made.id}\\?done=assigned$`));
  await expect(page.getByRole("status").filter({ hasText: si("classes.assign.saved") })).toBeVisible();
  await expect(page.getByRole("heading", { name: courseTitle, level: 3 })).toBeVisible();
  expect(
    await db.selectFrom("class_assignments").select(["course_id", "lesson_ids", "due_date", "group_id", "user_id"]).where("class_id", "=", made.id).execute(),
  ).toEqual([{ course_id: course.id, lesson_ids: JSON.stringify([firstLesson.id]), due_date: "2031-05-05", group_id: null, user_id: null }]);
  await shot(page, "teacher-class-si-375-noscript");

  // A child, in Tamil: signed out, the join page leads to sign-in and back to the code.
  const code = made.join_code;
  const pupil = await account({ ageRange: "16_17" });
  const child = await browser.newPage({ baseURL, javaScriptEnabled: false, viewport: { width: 375, height: 812 } });
  await child.goto(`/ta/join?code=${code}`);
  await expect(child.getByText(ta("classes.join.signIn"))).toBeVisible();
  const toSignIn = child.locator("#main").getByRole("link", { name: ta("learning.signIn") });
  await expect(toSignIn).toHaveAttribute("href", `/ta/auth?redirect=${encodeURIComponent(`/join?code=${code}`)}`);
  await toSignIn.click();
  await signedInHere(child, pupil.email);
  await expect(child).toHaveURL(new RegExp(`/ta/join\\?code=${code}$`));
  await expect(child.getByText(ta("classes.join.found", { name: "6 ශ්‍රේණිය B" }))).toBeVisible();
  await child.goto("/ta/join");

  // A wrong code: refused in Tamil, the text kept.
  const find = child.getByRole("button", { name: ta("classes.join.find") });
  await child.getByLabel(ta("classes.join.code")).fill("QQ");
  expect(await send(child, find)).toBe(400);
  await expect(child.getByText(ta("classes.join.codeInvalid"))).toBeVisible();
  await expect(child.getByLabel(ta("classes.join.code"))).toHaveValue("QQ");
  await expect(child.getByLabel(ta("classes.join.code"))).toHaveAttribute("aria-invalid", "true");
  // The right code, as printed and in small letters: the class and its teacher, drawn by the server, before agreeing.
  await child.getByLabel(ta("classes.join.code")).fill(formatJoinCode(code).toLowerCase());
  expect(await send(child, find)).toBe(303);
  await expect(child).toHaveURL(/\/ta\/join\?code=/);
  await expect(child.getByText(ta("classes.join.found", { name: "6 ශ්‍රේණිය B" }))).toBeVisible();
  await expect(child.getByText(ta("classes.join.teacher", { teacher: teacher.username }))).toBeVisible();
  expect(await db.selectFrom("class_members").select("user_id").where("class_id", "=", made.id).execute()).toEqual([]);
  await shot(child, "join-found-ta-375-noscript");
  expect(await send(child, child.getByRole("button", { name: ta("classes.join.confirm") }))).toBe(303);
  await expect(child).toHaveURL(/\/ta\/join\?code=.*done=joined/);
  await expect(child.getByRole("status").filter({ hasText: ta("classes.join.joined", { name: "6 ශ්‍රේණිය B" }) })).toBeVisible();
  expect(await db.selectFrom("class_members").select("user_id").where("class_id", "=", made.id).execute()).toEqual([{ user_id: pupil.userId }]);
  // One count per look-up against the hourly limit: the page after signing in, the page "Find the class" led to
  // (the form itself looks nothing up: it counted twice before), the join, and the page after it naming the class.
  // The malformed code counted nothing.
  const counted = await db
    .selectFrom("rate_limits")
    .select((eb) => eb.fn.sum<number>("count").as("n"))
    .where("bucket", "=", "classJoinPerAccount")
    .where("subject", "=", `account:${pupil.userId}`)
    .executeTakeFirstOrThrow();
  expect(Number(counted.n)).toBe(4);

  // "From your teacher" on Learning, in Tamil; leaving asks to confirm (the server's page), then leaves.
  await child.goto("/ta/learning");
  const leave = child.getByRole("button", { name: ta("classes.learning.leave", { name: "6 ශ්‍රේණිය B" }) });
  expect(await send(child, leave)).toBe(200);
  const confirmLeave = child.getByRole("alert").filter({ hasText: ta("classes.learning.leaveConfirm", { name: "6 ශ්‍රේණිය B" }) });
  await expect(confirmLeave).toBeVisible();
  expect(await db.selectFrom("class_members").select("user_id").where("class_id", "=", made.id).execute()).toHaveLength(1);
  expect(await send(child, confirmLeave.getByRole("button", { name: ta("classes.learning.leave", { name: "6 ශ්‍රේණිය B" }) }))).toBe(303);
  await expect(child).toHaveURL(/\/ta\/learning\?done=left$/);
  await expect(child.getByRole("status").filter({ hasText: ta("classes.learning.left") })).toBeVisible();
  expect(await db.selectFrom("class_members").select("user_id").where("class_id", "=", made.id).execute()).toEqual([]);

  // Under the consent age: joining waits for the parent, as with the script; nothing written.
  const young = await account({ ageRange: "under_13" });
  await child.context().clearCookies();
  await signIn(child, "/ta", young.email, `/join?code=${code}`);
  await expect(child.getByText(ta("classes.join.found", { name: "6 ශ්‍රේණිය B" }))).toBeVisible();
  expect(await send(child, child.getByRole("button", { name: ta("classes.join.confirm") }))).toBe(412);
  await expect(child.getByRole("alert").filter({ hasText: ta("safety.consent.waitingError") })).toBeVisible();
  expect(await db.selectFrom("class_members").select("user_id").where("class_id", "=", made.id).execute()).toEqual([]);
  await child.close();

  // The teacher removes a child: the server asks to confirm, then removes.
  await db.insertInto("class_members").values({ class_id: made.id, user_id: pupil.userId }).execute();
  // Another teacher posting the same forms for this class is answered as for a class that does not exist; nothing changes.
  const given = await db.selectFrom("class_assignments").select("id").where("class_id", "=", made.id).executeTakeFirstOrThrow();
  const other = await account({ ageRange: "adult_carer", teacher: true });
  const stranger = await browser.newPage({ baseURL, javaScriptEnabled: false });
  await signIn(stranger, "/si", other.email, "/teacher");
  const forms: Record<string, string>[] = [
    { _form: "classRemoveChild", classId: String(made.id), userId: String(pupil.userId), _confirmed: "yes" },
    { _form: "classAssign", classId: String(made.id), courseId: String(course.id), target: "class", dueDate: "" },
    { _form: "classAddGroup", classId: String(made.id), name: "Strangers" },
    { _form: "classSetGroup", classId: String(made.id), userId: String(pupil.userId), groupId: "" },
    { _form: "classUnassign", assignmentId: String(given.id), _confirmed: "yes" },
    { _form: "classReportCsv", classId: String(made.id), assignmentId: String(given.id) },
  ];
  for (const form of forms) {
    const answer = await stranger.request.post(`/si/teacher/classes/${made.id}`, { form, headers: { origin: baseURL! } });
    expect(answer.status(), form._form).toBe(404);
    expect(await answer.text()).toContain(TEXTS.si["classes.notFound"]);
  }
  expect(await db.selectFrom("class_members").select("user_id").where("class_id", "=", made.id).execute()).toEqual([{ user_id: pupil.userId }]);
  expect(await db.selectFrom("class_assignments").select("id").where("class_id", "=", made.id).execute()).toHaveLength(1);
  expect(await db.selectFrom("class_groups").select("id").where("class_id", "=", made.id).execute()).toEqual([]);
  await stranger.close();

  // Groups: an empty name is refused in Sinhala under the field, nothing written; then a group is added; the
  // same name again is refused with what was typed kept.
  await page.goto(`/si/teacher/classes/${made.id}`);
  const groupName = page.getByLabel(si("classes.field.group"));
  const addGroup = page.getByRole("button", { name: si("classes.class.addGroup") });
  expect(await send(page, addGroup)).toBe(400);
  await expect(page.getByText(si("classes.field.required", { field: si("classes.field.group") }))).toBeVisible();
  await expect(groupName).toHaveAttribute("aria-invalid", "true");
  expect(await db.selectFrom("class_groups").select("id").where("class_id", "=", made.id).execute()).toEqual([]);
  await groupName.fill("කණ්ඩායම A");
  expect(await send(page, addGroup)).toBe(303);
  await expect(page).toHaveURL(new RegExp(`/si/teacher/classes/${made.id}\\?done=groupAdded$`));
  await expect(page.getByRole("status").filter({ hasText: si("classes.class.saved") })).toBeVisible();
  const group = await db.selectFrom("class_groups").select(["id", "name"]).where("class_id", "=", made.id).executeTakeFirstOrThrow();
  expect(group.name).toBe("කණ්ඩායම A");
  // (The very same form sent again is a double tap, answered as the first: the name differs in case here.)
  await groupName.fill("කණ්ඩායම a");
  expect(await send(page, addGroup)).toBe(409);
  await expect(page.getByText(si("classes.group.exists"))).toBeVisible();
  await expect(groupName).toHaveValue("කණ්ඩායම a");
  expect(await db.selectFrom("class_groups").select("id").where("class_id", "=", made.id).execute()).toHaveLength(1);

  // A child moved into the group: the choice has its own button before the script.
  await page.getByLabel(si("classes.class.groupOf", { username: pupil.username })).selectOption({ label: "කණ්ඩායම A" });
  expect(await send(page, page.getByRole("button", { name: si("classes.class.saveGroupOf", { username: pupil.username }) }))).toBe(303);
  await expect(page).toHaveURL(new RegExp(`/si/teacher/classes/${made.id}\\?done=grouped$`));
  await expect(page.getByRole("status").filter({ hasText: si("classes.class.saved") })).toBeVisible();
  await expect(page.getByLabel(si("classes.class.groupOf", { username: pupil.username }))).toHaveValue(String(group.id));
  expect(await db.selectFrom("class_members").select("group_id").where("class_id", "=", made.id).execute()).toEqual([{ group_id: group.id }]);
  await shot(page, "teacher-class-groups-si-375-noscript");

  // "Download CSV": the server writes the file (the page stays): headings and the child's row in Sinhala.
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: si("classes.report.csv") }).click();
  const csvFile = await download;
  // Named after the class and the course (Chromium writes the class name's zero-width joiner as "_").
  expect(csvFile.suggestedFilename()).toMatch(new RegExp(` B-${courseTitle}\\.csv$`));
  const csvText = fs.readFileSync((await csvFile.path())!, "utf8");
  expect(csvText.startsWith("\uFEFF")).toBe(true);
  const [header, ...rows] = Papa.parse<string[]>(csvText.slice(1), { skipEmptyLines: true }).data;
  expect(header![0]).toBe(si("classes.report.child"));
  expect(header).toHaveLength(9);
  expect(rows.map((r) => r.slice(0, 4))).toEqual([[pupil.username, si("classes.report.statusNotStarted"), "0", "1"]]);
  await expect(page).toHaveURL(new RegExp(`/si/teacher/classes/${made.id}\\?done=grouped$`));

  // Taking a course back: the server asks to confirm, naming the course; then it is taken back.
  expect(await send(page, page.getByRole("button", { name: si("classes.assign.remove"), exact: true }))).toBe(200);
  const confirmTakeBack = page
    .getByRole("alert")
    .filter({ hasText: si("classes.assign.removeConfirm", { course: courseTitle, who: si("classes.assign.wholeClass") }) });
  await expect(confirmTakeBack).toBeVisible();
  expect(await db.selectFrom("class_assignments").select("id").where("class_id", "=", made.id).execute()).toHaveLength(1);
  expect(await send(page, confirmTakeBack.getByRole("button", { name: si("classes.assign.remove"), exact: true }))).toBe(303);
  await expect(page).toHaveURL(new RegExp(`/si/teacher/classes/${made.id}\\?done=unassigned$`));
  await expect(page.getByRole("status").filter({ hasText: si("classes.assign.removed") })).toBeVisible();
  await expect(page.getByText(si("classes.view.none"))).toBeVisible();
  expect(await db.selectFrom("class_assignments").select("id").where("class_id", "=", made.id).execute()).toEqual([]);

  const remove = page.getByRole("button", { name: si("classes.class.remove", { username: pupil.username }) });
  expect(await send(page, remove)).toBe(200);
  const confirmRemove = page.getByRole("alert").filter({ hasText: si("classes.class.removeConfirm", { username: pupil.username }) });
  await expect(confirmRemove).toBeVisible();
  expect(await send(page, confirmRemove.getByRole("button", { name: si("classes.class.remove", { username: pupil.username }) }))).toBe(303);
  await expect(page).toHaveURL(new RegExp(`/si/teacher/classes/${made.id}\\?done=removed$`));
  await expect(page.getByRole("status").filter({ hasText: si("classes.class.removed") })).toBeVisible();
  expect(await db.selectFrom("class_members").select("user_id").where("class_id", "=", made.id).execute()).toEqual([]);
});
