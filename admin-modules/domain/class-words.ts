/**
 * Classes (issue 31): the words and rules the pages show, with no schema library, so the child's and the
 * teacher's page chunks stay small (the inputs are in classes.ts, which re-exports this file).
 */
import { m } from "./i18n";

/**
 * Join codes use letters and digits nobody mixes up when copying from a board or a printed sheet: no 0/O,
 * 1/I/L, 2/Z, 5/S or 8/B. Six of the 25 give 244 million codes; guessing is limited per account and
 * per address (server/auth/limits.ts, classJoin).
 */
export const JOIN_CODE_ALPHABET = "ACDEFGHJKMNPQRTUVWXY34679";
export const JOIN_CODE_LENGTH = 6;

/** What a child typed, as a code: upper case, spaces and dashes dropped (a code is printed as "ACD-EFG"). */
export const normalizeJoinCode = (typed: string) => typed.toUpperCase().replace(/[\s-]/g, "");

/** The code as printed and shown: two groups of three. */
export const formatJoinCode = (code: string) => `${code.slice(0, 3)}-${code.slice(3)}`;

export const CLASS_LANGUAGES = ["si", "ta", "en"] as const;

/**
 * "Needs help": a child answered the same question wrong this many times and has not answered it right
 * since. The page states the rule in these words (classes.report.needsHelpRule).
 */
export const NEEDS_HELP_WRONG_ANSWERS = 3;

/** "Difficult questions": more than this share of the children who tried missed it at their first answer. */
export const DIFFICULT_SHARE = 0.5;

/** How many assignments a class may have and children it may hold: a class, not a school. */
export const CLASS_LIMITS = { members: 60, assignments: 200, classesPerTeacher: 50, groups: 20 } as const;

/** One child's figures on one assignment, as the teacher's view, the print view and the CSV show them. */
export interface ChildReport {
  userId: number;
  username: string;
  /** Lessons of the assignment done (read, or mastered where the lesson has practice). */
  done: number;
  mastered: number;
  total: number;
  percent: number;
  /** Answers given to the assignment's questions, and how many were right. */
  answers: number;
  right: number;
  status: "done" | "started" | "notStarted";
  /** The questions this child needs help with (by the rule above). */
  needsHelp: { lessonTitle: string; question: number; prompt: string; wrong: number }[];
}

export interface DifficultQuestion {
  lessonTitle: string;
  question: number;
  prompt: string;
  tried: number;
  missedFirstTime: number;
}

/** The CSV of one assignment: one row per child, the same figures as the page (papaparse writes it). */
export function reportCsvRows(children: readonly ChildReport[]): { fields: string[]; data: (string | number)[][] } {
  return {
    fields: [
      m["classes.report.child"](),
      m["classes.report.status"](),
      m["classes.report.lessonsDone"](),
      m["classes.report.lessonsTotal"](),
      m["classes.report.mastered"](),
      m["classes.report.percent"](),
      m["classes.report.answers"](),
      m["classes.report.right"](),
      m["classes.report.needsHelp"](),
    ],
    data: children.map((c) => [
      c.username,
      statusWord(c.status),
      c.done,
      c.total,
      c.mastered,
      c.percent,
      c.answers,
      c.right,
      c.needsHelp.map((q) => `${q.lessonTitle} – ${m["classes.report.questionNumber"]({ n: q.question })}`).join("; "),
    ]),
  };
}

/** The CSV file's name: the class and the course (characters a file name cannot hold become "-"). */
export const reportCsvFileName = (className: string, courseTitle: string) => `${className}-${courseTitle}.csv`.replace(/[\\/:*?"<>|]/g, "-");

/** A byte-order mark first, so spreadsheet programs read Sinhala and Tamil usernames as UTF-8. */
export const CSV_BOM = "\uFEFF";

export const statusWord = (status: ChildReport["status"]) =>
  status === "done" ? m["classes.report.statusDone"]() : status === "started" ? m["classes.report.statusStarted"]() : m["classes.report.statusNotStarted"]();

/** The name of a lesson's check box in "Give a course": per course, so ticks left under another course are not sent with this one. */
export const lessonFieldName = (courseId: number | string, lessonId: number) => `lesson.${courseId}.${lessonId}`;

/**
 * "Give a course" as its form's fields hold it (text, posted without the script or read by the app) turned
 * into the procedure's input, unjudged: the server's schema and the service decide. An empty course or date
 * is absent; the ticked lessons are those of the chosen course.
 */
export function assignFromForm(fields: Readonly<Record<string, string | undefined>>) {
  const courseId = fields.courseId?.trim() ?? "";
  const prefix = lessonFieldName(courseId, 0).slice(0, -1);
  const lessonIds = Object.keys(fields)
    .filter((name) => courseId !== "" && name.startsWith(prefix) && fields[name])
    .map((name) => Number(name.slice(prefix.length)));
  const [kind, value] = (fields.target ?? "class").split(":");
  return {
    classId: Number(fields.classId),
    courseId: courseId === "" ? undefined : Number(courseId),
    lessonIds,
    target:
      kind === "group"
        ? { kind: "group" as const, groupId: Number(value) }
        : kind === "child"
          ? { kind: "child" as const, userId: Number(value) }
          : { kind: "class" as const },
    dueDate: fields.dueDate?.trim() ? fields.dueDate.trim() : null,
  };
}
