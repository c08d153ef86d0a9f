/**
 * The classes pages in Sinhala and Tamil (issue 31), at 375 px and 1280 px, with axe: the teacher's classes
 * (with "Create a class" and its problems shown), the class page with its forms and the teacher's view
 * (course, lesson and question names in the page's language), the join sheet and the join page with the class
 * found. With SCREENSHOT_DIR set, keeps a full-page picture of each to look at.
 */
import { say, shot } from "./classes-support";
import { expect, test } from "./fixtures";
import { expectAccessible } from "./axe";
import { createAccount } from "../../server/services/accounts";
import { assign, createClass } from "../../server/services/classes";
import { PASSWORD, signIn, uniqueEmail, useE2eDatabase } from "./support";
import { uniqueUsername } from "../support/unique-username";

const database = useE2eDatabase();

test("the teacher's pages and the join page in Sinhala and Tamil at 375 and 1280 px pass axe; names in the page's language", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const db = database().db;
  const teacherEmail = uniqueEmail("langteacher");
  const teacherName = uniqueUsername("langteacher_");
  const teacherId = await createAccount(db, { email: teacherEmail, password: PASSWORD, username: teacherName, ageRange: "adult_carer" });
  await db.insertInto("teacher_accounts").values({ user_id: teacherId, school: "Royal College", confirmed_at: new Date().toISOString() }).execute();
  const childEmail = uniqueEmail("langpupil");
  const childId = await createAccount(db, { email: childEmail, password: PASSWORD, username: uniqueUsername("langpupil_"), ageRange: "16_17" });
  const made = await createClass(db, teacherId, { name: "Grade 6 B", school: "Royal College", grade: "6", language: "si" });
  await db.insertInto("class_members").values({ class_id: made.id, user_id: childId }).execute();
  const course = await db.selectFrom("courses").select("id").where("title", "=", "Staying Safe Online").executeTakeFirstOrThrow();
  await assign(db, teacherId, { classId: made.id, courseId: course.id, target: { kind: "class" }, dueDate: "2031-05-05" });
  const title = async (entity: string, id: number, locale: "si" | "ta") =>
    (
      await db
        .selectFrom("content_translations")
        .select("text")
        .where("entity", "=", entity)
        .where("row_id", "=", id)
        .where("field", "=", "title")
        .where("language", "=", locale)
        .executeTakeFirstOrThrow()
    ).text;

  await signIn(page, teacherEmail, "/teacher");
  const child = await browser.newPage({ baseURL });
  await signIn(child, childEmail, "/learning");

  for (const locale of ["si", "ta"] as const) {
    const t = (key: string, values?: Record<string, string | number>) => say(locale, key, values);
    const courseTitle = await title("courses", course.id, locale);
    for (const width of [375, 1280]) {
      const where = `${locale} ${width}px`;
      await page.setViewportSize({ width, height: 900 });
      await child.setViewportSize({ width, height: 900 });

      // The teacher's classes, and "Create a class" with its problems shown.
      await page.goto(`/${locale}/teacher`);
      await expect(page.getByRole("heading", { name: t("classes.teacher.title"), level: 1 })).toBeVisible();
      await expectAccessible(page, `${where}: the teacher's classes`);
      const create = page.getByRole("form", { name: t("classes.teacher.create") });
      await create.getByRole("button", { name: t("classes.teacher.create") }).click();
      await expect(create.getByText(t("classes.field.required", { field: t("classes.field.name") }))).toBeVisible();
      await expectAccessible(page, `${where}: create a class with its problems`);
      await shot(page, `teacher-${locale}-${width}`);

      // The class page: its forms and the teacher's view, the course named in the page's language.
      await page.goto(`/${locale}/teacher/classes/${made.id}`);
      await expect(page.getByRole("heading", { name: courseTitle, level: 3 })).toBeVisible();
      const give = page.getByRole("form", { name: t("classes.assign.title") });
      await give.getByRole("button", { name: t("classes.assign.submit"), exact: true }).click();
      await expect(give.getByText(t("classes.field.required", { field: t("classes.assign.course") }))).toBeVisible();
      await give.getByRole("combobox", { name: t("classes.assign.course") }).selectOption({ label: courseTitle });
      await expect(give.getByRole("group", { name: t("classes.assign.lessons") })).toBeVisible();
      await expectAccessible(page, `${where}: the class page with its forms`);
      await shot(page, `class-${locale}-${width}`);

      // The join sheet.
      await page.goto(`/${locale}/teacher/classes/${made.id}/sheet`);
      await expect(page.getByTestId("sheet-code")).toBeVisible();
      await expectAccessible(page, `${where}: the join sheet`);
      await shot(page, `sheet-${locale}-${width}`);

      // The child's join page with the class found.
      await child.goto(`/${locale}/join?code=${made.joinCode}`);
      await expect(child.getByText(t("classes.join.found", { name: "Grade 6 B" }))).toBeVisible();
      await expectAccessible(child, `${where}: the join page with the class found`);
      await shot(child, `join-${locale}-${width}`);
    }
  }
  await child.close();
});
