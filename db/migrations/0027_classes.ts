/**
 * Issue 31: classes. Only new tables, views and triggers (the release before this one runs without them).
 *
 * - teacher_accounts: an adult who asked at sign-up to be a teacher; `confirmed_at` is set by a super admin.
 *   Only a confirmed row gives the role "teacher" (server/auth/caller.ts), so until then the teacher sees
 *   nothing of any child. Removing the row removes the role and the teacher's classes.
 * - classes: a teacher's class (name, school, grade, language) with a short join code, unique.
 * - class_groups: named groups within a class (an assignment may go to one).
 * - class_members: a child in a class (and in at most one of its groups).
 * - class_assignments: a course (lesson_ids NULL) or some of its lessons (a JSON array of lesson ids) given
 *   to the whole class, one group (group_id) or one child (user_id, who must be a member: removing the
 *   child from the class removes what was given to them), with an optional date (YYYY-MM-DD).
 * - admin_teachers, admin_classes: the back office's lists (admin-modules/modules/teachers.ts, classes.ts).
 * Rows a child's or a teacher's signed-in page shows bump the owner's personal_versions counter (0020's rule).
 */
import { type Kysely, sql } from "kysely";
import { afterRowTrigger, ddl, dialectOf, dropTrigger } from "../dialect";

const PERSONAL_TABLES = ["teacher_accounts", "class_members"] as const;
const OPERATIONS = ["INSERT", "UPDATE", "DELETE"] as const;
const personalTriggers = () => [
  ...PERSONAL_TABLES.flatMap((table) =>
    OPERATIONS.map((event) => ({
      name: `${table}_personal_after_${event.toLowerCase()}`,
      table,
      event,
      body: `UPDATE personal_versions SET version = version + 1 WHERE user_id = ${event === "DELETE" ? "OLD" : "NEW"}.user_id;`,
    })),
  ),
  // An assignment shows on every member's Learning page ("From your teacher"): each member's counter moves.
  ...OPERATIONS.map((event) => ({
    name: `class_assignments_members_after_${event.toLowerCase()}`,
    table: "class_assignments",
    event,
    body: `UPDATE personal_versions SET version = version + 1 WHERE user_id IN (SELECT user_id FROM class_members WHERE class_id = ${event === "DELETE" ? "OLD" : "NEW"}.class_id);`,
  })),
];

export async function up(db: Kysely<unknown>): Promise<void> {
  const d = ddl(dialectOf(db as Kysely<any>));
  const statements = [
    `CREATE TABLE teacher_accounts (
    user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
    school TEXT CHECK (school IS NULL OR length(school) <= 200),
    requested_at TEXT NOT NULL DEFAULT ${d.now()},
    confirmed_at TEXT,
    confirmed_by INTEGER REFERENCES users(id) ON DELETE SET NULL
  )`,
    `CREATE TABLE classes (
    ${d.idColumn()},
    teacher_id INTEGER NOT NULL REFERENCES teacher_accounts(user_id) ON DELETE CASCADE,
    name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
    school TEXT NOT NULL CHECK (length(school) BETWEEN 1 AND 200),
    grade TEXT NOT NULL CHECK (length(grade) BETWEEN 1 AND 40),
    language TEXT NOT NULL CHECK (language IN ('si', 'ta', 'en')),
    join_code TEXT NOT NULL UNIQUE CHECK (length(join_code) = 6),
    created_at TEXT NOT NULL DEFAULT ${d.now()}
  )`,
    `CREATE INDEX classes_teacher ON classes (teacher_id, created_at DESC)`,
    `CREATE TABLE class_groups (
    ${d.idColumn()},
    class_id INTEGER NOT NULL REFERENCES classes(id) ON DELETE CASCADE,
    name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 60),
    UNIQUE (class_id, name)
  )`,
    `CREATE TABLE class_members (
    class_id INTEGER NOT NULL REFERENCES classes(id) ON DELETE CASCADE,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    group_id INTEGER REFERENCES class_groups(id) ON DELETE SET NULL,
    joined_at TEXT NOT NULL DEFAULT ${d.now()},
    PRIMARY KEY (class_id, user_id)
  )`,
    `CREATE INDEX class_members_user ON class_members (user_id)`,
    `CREATE TABLE class_assignments (
    ${d.idColumn()},
    class_id INTEGER NOT NULL REFERENCES classes(id) ON DELETE CASCADE,
    course_id INTEGER NOT NULL REFERENCES courses(id) ON DELETE CASCADE,
    lesson_ids TEXT CHECK (lesson_ids IS NULL OR length(lesson_ids) <= 2000),
    group_id INTEGER REFERENCES class_groups(id) ON DELETE CASCADE,
    user_id INTEGER,
    due_date TEXT CHECK (due_date IS NULL OR ${d.glob("due_date", "[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]")}),
    created_at TEXT NOT NULL DEFAULT ${d.now()},
    CHECK (group_id IS NULL OR user_id IS NULL),
    FOREIGN KEY (class_id, user_id) REFERENCES class_members (class_id, user_id) ON DELETE CASCADE
  )`,
    `CREATE INDEX class_assignments_class ON class_assignments (class_id, id)`,
    `CREATE VIEW admin_teachers AS
    SELECT t.user_id, p.username, p.full_name, p.email, t.school, t.requested_at, t.confirmed_at, t.confirmed_by,
      CASE WHEN t.confirmed_at IS NULL THEN 'requested' ELSE 'confirmed' END AS status,
      (SELECT COUNT(*) FROM classes c WHERE c.teacher_id = t.user_id) AS classes_count,
      (SELECT COUNT(*) FROM class_members m JOIN classes c ON c.id = m.class_id WHERE c.teacher_id = t.user_id) AS children_count
    FROM teacher_accounts t JOIN profiles p ON p.user_id = t.user_id`,
    `CREATE VIEW admin_classes AS
    SELECT c.id, c.name, c.school, c.grade, c.language, c.join_code, c.teacher_id, c.created_at,
      p.username AS teacher_username,
      (SELECT COUNT(*) FROM class_members m WHERE m.class_id = c.id) AS children_count,
      (SELECT COUNT(*) FROM class_assignments a WHERE a.class_id = c.id) AS assignments_count
    FROM classes c JOIN profiles p ON p.user_id = c.teacher_id`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
  for (const trigger of personalTriggers()) {
    for (const statement of afterRowTrigger(d.dialect, trigger)) await sql.raw(statement).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const { name, table } of personalTriggers())
    for (const statement of dropTrigger(dialectOf(db as Kysely<any>), name, table)) await sql.raw(statement).execute(db);
  for (const statement of [
    "DROP VIEW admin_classes",
    "DROP VIEW admin_teachers",
    "DROP TABLE class_assignments",
    "DROP TABLE class_members",
    "DROP TABLE class_groups",
    "DROP TABLE classes",
    "DROP TABLE teacher_accounts",
  ])
    await sql.raw(statement).execute(db);
}
