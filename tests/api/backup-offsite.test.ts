/**
 * scripts/deploy/backup-offsite.sh, the nightly backup of child-rights-hub-backup.service, with a real rclone and the
 * README's kind of remote: a "crypt" remote (here over a local folder instead of a storage provider). The copy off the
 * server cannot be read without rclone's password, and it restores: the README's drill (rclone copy back, then
 * npm run restore) gives the same rows and files. Without RCLONE_REMOTE the backup is still written and the run fails.
 */
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backupDirOf, type DataDir, fileDigests, finished, makeDataDir, removeDataDirs, ROOT, runCli, tableChecksums } from "./cli-support";

const SCRIPT = path.join(ROOT, "scripts", "deploy", "backup-offsite.sh");
afterAll(removeDataDirs);

let data: DataDir;
let rcloneConfig: string;
let store: string;

beforeAll(async () => {
  data = makeDataDir("crh-offsite-");
  expect((await runCli("seed", ["--demo"], data.env)).code).toBe(0);
  // As `rclone config` writes it (README): a remote for the storage, and a crypt remote wrapping it.
  store = path.join(data.dir, "storage-provider");
  rcloneConfig = path.join(data.dir, "rclone.conf");
  const password = execFileSync("rclone", ["obscure", "a long passphrase kept off the server"], { encoding: "utf8" }).trim();
  fs.writeFileSync(rcloneConfig, `[offsite]\ntype = local\n\n[offsite-crypt]\ntype = crypt\nremote = offsite:${store}\npassword = ${password}\n`);
}, 60_000);

function offsite(env: Record<string, string>) {
  const child = spawn("bash", [SCRIPT], {
    env: { ...process.env, ...data.env, APP_DIR: ROOT, BACKUP_DIR: path.join(data.dir, "backups"), RCLONE_CONFIG: rcloneConfig, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  return finished(child);
}

describe("scripts/deploy/backup-offsite.sh", () => {
  it("writes a backup and copies it, encrypted, to the rclone remote; copied back, it restores", async () => {
    const result = await offsite({ RCLONE_REMOTE: "offsite-crypt:child-rights-hub" });
    expect(result.stderr).toBe("");
    expect(result.code).toBe(0);
    const backup = backupDirOf(result.stdout);
    expect(result.stdout).toContain(`Copied ${path.basename(backup)} to offsite-crypt:child-rights-hub; remote copies older than 60 days removed.`);

    // The storage provider sees neither the names nor the contents.
    const stored = fs.readdirSync(store, { recursive: true, encoding: "utf8" }).filter((name) => fs.statSync(path.join(store, name)).isFile());
    expect(stored.length).toBeGreaterThan(1);
    expect(stored.filter((name) => /app\.db|backup-|uploads/.test(name))).toEqual([]);
    for (const name of stored) expect(fs.readFileSync(path.join(store, name)).includes("SQLite format 3")).toBe(false);

    // README, "Restore on a new server": fetch the copy, then npm run restore.
    const fetched = path.join(makeDataDir("crh-offsite-fetched-").dir, path.basename(backup));
    execFileSync("rclone", ["copy", `offsite-crypt:child-rights-hub/${path.basename(backup)}`, fetched], {
      env: { ...process.env, RCLONE_CONFIG: rcloneConfig },
    });
    const fresh = makeDataDir("crh-offsite-restored-");
    const restore = await runCli("restore", [fetched], fresh.env);
    expect(restore.code, restore.stderr).toBe(0);
    expect(tableChecksums(fresh.databaseFile)).toEqual(tableChecksums(data.databaseFile));
    expect(fileDigests(fresh.uploadsDir)).toEqual(fileDigests(data.uploadsDir));
  }, 120_000);

  it("without RCLONE_REMOTE it still writes the backup, and fails so that the missing copy shows", async () => {
    const result = await offsite({ RCLONE_REMOTE: "" });
    expect(result.code).toBe(1);
    const backup = backupDirOf(result.stdout);
    expect(fs.existsSync(path.join(backup, "app.db"))).toBe(true);
    expect(result.stderr.trim()).toBe(
      `Error: RCLONE_REMOTE is not set, so ${path.basename(backup)} stays on this server only; set it in /etc/child-rights-hub.env (README: off-site copies).`,
    );
  }, 60_000);
});
