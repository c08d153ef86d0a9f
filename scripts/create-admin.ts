/** `npm run create-admin`: creates a staff account, or gives an existing account the role. */
import type { z } from "zod";
import type { StaffRole as Role } from "../db/types";
import { loadConfig } from "../server/config";
import { CliError, requireOption, runCommand, say, UsageError } from "./lib/cli";
import { askHidden } from "./lib/prompt";

const usage = `Usage: npm run create-admin -- --email E --name N [--role super_admin|organization]
                                 [--organization NAME] [--password P]

Creates a staff account with a profile and the role (default super_admin). If an account with the
e-mail exists, the role is added to it instead (its name and password stay as they are).

Without --password the password is asked on the terminal, without echo, twice; when not run from a
terminal (cron, a pipe) --password is required. Passwords have at least 6 characters.

Options:
  --email E             the sign-in e-mail
  --name N              the full name shown in the back office
  --role R              super_admin (default) or organization
  --organization NAME   the organization name (for organization users)
  --password P          the password (beware: it stays in the shell history)
  -h, --help            show this help

Environment: DATABASE_URL (PostgreSQL), else DATABASE_FILE (default ./data/app.db)
Exit codes: 0 done, 1 failed, 2 bad arguments`;

const ROLES = ["super_admin", "organization"] as const;

/** The zod message of the first issue, for a one-line error. */
function parse<T>(schema: z.ZodType<T>, value: unknown, option: string): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new UsageError(`--${option}: ${result.error.issues[0]?.message ?? "invalid value"}`);
  return result.data;
}

runCommand({
  usage,
  options: {
    email: { type: "string" },
    name: { type: "string" },
    role: { type: "string" },
    organization: { type: "string" },
    password: { type: "string" },
  },
  async run({ values }) {
    // Loaded here, after the options are read, so that --help answers at once.
    const { emailSchema, fullNameSchema, newPasswordSchema } = await import("../admin-modules/domain/account-schemas");
    const email = parse(emailSchema, requireOption(values.email, "email"), "email");
    const fullName = parse(fullNameSchema, requireOption(values.name, "name"), "name");
    const role = (values.role ?? "super_admin") as Role;
    if (!ROLES.includes(role)) throw new UsageError(`--role must be super_admin or organization, got "${values.role}".`);
    if (values.password !== undefined) parse(newPasswordSchema, values.password, "password");
    if (values.password === undefined && !process.stdin.isTTY) {
      throw new UsageError("--password is required when not run from a terminal.");
    }

    const { migrateToLatest } = await import("../db/migrate");
    const { openToolDatabase } = await import("./lib/database");
    const { createAccount, findUserByEmail } = await import("../server/services/accounts");
    const { db, name, close } = openToolDatabase(loadConfig(), { create: true });
    try {
      await migrateToLatest(db);
      const existing = await findUserByEmail(db, email);
      if (existing) {
        const added = await db
          .insertInto("user_roles")
          .values({ user_id: existing.id, role })
          .onConflict((oc) => oc.columns(["user_id", "role"]).doNothing())
          .executeTakeFirst();
        say(
          Number(added.numInsertedOrUpdatedRows ?? 0) > 0
            ? `${existing.email} already had an account; added the role ${role} (name and password unchanged).`
            : `${existing.email} already has the role ${role}; nothing to change.`,
        );
        return;
      }

      const password = values.password ?? (await askPassword(newPasswordSchema));
      const userId = await createAccount(db, { email, password, fullName, role, organizationName: values.organization?.trim() || null });
      say(`Created ${role} account ${email} (user ${userId}) in ${name}.`);
    } finally {
      await close();
    }
  },
});

async function askPassword(newPasswordSchema: z.ZodType<string>): Promise<string> {
  const password = await askHidden("Password (at least 6 characters): ");
  const checked = newPasswordSchema.safeParse(password);
  if (!checked.success) throw new CliError(checked.error.issues[0]?.message ?? "Invalid password.");
  if ((await askHidden("Repeat the password: ")) !== password) throw new CliError("The passwords do not match; nothing was created.");
  return password;
}
