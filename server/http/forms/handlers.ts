/**
 * Every public form the server handles when the page's script has not run (issue #28), keyed by the form's
 * hidden `_form` field. Each calls the same tRPC procedure the app calls (through a server-side caller
 * with the request's own context: session cookie, address for the limits, language), so the procedure's
 * zod schema and rules judge both paths; a handler only turns the posted text into the procedure's input
 * (numbers, ticks, empty meaning none) and says where the visitor goes next. Share Your Creation, which
 * the app sends as an upload, calls the upload route's own service.
 */
import type { Response } from "express";
import { m } from "../../../admin-modules/domain/i18n";
import type { Context } from "../../context";
import type { appRouter } from "../../routers";
import type { MultipartForm } from "../multipart";
import { submitMedia } from "../../services/media-submission";
import { submitEventForm } from "../event-submit";
import { rememberDataSaver } from "../data-saver";
import { isHttps } from "../../config";
import { TRPCError } from "@trpc/server";
import { answerFromFields } from "./lesson-answer";
import { type AssignInput, assignFromForm, joinCodeSchema } from "../../../admin-modules/domain/classes";
import { CSV_BOM, reportCsvFileName, reportCsvRows } from "../../../admin-modules/domain/class-words";
import Papa from "papaparse";
import { myDataFileName } from "../../../admin-modules/domain/child-safety";

export type Fields = Record<string, string>;
export type FieldErrors = Record<string, string>;

export interface FormRequest {
  caller: ReturnType<typeof appRouter.createCaller>;
  ctx: Context;
  fields: Fields;
  /** The multipart body of an upload form. */
  upload: MultipartForm | null;
  /** The page's own address without its language prefix (path and query): where "back" is. */
  page: string;
  /** The page address's query (?token=, ?redirect=). */
  query: URLSearchParams;
  /** The page the browser says the form was on (Referer, this site's only), without its language prefix. */
  referer: string | null;
  res: Response;
}

/** A handler answered the request itself (a file to download). */
export const SENT = Symbol("sent");

export interface FormHandler {
  /** The fields of the form: what is drawn again after a refusal; other names' problems are the form's own. */
  fields: readonly string[];
  /** Fields whose names are made per item (a check box per lesson), drawn again as the named ones are. */
  fieldsLike?: RegExp;
  /** Fields never sent back into the page (passwords). */
  secret?: readonly string[];
  /** The form creates something: a double tap must not create it twice (receipts.ts). */
  once?: boolean;
  /** Deletes something for good: asks "are you sure?" first (the app asks in a dialog). */
  confirm?: (fields: Fields) => boolean;
  /** Problems only the form can know (a confirmation field that differs), found before the procedure judges. */
  check?: (fields: Fields) => FieldErrors;
  /** Runs the form: the address (without language prefix) to send the visitor to next, or SENT. */
  run: (request: FormRequest) => Promise<string | typeof SENT>;
}

/** Posted text that means "none". */
const orNull = (value: string | undefined) => (value?.trim() ? value : null);
/** A number field: empty is left out (the schema's "required" message), anything else is read as a number. */
const number = (value: string | undefined) => (value?.trim() ? Number(value) : undefined);

/** `url` with `?done=` set: the page then shows what happened (the app shows the same in place). */
export function withDone(url: string, done: string): string {
  const parsed = new URL(url, "http://x");
  parsed.searchParams.set("done", done);
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}

/** Where a form sent after the session ended goes: sign in, then back to `path`. */
const signInThenBack = (path: string) => `/auth?redirect=${encodeURIComponent(path)}`;

/** Only a path on this site may be a redirect target (as the sign-in page's own rule, src/pages/AuthPage.tsx). */
const safeRedirect = (value: string | null) => (value?.startsWith("/") && !value.startsWith("//") ? value : "/");

/** The form's own check: the confirmation must repeat the password ("Passwords do not match" under it). */
const sameAs =
  (password: string, confirm: string) =>
  (fields: Fields): FieldErrors =>
    (fields[password] ?? "") === (fields[confirm] ?? "") ? {} : { [confirm]: m["auth.passwordsDoNotMatch"]() };

const token = (request: FormRequest) => request.query.get("token") ?? "";

export const FORMS: Record<string, FormHandler> = {
  signIn: {
    fields: ["email", "password"],
    secret: ["password"],
    run: async ({ caller, fields, query }) => {
      await caller.auth.signIn({ email: fields.email ?? "", password: fields.password ?? "" });
      return safeRedirect(query.get("redirect"));
    },
  },

  signUp: {
    fields: ["username", "email", "password", "confirmPassword", "ageRange", "parentEmail", "teacher"],
    secret: ["password", "confirmPassword"],
    once: true,
    check: sameAs("password", "confirmPassword"),
    run: async ({ caller, fields }) => {
      const answer = await caller.auth.signUp({
        username: fields.username ?? "",
        email: fields.email ?? "",
        password: fields.password ?? "",
        ageRange: fields.ageRange as never,
        parentEmail: orNull(fields.parentEmail),
        // The "Teacher" check box (issue 31) sends "yes" when ticked.
        teacher: fields.teacher === "yes",
      });
      return withDone("/auth", answer.waitingForParent ? "signUpWaiting" : "signUp");
    },
  },

  signOut: {
    fields: [],
    run: async ({ caller }) => {
      await caller.auth.signOut();
      return withDone("/", "signOut");
    },
  },

  forgotPassword: {
    fields: ["email"],
    once: true,
    run: async ({ caller, fields }) => {
      await caller.auth.requestPasswordReset({ email: fields.email ?? "" });
      return withDone("/forgot-password", "sent");
    },
  },

  resetPassword: {
    fields: ["newPassword", "confirmNewPassword"],
    secret: ["newPassword", "confirmNewPassword"],
    check: sameAs("newPassword", "confirmNewPassword"),
    run: async (request) => {
      await request.caller.auth.resetPassword({ token: token(request), newPassword: request.fields.newPassword ?? "" });
      return withDone("/auth", "reset");
    },
  },

  verifyEmail: {
    fields: [],
    run: async (request) => {
      await request.caller.auth.verifyEmail({ token: token(request) });
      return withDone("/verify-email", "verified");
    },
  },

  profile: {
    fields: ["full_name", "phone", "organization_name"],
    run: async ({ caller, fields }) => {
      await caller.auth.updateProfile({
        full_name: fields.full_name ?? "",
        phone: fields.phone ?? "",
        // Only an organization's form has the field (the procedure refuses it for anyone else).
        ...(fields.organization_name === undefined ? {} : { organization_name: fields.organization_name }),
      });
      return withDone("/account", "profile");
    },
  },

  parentDecide: {
    fields: ["decision"],
    confirm: (fields) => fields.decision === "decline",
    run: async (request) => {
      const answer = await request.caller.parent.decide({ token: token(request), decision: request.fields.decision as never });
      return answer.status === "deleted" ? withDone("/parent", "deleted") : `/parent?token=${encodeURIComponent(token(request))}`;
    },
  },

  parentWithdraw: {
    fields: [],
    confirm: () => true,
    run: async (request) => {
      await request.caller.parent.withdraw({ token: token(request) });
      return withDone("/parent", "deleted");
    },
  },

  parentRevoke: {
    fields: ["linkId"],
    run: async (request) => {
      const answer = await request.caller.parent.revoke({ token: token(request), linkId: number(request.fields.linkId) });
      return answer.current ? withDone("/parent", "revoked") : withDone(request.page, "stopped");
    },
  },

  parentRequestLink: {
    fields: ["email"],
    once: true,
    run: async ({ caller, fields }) => {
      await caller.parent.requestLink({ email: fields.email ?? "" });
      return withDone("/parent", "linkSent");
    },
  },

  /** "Send the link again" on My Account, for an address not proved yet. */
  verifyResend: {
    fields: [],
    // A double tap sends one e-mail.
    once: true,
    run: async ({ caller, page }) => {
      await caller.auth.resendVerification();
      return withDone(page, "verifySent");
    },
  },

  /** "Download my data" on My Account: the same file the app saves, as a download (the page stays). */
  accountExport: {
    fields: [],
    run: async ({ caller, res }) => {
      const data = await caller.account.exportData();
      res
        .attachment(myDataFileName())
        .type("json")
        .send(JSON.stringify(data, null, 2));
      return SENT;
    },
  },

  /** "Download the child's data": the same file the app saves, as a download (the page stays). */
  parentExport: {
    fields: [],
    run: async (request) => {
      const data = await request.caller.parent.exportData({ token: token(request) });
      request.res
        .attachment("child-data.json")
        .type("json")
        .send(JSON.stringify(data, null, 2));
      return SENT;
    },
  },

  register: {
    fields: ["eventId", "name", "age", "guardianName", "email", "consent", "notes"],
    once: true,
    run: async ({ caller, fields, page }) => {
      await caller.public.events.register({
        eventId: number(fields.eventId) as number,
        name: fields.name ?? "",
        age: number(fields.age) as number,
        guardianName: fields.guardianName ?? "",
        email: fields.email ?? "",
        consent: fields.consent === "on",
        notes: orNull(fields.notes),
      });
      return withDone(page, "register");
    },
  },

  eventSubmit: {
    fields: [
      "title",
      "description",
      "type",
      "event_date",
      "start_time",
      "end_time",
      "location",
      "district",
      "organizer_name",
      "age_group",
      "capacity",
      "price_type",
      "price_amount",
      "contact_phone",
      "contact_email",
      "contact_website",
      "image_url",
      "image",
      "send_anyway",
    ],
    once: true,
    // Sent as an upload (the picture), or as plain text when the browser sends no file field.
    run: async ({ ctx, fields, upload }) => {
      const { urgent } = await submitEventForm(ctx, upload ?? { fields, file: null, fileError: null });
      // An urgent one: the page shows the helplines under its thanks, as Share Your Creation does.
      return withDone("/events/submit", urgent ? "urgent" : "sent");
    },
  },

  mediaSubmit: {
    fields: ["title", "type", "description", "content", "media_url", "author_name", "author_age", "age_group", "image", "send_anyway"],
    once: true,
    run: async ({ ctx, upload }) => {
      const { urgent } = await submitMedia(ctx, async () => upload ?? { fields: {}, file: null, fileError: null });
      // An urgent one: the page shows the helplines under its thanks.
      return withDone("/media/submit", urgent ? "urgent" : "sent");
    },
  },

  report: {
    fields: ["targetType", "targetId", "reason", "details", "sendAnyway"],
    once: true,
    run: async ({ caller, fields, page }) => {
      const { urgent } = await caller.public.reports.create({
        targetType: fields.targetType as never,
        targetId: number(fields.targetId) as number,
        reason: fields.reason as never,
        details: orNull(fields.details),
        sendAnyway: fields.sendAnyway === "on",
      });
      // Issue #29: a report holding a safeguarding word is answered with the helplines and their call
      // buttons (the app shows them under the button; without the script, the helplines' own page, which the
      // server draws whole, says "Report sent" and links back).
      if (urgent) return withDone(`/emergency?from=${encodeURIComponent(page)}`, "report-urgent");
      // Which Report button it was: a page may have two (a media item and its byline).
      return withDone(page, `report-${fields.targetType}-${fields.targetId}`);
    },
  },

  // Classes (issue 31): the child's join, the teacher's class and "Give a course", removing a child, leaving a class.

  /**
   * "Find the class": a code of the wrong form is refused under the field; any other leads to /join?code=…, whose
   * page looks the code up (limited as the app's look-up is) and shows the class found or why not. One look-up
   * per search, as with the script (the app's look-up is the page's): looking it up here too counted it twice.
   */
  classFind: {
    fields: ["code"],
    check: (fields): FieldErrors => {
      const parsed = joinCodeSchema.safeParse(fields.code ?? "");
      return parsed.success ? {} : { code: parsed.error.issues[0]!.message };
    },
    run: async ({ fields }) => `/join?code=${encodeURIComponent((fields.code ?? "").trim())}`,
  },

  /** "Join this class": joins, or under the consent age is refused with the same words as all learning. */
  classJoin: {
    fields: ["code"],
    once: true,
    run: async ({ caller, fields }) => {
      await caller.classes.join({ code: fields.code ?? "" });
      return withDone(`/join?code=${encodeURIComponent((fields.code ?? "").trim())}`, "joined");
    },
  },

  classLeave: {
    fields: ["classId"],
    confirm: () => true,
    run: async ({ caller, fields, page }) => {
      await caller.classes.leave({ classId: number(fields.classId) as number });
      return withDone(page, "left");
    },
  },

  classCreate: {
    fields: ["name", "school", "grade", "language"],
    once: true,
    run: async ({ caller, fields }) => {
      await caller.teacher.createClass({ name: fields.name ?? "", school: fields.school ?? "", grade: fields.grade ?? "", language: fields.language as never });
      return withDone("/teacher", "created");
    },
  },

  classAssign: {
    fields: ["classId", "courseId", "target", "dueDate"],
    fieldsLike: /^lesson\.\d+\.\d+$/,
    once: true,
    run: async ({ caller, fields, page }) => {
      await caller.teacher.assign(assignFromForm(fields) as AssignInput);
      return withDone(page, "assigned");
    },
  },

  classRemoveChild: {
    fields: ["classId", "userId"],
    confirm: () => true,
    run: async ({ caller, fields, page }) => {
      await caller.teacher.removeChild({ classId: number(fields.classId) as number, userId: number(fields.userId) as number });
      return withDone(page, "removed");
    },
  },

  classAddGroup: {
    fields: ["classId", "name"],
    once: true,
    run: async ({ caller, fields, page }) => {
      await caller.teacher.addGroup({ classId: number(fields.classId) as number, name: fields.name ?? "" });
      return withDone(page, "groupAdded");
    },
  },

  /** A child moved to a group (or to none): before the script, the group's list has its own button. */
  classSetGroup: {
    fields: ["classId", "userId", "groupId"],
    run: async ({ caller, fields, page }) => {
      await caller.teacher.setGroup({
        classId: number(fields.classId) as number,
        userId: number(fields.userId) as number,
        groupId: orNull(fields.groupId) === null ? null : Number(fields.groupId),
      });
      return withDone(page, "grouped");
    },
  },

  /** "Take back" an assignment: the children's own progress stays; asks to confirm first, as the app does. */
  classUnassign: {
    fields: ["assignmentId"],
    confirm: () => true,
    run: async ({ caller, fields, page }) => {
      await caller.teacher.unassign({ assignmentId: number(fields.assignmentId) as number });
      return withDone(page, "unassigned");
    },
  },

  /** "Download CSV" of one assignment: the same file the app writes (papaparse, the same rows); the page stays. */
  classReportCsv: {
    fields: ["classId", "assignmentId"],
    run: async ({ caller, fields, res }) => {
      const report = await caller.teacher.classReport({ classId: number(fields.classId) as number });
      const assignment = report.assignments.find((a) => String(a.id) === fields.assignmentId);
      if (!assignment) throw new TRPCError({ code: "NOT_FOUND", message: m["classes.notFound"]() });
      const { fields: header, data } = reportCsvRows(assignment.children);
      res
        .attachment(reportCsvFileName(report.class.name, assignment.courseTitle))
        .type("text/csv; charset=utf-8")
        .send(`${CSV_BOM}${Papa.unparse({ fields: header, data })}`);
      return SENT;
    },
  },

  /** "Start course": enrols the signed-in child (a child whose parent has not agreed yet is told so). */
  courseEnroll: {
    fields: ["courseId"],
    once: true,
    run: async ({ caller, ctx, fields, page }) => {
      if (!ctx.user) return signInThenBack(new URL(page, "http://x").pathname);
      await caller.public.learning.enroll({ courseId: number(fields.courseId) as number });
      return withDone(page, "enrolled");
    },
  },

  /** "Mark as read" on a lesson page. */
  lessonRead: {
    fields: ["courseId", "lessonIndex"],
    run: async ({ caller, ctx, fields, page }) => {
      if (!ctx.user) return signInThenBack(new URL(page, "http://x").pathname);
      await caller.public.learning.completeLesson({ courseId: number(fields.courseId) as number, lessonIndex: number(fields.lessonIndex) as number });
      return withDone(page, "read");
    },
  },

  /**
   * An exercise of a lesson answered before (or without) the script (issue 30): judged by the app's own
   * procedure, then the lesson again with `?answered=<key>`, where the page shows that verdict. The key comes
   * with the drawn form, so a double tap or a resent form is the same attempt, counted once.
   */
  lessonAnswer: {
    // Drawn again after a refusal: which exercise it was (the page shows the problem under it).
    fields: ["blockId"],
    run: async ({ caller, ctx, fields, page }) => {
      const lesson = new URL(page, "http://x").pathname;
      // The session ended while the page was open: sign in, then back to the lesson.
      if (!ctx.user) return signInThenBack(lesson);
      const answer = answerFromFields(fields);
      if ("missing" in answer) throw new TRPCError({ code: "BAD_REQUEST", message: answer.missing });
      const attemptKey = fields.attemptKey ?? "";
      await caller.public.learning.answer({
        courseId: Number(fields.courseId),
        lessonId: Number(fields.lessonId),
        blockId: fields.blockId ?? "",
        attemptKey,
        answer,
      });
      // Post, redirect, get: a reload sends nothing again.
      return `${lesson}?answered=${encodeURIComponent(attemptKey)}#practice-title`;
    },
  },

  /**
   * The switch under the footer (posted to /data-saver from any page): remembered in a cookie, no procedure
   * (it is the device's choice, not an account's); back to the page it was on.
   */
  dataSaver: {
    fields: ["saver"],
    run: async ({ ctx, fields, referer, res }) => {
      rememberDataSaver(res, fields.saver === "on", isHttps(ctx.config));
      return referer ?? "/";
    },
  },
};
