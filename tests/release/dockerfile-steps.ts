/**
 * Runs a Dockerfile's build steps in order on this machine, for a machine with the docker client but no engine
 * (this one, and CI). Each stage is a folder standing for the image's file system: FROM node:<major>… gives it that
 * Node major from the npm registry (with the npm that release bundles) and a PATH without compilers, as the slim
 * images have none; WORKDIR, COPY (from the build context, cleaned by the Dockerfile's .dockerignore, or --from an
 * earlier stage) and ENV do what Docker does inside that folder; RUN runs the same command with sh in the stage's
 * working folder, with the stage's environment and its own HOME. What cannot be reproduced without a container is
 * refused rather than skipped, so the Dockerfile cannot grow a step this emulation quietly ignores: a RUN that
 * names an absolute path or changes the system (packages, users, owners), and any instruction not listed below.
 * File owners (COPY --chown, USER) are recorded, not applied.
 */
import { type ChildProcess, execFileSync, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { cleanMachineEnv } from "../support/toolchain";

export interface Stage {
  name: string | null;
  /** The folder standing for the image's "/". */
  root: string;
  nodeMajor: number;
  workdir: string;
  env: Record<string, string>;
  user: string;
  volumes: string[];
  exposed: string[];
  cmd: string[] | null;
  healthcheck: string[] | null;
}

export class DockerfileStepFailed extends Error {}

/** The instructions in order, continuation lines joined and comment lines dropped. */
export function parseDockerfile(text: string): { keyword: string; args: string; line: string }[] {
  const lines = text.split("\n").filter((line) => !/^\s*#/.test(line));
  const joined = lines.join("\n").replace(/\\\n/g, " ");
  return joined
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const [, keyword, args] = /^(\S+)\s*(.*)$/.exec(line)!;
      return { keyword: keyword.toUpperCase(), args: args.trim(), line };
    });
}

/** `a=1 b="two words"` (or the old `KEY value`). */
function parseEnv(args: string): [string, string][] {
  if (!/^\S+=/.test(args)) {
    const [, key, value] = /^(\S+)\s+(.*)$/.exec(args)!;
    return [[key, value]];
  }
  const pairs: [string, string][] = [];
  for (const match of args.matchAll(/(\S+?)=("(?:[^"\\]|\\.)*"|\S*)/g)) pairs.push([match[1], match[2].replace(/^"(.*)"$/, "$1")]);
  return pairs;
}

/** The words of a COPY, with its --flags apart. */
function parseCopy(args: string): { flags: Record<string, string>; sources: string[]; dest: string } {
  const words = args.split(/\s+/);
  const flags: Record<string, string> = {};
  while (words[0]?.startsWith("--")) {
    const [key, value] = words.shift()!.slice(2).split("=");
    flags[key] = value;
  }
  const dest = words.pop()!;
  return { flags, sources: words, dest };
}

/** The patterns of a .dockerignore, as tests on a path relative to the context ("**" any folders, "*" one name). */
function ignoreRules(file: string): RegExp[] {
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, "utf8")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#"))
    .map((pattern) => {
      const body = pattern
        .replace(/^\/+|\/+$/g, "")
        .split("/")
        .map((part) =>
          part === "**"
            ? ".*"
            : part
                .replace(/[.+^${}()|[\]\\]/g, "\\$&")
                .replace(/\*/g, "[^/]*")
                .replace(/\?/g, "[^/]"),
        )
        .join("/");
      // A pattern that names a folder leaves out everything in it.
      return new RegExp(`^${body}(/.*)?$`);
    });
}

/**
 * The build context as a clean checkout would give it (the files git knows, tracked or new, none it ignores), less
 * what the Dockerfile's .dockerignore leaves out.
 */
export function cleanContext(repository: string, dockerfile: string, into: string): string {
  const rules = ignoreRules(`${dockerfile}.dockerignore`);
  const files = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], { cwd: repository, encoding: "utf8" })
    .split("\0")
    .filter(Boolean);
  for (const file of files) {
    if (rules.some((rule) => rule.test(file)) || !fs.existsSync(path.join(repository, file))) continue;
    fs.mkdirSync(path.dirname(path.join(into, file)), { recursive: true });
    fs.copyFileSync(path.join(repository, file), path.join(into, file));
  }
  return into;
}

/** An absolute path of the image, inside the stage's folder. */
const inStage = (stage: Stage, imagePath: string) => path.join(stage.root, imagePath);

/** The stage's environment for a process: its ENV (paths inside the image mapped into its folder), its Node, its HOME. */
export function stageEnv(stage: Stage, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const mapped = Object.fromEntries(
    Object.entries(stage.env).map(([key, value]) => {
      const first = /^\/([^/]+)/.exec(value)?.[1];
      return [key, first && fs.existsSync(inStage(stage, first)) ? inStage(stage, value) : value];
    }),
  );
  return cleanMachineEnv(stage.nodeMajor, { HOME: inStage(stage, "root"), ...mapped, ...extra });
}

/** Docker's COPY: a folder's contents into dest; a file into dest, or to dest itself when it names a file. */
function copyInto(from: string, dest: string, destIsFolder: boolean): void {
  if (!fs.existsSync(from)) throw new DockerfileStepFailed(`COPY: ${from} does not exist`);
  if (fs.statSync(from).isDirectory()) {
    fs.mkdirSync(dest, { recursive: true });
    fs.cpSync(from, dest, { recursive: true });
    return;
  }
  const target = destIsFolder || (fs.existsSync(dest) && fs.statSync(dest).isDirectory()) ? path.join(dest, path.basename(from)) : dest;
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.copyFileSync(from, target);
}

/** What a RUN may not do outside a container. */
function unrunnable(command: string): string | null {
  if (/(^|[\s=:;&|'"(])\/(?!dev\/null\b)[A-Za-z]/.test(command)) return "it names an absolute path, outside the stage's folder";
  if (/\b(apt-get|apt|apk|dnf|yum|useradd|adduser|groupadd|chown|chgrp)\b/.test(command)) return "it changes the system (packages, users or owners)";
  return null;
}

export interface BuildOptions {
  context: string;
  /** Where the stages' folders go. */
  work: string;
  /** npm's cache folder of the first stage (kept between runs for speed); later stages get their own, empty. */
  firstStageNpmCache?: string;
  log?: (line: string) => void;
}

/** Runs every step; answers the stages, the last one being the image. Throws DockerfileStepFailed naming the step. */
export function buildDockerfile(dockerfile: string, options: BuildOptions): Stage[] {
  const steps = parseDockerfile(fs.readFileSync(dockerfile, "utf8"));
  const stages: Stage[] = [];
  const log = options.log ?? (() => {});
  steps.forEach((step, index) => {
    const label = `Step ${index + 1}/${steps.length}: ${step.line.length > 160 ? `${step.line.slice(0, 157)}...` : step.line}`;
    log(label);
    const fail = (why: string) => {
      throw new DockerfileStepFailed(`${label}\n  ${why}`);
    };
    const stage = stages.at(-1);
    if (step.keyword !== "FROM" && !stage) fail("the first instruction must be FROM");
    switch (step.keyword) {
      case "FROM": {
        const match = /^node:(\d+)(?:[-.][\w.-]*)?(?:\s+AS\s+(\S+))?$/i.exec(step.args);
        if (!match) fail(`only official node:<major> images can be emulated, not "${step.args}"`);
        const root = path.join(options.work, `stage-${stages.length + 1}`);
        fs.mkdirSync(path.join(root, "root"), { recursive: true });
        stages.push({
          name: match![2] ?? null,
          root,
          nodeMajor: Number(match![1]),
          workdir: "/",
          env: { npm_config_cache: stages.length === 0 && options.firstStageNpmCache ? options.firstStageNpmCache : path.join(root, "root", ".npm") },
          user: "root",
          volumes: [],
          exposed: [],
          cmd: null,
          healthcheck: null,
        });
        break;
      }
      case "WORKDIR":
        stage!.workdir = path.posix.resolve(stage!.workdir, step.args);
        fs.mkdirSync(inStage(stage!, stage!.workdir), { recursive: true });
        break;
      case "ENV":
        for (const [key, value] of parseEnv(step.args)) stage!.env[key] = value;
        break;
      case "COPY": {
        const { flags, sources, dest } = parseCopy(step.args);
        const unknown = Object.keys(flags).filter((flag) => flag !== "from" && flag !== "chown");
        if (unknown.length) fail(`COPY --${unknown[0]} is not emulated`);
        if (sources.some((s) => /[*?[]/.test(s))) fail("COPY with wildcards is not emulated");
        let fromRoot = options.context;
        if (flags.from) {
          const source = stages.find((s) => s.name === flags.from);
          if (!source) fail(`no earlier stage named ${flags.from}`);
          fromRoot = source!.root;
        }
        const target = inStage(stage!, path.posix.resolve(stage!.workdir, dest));
        const destIsFolder = dest.endsWith("/") || sources.length > 1;
        for (const source of sources) copyInto(path.join(fromRoot, source), target, destIsFolder);
        break;
      }
      case "RUN": {
        if (step.args.startsWith("[")) fail("RUN in exec form is not emulated");
        const why = unrunnable(step.args);
        if (why) fail(`cannot run outside a container: ${why}`);
        const result = spawnSync("sh", ["-c", step.args], {
          cwd: inStage(stage!, stage!.workdir),
          env: stageEnv(stage!),
          encoding: "utf8",
          maxBuffer: 64 << 20,
        });
        const output = `${result.stdout}${result.stderr}`;
        log(output.trimEnd().split("\n").slice(-12).join("\n"));
        if (result.status !== 0) fail(`exit code ${result.status}; its output ends:\n${output.trimEnd().split("\n").slice(-30).join("\n")}`);
        break;
      }
      case "USER":
        stage!.user = step.args;
        break;
      case "VOLUME":
        stage!.volumes.push(...(step.args.startsWith("[") ? (JSON.parse(step.args) as string[]) : step.args.split(/\s+/)));
        break;
      case "EXPOSE":
        stage!.exposed.push(...step.args.split(/\s+/));
        break;
      case "HEALTHCHECK": {
        const cmd = /\bCMD\s+(\[.*\])$/.exec(step.args);
        if (!cmd) fail("only HEALTHCHECK … CMD [exec form] is emulated");
        stage!.healthcheck = JSON.parse(cmd![1]) as string[];
        break;
      }
      case "CMD":
        if (!step.args.startsWith("[")) fail("only CMD in exec form is emulated");
        stage!.cmd = JSON.parse(step.args) as string[];
        break;
      default:
        fail(`${step.keyword} is not emulated`);
    }
  });
  return stages;
}

/** Starts the image's CMD in its working folder, with its environment plus `extra`. */
export function startContainer(image: Stage, extra: Record<string, string>): ChildProcess {
  if (!image.cmd) throw new Error("the image has no CMD");
  return spawn(image.cmd[0], image.cmd.slice(1), { cwd: inStage(image, image.workdir), env: stageEnv(image, extra), stdio: ["ignore", "pipe", "pipe"] });
}

/** Runs a command in the image as `docker exec` would: its working folder, its environment. */
export function execInContainer(image: Stage, command: string[], extra: Record<string, string>): { status: number | null; output: string } {
  const result = spawnSync(command[0], command.slice(1), { cwd: inStage(image, image.workdir), env: stageEnv(image, extra), encoding: "utf8" });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** An image path (/data/...) as this machine sees it. */
export const imagePath = inStage;
