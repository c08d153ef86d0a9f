// `npm install`'s postinstall: in a checkout with the development dependencies, compile the messages
// (admin-modules/domain/paraglide, not committed) so that the type check, vitest and `npm run dev` work at once.
// A production install (a release, the container, `npm ci --omit=dev`) has neither the message compiler nor the
// message files, and needs neither: the build carries the compiled messages. So there it does nothing.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const compiler = path.join(root, "scripts", "i18n", "compile.ts");

function installed(name) {
  try {
    import.meta.resolve(name);
    return true;
  } catch {
    return false;
  }
}

if (fs.existsSync(compiler) && installed("tsx") && installed("@inlang/paraglide-js")) {
  const result = spawnSync(process.execPath, ["--import", "tsx", compiler], { cwd: root, stdio: "inherit" });
  process.exit(result.status ?? 1);
}
