import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyPassword } from "../../server/auth/password";
import { count, isOneCleanLine, makeDataDir, openDb, removeDataDirs, runCli, type DataDir } from "./cli-support";

afterAll(removeDataDirs);

function rolesOf(data: DataDir, email: string): string[] {
  const db = openDb(data.databaseFile);
  try {
    return (
      db.prepare("SELECT r.role FROM user_roles r JOIN users u ON u.id = r.user_id WHERE lower(u.email) = lower(?) ORDER BY r.role").all(email) as {
        role: string;
      }[]
    ).map((r) => r.role);
  } finally {
    db.close();
  }
}

describe("bad arguments", () => {
  const cases: [string, string[]][] = [
    ["migrate", ["--nope"]],
    ["seed", []],
    ["seed", ["--scale", "ten"]],
    ["seed", ["--demo", "--scale", "5"]],
    ["backup", ["--keep", "0"]],
    ["backup", ["extra-argument"]],
    ["restore", []],
    ["create-admin", ["--email", "a@example.org"]],
    ["create-admin", ["--email", "a@example.org", "--name", "A", "--password", "12345"]],
    ["create-admin", ["--email", "a@example.org", "--name", "A", "--role", "admin", "--password", "123456"]],
    ["set-role", ["--email", "a@example.org", "--role", "owner"]],
  ];

  it("exit 2 with one error line and the usage, and touch nothing", async () => {
    const data = makeDataDir();
    const results = await Promise.all(cases.map(([name, args]) => runCli(name, args, data.env)));
    results.forEach((result, i) => {
      const label = cases[i].join(" ");
      expect(result.code, label).toBe(2);
      expect(result.stderr, label).toMatch(/^Error: .+\n\nUsage: npm run /);
      expect(result.stderr, label).not.toMatch(/\n\s+at /);
    });
    // None of the refused commands created a database.
    expect(() => openDb(data.databaseFile)).toThrow();
  });

  it("--help prints the usage and exits 0", async () => {
    const data = makeDataDir();
    const names = ["migrate", "seed", "backup", "restore", "create-admin", "set-role"];
    const results = await Promise.all(names.map((name) => runCli(name, ["--help"], data.env)));
    results.forEach((result, i) => {
      expect(result.code, names[i]).toBe(0);
      expect(result.stdout, names[i]).toMatch(new RegExp(`^Usage: npm run ${names[i]}`));
    });
  });
});

describe("create-admin and set-role", () => {
  let data: DataDir;
  beforeAll(() => {
    data = makeDataDir();
  });

  it("creates a super admin with a profile and a working password", async () => {
    const result = await runCli("create-admin", ["--email", "Asha@Example.org", "--name", "Asha Perera", "--password", "s3cret-pass"], data.env);
    expect(result.stderr).toBe("");
    expect(result.code).toBe(0);
    expect(rolesOf(data, "asha@example.org")).toEqual(["super_admin"]);
    const db = openDb(data.databaseFile);
    try {
      const user = db.prepare("SELECT u.password_hash, p.full_name FROM users u JOIN profiles p ON p.user_id = u.id").get() as {
        password_hash: string;
        full_name: string;
      };
      expect(user.full_name).toBe("Asha Perera");
      expect(await verifyPassword(user.password_hash, "s3cret-pass")).toBe(true);
    } finally {
      db.close();
    }
  });

  it("adds the role to an existing e-mail instead of failing, once", async () => {
    const args = ["--email", "asha@example.org", "--name", "Other Name", "--role", "organization", "--password", "another-pass"];
    const first = await runCli("create-admin", args, data.env);
    expect(first.code).toBe(0);
    expect(first.stdout).toContain("added the role organization");
    expect(rolesOf(data, "asha@example.org")).toEqual(["organization", "super_admin"]);
    expect(count(data.databaseFile, "SELECT count(*) FROM users")).toBe(1);
    expect(count(data.databaseFile, "SELECT count(*) FROM profiles WHERE full_name = 'Asha Perera'")).toBe(1);

    const second = await runCli("create-admin", args, data.env);
    expect(second.code).toBe(0);
    expect(second.stdout).toContain("already has the role organization");
    expect(rolesOf(data, "asha@example.org")).toEqual(["organization", "super_admin"]);
  });

  it("refuses to ask for a password when not run from a terminal", async () => {
    const result = await runCli("create-admin", ["--email", "nopass@example.org", "--name", "No Pass"], data.env);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("--password is required when not run from a terminal");
    expect(count(data.databaseFile, "SELECT count(*) FROM users WHERE email = 'nopass@example.org'")).toBe(0);
  });

  it("set-role replaces the roles, and none removes them all", async () => {
    const toOrganization = await runCli("set-role", ["--email", "ASHA@example.org", "--role", "organization"], data.env);
    expect(toOrganization.code).toBe(0);
    expect(rolesOf(data, "asha@example.org")).toEqual(["organization"]);
    expect(toOrganization.stdout).toContain("no super admin is left");

    const toSuper = await runCli("set-role", ["--email", "asha@example.org", "--role", "super_admin"], data.env);
    expect(toSuper.code).toBe(0);
    expect(rolesOf(data, "asha@example.org")).toEqual(["super_admin"]);

    const none = await runCli("set-role", ["--email", "asha@example.org", "--role", "none"], data.env);
    expect(none.code).toBe(0);
    expect(rolesOf(data, "asha@example.org")).toEqual([]);
    expect(count(data.databaseFile, "SELECT count(*) FROM users")).toBe(1); // the account stays

    const unknown = await runCli("set-role", ["--email", "nobody@example.org", "--role", "organization"], data.env);
    expect(unknown.code).toBe(1);
    expect(isOneCleanLine(unknown.stderr)).toBe(true);
    expect(unknown.stderr).toContain("No account with the e-mail nobody@example.org");
  });
});
