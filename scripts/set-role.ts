/** `npm run set-role`: sets a user's staff role, or removes every role with "none". */
import type { StaffRole as Role } from "../db/types";
import { loadConfig } from "../server/config";
import { CliError, requireOption, runCommand, say, UsageError } from "./lib/cli";

const usage = `Usage: npm run set-role -- --email E --role super_admin|organization|none

Makes the role the user's only role; "none" removes every role (the account stays, without access
to the back office). Takes effect on the user's next request.

Options:
  --email E   the account's e-mail
  --role R    super_admin, organization or none
  -h, --help  show this help

Environment: DATABASE_URL (PostgreSQL), else DATABASE_FILE (default ./data/app.db)
Exit codes: 0 done, 1 failed, 2 bad arguments`;

const CHOICES = ["super_admin", "organization", "none"] as const;

runCommand({
  usage,
  options: { email: { type: "string" }, role: { type: "string" } },
  async run({ values }) {
    const email = requireOption(values.email, "email").trim();
    const choice = requireOption(values.role, "role") as (typeof CHOICES)[number];
    if (!CHOICES.includes(choice)) throw new UsageError(`--role must be super_admin, organization or none, got "${values.role}".`);

    // Loaded here, after the arguments are checked, so that --help and mistakes answer at once.
    const { findUserByEmail, superAdminExists } = await import("../server/services/accounts");
    const { openToolDatabase } = await import("./lib/database");
    const { db, close } = openToolDatabase(loadConfig());
    try {
      const user = await findUserByEmail(db, email);
      if (!user) throw new CliError(`No account with the e-mail ${email}.`);

      const before = await db.transaction().execute(async (trx) => {
        const rows = await trx.selectFrom("user_roles").select("role").where("user_id", "=", user.id).orderBy("id").execute();
        await trx.deleteFrom("user_roles").where("user_id", "=", user.id).execute();
        if (choice !== "none")
          await trx
            .insertInto("user_roles")
            .values({ user_id: user.id, role: choice as Role })
            .execute();
        return rows.map((r) => r.role);
      });
      say(`${user.email}: roles ${before.length ? before.join(", ") : "none"} -> ${choice}`);
      if (!(await superAdminExists(db))) {
        say('Note: no super admin is left. Create one with "npm run create-admin" (or the setup link the server prints).');
      }
    } finally {
      await close();
    }
  },
});
