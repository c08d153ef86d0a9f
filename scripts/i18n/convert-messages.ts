/**
 * `npm run i18n:convert`: moves the code from the hand-written `t(key, params)` catalogue to Paraglide.
 * Re-runnable and idempotent: run it again after merging branches that still add `t("...")` calls or keys
 * to the English TS catalogue files.
 *
 * 1. Keys: every key of the English TS catalogue (admin-modules/domain/messages.en.ts and the files it
 *    gathers) that admin-modules/domain/messages/en.json lacks is added to en.json. Keys already in
 *    en.json are kept as they are (they may have been turned into plurals by hand).
 * 2. Call sites in src/, server/, admin-modules/, scripts/ and tests/:
 *    - t("key", params)              -> m["key"](params)        (params the message does not use are dropped)
 *    - t(c ? "a" : "b", params)      -> (c ? m["a"] : m["b"])(params)
 *    - t(`prefix.${x}` as MessageKey) -> pickMessage(`prefix.${x}`, { "prefix.a": m["prefix.a"], ... })
 *      (the table lists every key the template can produce, so only those messages ship; a re-run
 *      rebuilds the table, so keys added later are picked up)
 *    - t(expression):
 *        in public browser code (src/ outside src/admin/): the keys this code holds as data become message
 *        functions (string literal "key" -> m["key"], type MessageKey -> Message) and the call becomes
 *        expression(params), so a public page ships only the messages it names;
 *        elsewhere (back office, registry, server): translate(expression, params), a lookup by key.
 * 3. The legacy catalogue files and messages.ts are deleted once their keys are in en.json.
 *
 * Usage: npm run i18n:convert            (then npm run i18n:compile and npx tsc --noEmit -p .)
 *        npm run i18n:convert -- --check (exit 1 when something is still to convert; writes nothing)
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import ts from "typescript";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const domainDir = path.join(root, "admin-modules/domain");
const legacyIndex = path.join(domainDir, "messages.ts");
const legacyEnglish = path.join(domainDir, "messages.en.ts");
const legacyDir = path.join(domainDir, "messages");
const englishJson = path.join(legacyDir, "en.json");
const i18nModule = path.join(domainDir, "i18n.ts");
const translateModule = path.join(domainDir, "translate.ts");
const SCAN_DIRS = ["src", "server", "admin-modules", "scripts", "tests"];
const SKIP = [path.join(domainDir, "paraglide"), path.join(root, "scripts/i18n"), legacyIndex, legacyEnglish];

const checkOnly = process.argv.includes("--check");

type Json = Record<string, unknown>;

// ---------------------------------------------------------------------------------------------------------
// 1. Keys: English TS catalogue -> en.json

/** Escapes braces that are not a {placeholder}, and backslashes, as the inlang message format wants. */
export function toMessageFormat(text: string): string {
  const parts = text.split(/(\{\w+\})/g);
  return parts.map((part, i) => (i % 2 === 1 ? part : part.replace(/\\/g, "\\\\").replace(/[{}]/g, (c) => `\\${c}`))).join("");
}

async function readLegacyCatalogue(): Promise<Record<string, string>> {
  if (!fs.existsSync(legacyEnglish)) return {};
  const mod = (await import(pathToFileURL(legacyEnglish).href)) as { en: Record<string, string> };
  return mod.en;
}

function readEnglishJson(): Json {
  return fs.existsSync(englishJson) ? (JSON.parse(fs.readFileSync(englishJson, "utf8")) as Json) : {};
}

function mergeKeys(json: Json, legacy: Record<string, string>): { merged: Json; added: string[] } {
  const merged: Json = { $schema: "https://inlang.com/schema/inlang-message-format", ...json };
  const added: string[] = [];
  for (const [key, text] of Object.entries(legacy)) {
    if (key in merged) continue;
    merged[key] = toMessageFormat(text);
    added.push(key);
  }
  return { merged, added };
}

/** The {variables} a message uses (all variants of a plural message together). */
function variablesOf(value: unknown): Set<string> {
  const names = new Set<string>();
  const visit = (v: unknown) => {
    if (typeof v === "string") {
      for (const match of v.matchAll(/(?<!\\)\{(\w+)\}/g)) names.add(match[1]);
      for (const match of v.matchAll(/input (\w+)/g)) names.add(match[1]);
    } else if (Array.isArray(v)) v.forEach(visit);
    else if (v && typeof v === "object") Object.values(v).forEach(visit);
  };
  visit(value);
  return names;
}

// ---------------------------------------------------------------------------------------------------------
// 2. Call sites

function listSourceFiles(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (SKIP.some((s) => full === s || full.startsWith(s + path.sep))) continue;
      if (entry.isDirectory()) {
        if (entry.name !== "node_modules") walk(full);
      } else if (/\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith(".d.ts")) {
        if (path.dirname(full) === legacyDir && entry.name.endsWith(".en.ts")) continue;
        files.push(full);
      }
    }
  };
  for (const dir of SCAN_DIRS) if (fs.existsSync(path.join(root, dir))) walk(path.join(root, dir));
  return files;
}

function isPublicBrowserFile(file: string): boolean {
  const rel = path.relative(root, file).split(path.sep).join("/");
  return rel.startsWith("src/") && !rel.startsWith("src/admin/");
}

function importPath(from: string, to: string): string {
  let rel = path
    .relative(path.dirname(from), to)
    .split(path.sep)
    .join("/")
    .replace(/\.tsx?$/, "");
  if (!rel.startsWith(".")) rel = `./${rel}`;
  return rel;
}

function isLegacySpecifier(file: string, specifier: string): boolean {
  if (!specifier.startsWith(".")) return false;
  const target = path.resolve(path.dirname(file), specifier);
  return target === legacyIndex.replace(/\.ts$/, "") || target === legacyIndex;
}

function isLegacyEnglishSpecifier(file: string, specifier: string): boolean {
  if (!specifier.startsWith(".")) return false;
  const target = path.resolve(path.dirname(file), specifier);
  return target === legacyEnglish.replace(/\.ts$/, "") || target === legacyEnglish;
}

function isI18nSpecifier(file: string, specifier: string): boolean {
  if (!specifier.startsWith(".")) return false;
  return path.resolve(path.dirname(file), specifier) === i18nModule.replace(/\.ts$/, "");
}

function isTranslateSpecifier(file: string, specifier: string): boolean {
  if (!specifier.startsWith(".")) return false;
  return path.resolve(path.dirname(file), specifier) === translateModule.replace(/\.ts$/, "");
}

interface Edit {
  start: number;
  end: number;
  text: string;
}

/** Keys a template literal can produce: each ${...} stands for one or more characters. */
function keysMatchingTemplate(template: ts.TemplateExpression | ts.NoSubstitutionTemplateLiteral, keys: string[]): string[] {
  if (ts.isNoSubstitutionTemplateLiteral(template)) return keys.filter((k) => k === template.text);
  const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  let pattern = escapeRegExp(template.head.text);
  for (const span of template.templateSpans) pattern += `(.+)${escapeRegExp(span.literal.text)}`;
  const regex = new RegExp(`^${pattern}$`);
  return keys.filter((k) => regex.test(k));
}

interface FileResult {
  text: string;
  changed: boolean;
  leftovers: string[];
}

export function convertSource(file: string, source: string, catalogue: Json): FileResult {
  const keys = Object.keys(catalogue).filter((k) => k !== "$schema");
  const keySet = new Set(keys);
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const publicFile = isPublicBrowserFile(file);

  // Local names bound to the legacy module's exports, and the import declarations to replace.
  const tNames = new Set<string>();
  const keyTypeNames = new Set<string>();
  const legacyImports: ts.ImportDeclaration[] = [];
  const englishImports: ts.ImportDeclaration[] = [];
  const i18nImports: ts.ImportDeclaration[] = [];
  const translateImports: ts.ImportDeclaration[] = [];
  const existingI18nNames = new Set<string>();
  for (const statement of sf.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const specifier = statement.moduleSpecifier.text;
    const named = statement.importClause?.namedBindings;
    if (isLegacySpecifier(file, specifier)) {
      legacyImports.push(statement);
      if (named && ts.isNamedImports(named)) {
        for (const el of named.elements) {
          const imported = (el.propertyName ?? el.name).text;
          if (imported === "t") tNames.add(el.name.text);
          if (imported === "MessageKey") keyTypeNames.add(el.name.text);
        }
      }
    } else if (isLegacyEnglishSpecifier(file, specifier)) {
      englishImports.push(statement);
    } else if (isI18nSpecifier(file, specifier) || isTranslateSpecifier(file, specifier)) {
      (isI18nSpecifier(file, specifier) ? i18nImports : translateImports).push(statement);
      if (named && ts.isNamedImports(named))
        for (const el of named.elements) {
          existingI18nNames.add(`${el.isTypeOnly ? "type " : ""}${(el.propertyName ?? el.name).text}`);
        }
    }
  }

  // `m` is the messages' name unless the file already uses `m` for something else (a month, say).
  const messagesName = declaresName(sf, "m") ? "msg" : "m";
  const keyRef = (key: string) => `${messagesName}[${JSON.stringify(key)}]`;

  const used = new Set<string>();
  const leftovers: string[] = [];
  const where = (node: ts.Node) => `${path.relative(root, file)}:${sf.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;

  /** Drops properties a message does not use, so the typed message function accepts the object. */
  const paramsFor = (key: string | null, params: ts.Expression | undefined): string => {
    if (!params) return "";
    const text = transform(params);
    if (!key || !ts.isObjectLiteralExpression(params)) return text;
    const variables = variablesOf(catalogue[key]);
    const kept = params.properties.filter((p) => {
      if (ts.isSpreadAssignment(p)) return true;
      const name = p.name && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) ? p.name.text : null;
      return name === null || variables.has(name);
    });
    if (kept.length === params.properties.length) return text;
    if (kept.length === 0) return "";
    return `{ ${kept.map((p) => transform(p)).join(", ")} }`;
  };

  const isTCall = (node: ts.Node): node is ts.CallExpression =>
    ts.isCallExpression(node) && ts.isIdentifier(node.expression) && tNames.has(node.expression.text);

  const isPickCall = (node: ts.Node): node is ts.CallExpression =>
    ts.isCallExpression(node) &&
    ts.isIdentifier(node.expression) &&
    node.expression.text === "pickMessage" &&
    node.arguments.length >= 2 &&
    ts.isObjectLiteralExpression(node.arguments[1]);

  const unwrapKeyCast = (e: ts.Expression): ts.Expression => {
    let x = e;
    while (ts.isAsExpression(x) || ts.isParenthesizedExpression(x) || ts.isSatisfiesExpression(x)) x = x.expression;
    return x;
  };

  const pickTable = (template: ts.TemplateExpression | ts.NoSubstitutionTemplateLiteral): string => {
    const matching = keysMatchingTemplate(template, keys);
    if (matching.length === 0) leftovers.push(`${where(template)}: no key matches ${template.getText()}`);
    return `{ ${matching.map((k) => `${JSON.stringify(k)}: ${keyRef(k)}`).join(", ")} }`;
  };

  const convertTCall = (call: ts.CallExpression): string => {
    const [keyArg, params] = call.arguments;
    const key = unwrapKeyCast(keyArg);
    if (ts.isStringLiteralLike(key) && !ts.isNoSubstitutionTemplateLiteral(key)) {
      if (!keySet.has(key.text)) leftovers.push(`${where(call)}: unknown key "${key.text}"`);
      used.add("m");
      return `${keyRef(key.text)}(${paramsFor(key.text, params)})`;
    }
    if (ts.isConditionalExpression(key) && ts.isStringLiteral(unwrapKeyCast(key.whenTrue)) && ts.isStringLiteral(unwrapKeyCast(key.whenFalse))) {
      const a = (unwrapKeyCast(key.whenTrue) as ts.StringLiteral).text;
      const b = (unwrapKeyCast(key.whenFalse) as ts.StringLiteral).text;
      used.add("m");
      const p = params ? (ts.isObjectLiteralExpression(params) ? paramsForBoth(a, b, params) : transform(params)) : "";
      return `(${transform(key.condition)} ? ${keyRef(a)} : ${keyRef(b)})(${p})`;
    }
    if (ts.isTemplateExpression(key) || ts.isNoSubstitutionTemplateLiteral(key)) {
      used.add("m");
      used.add("pickMessage");
      return `pickMessage(${transform(key)}, ${pickTable(key)}${params ? `, ${transform(params)}` : ""})`;
    }
    if (publicFile) {
      const callee = transform(keyArg);
      const simple = ts.isIdentifier(key) || ts.isPropertyAccessExpression(key) || ts.isElementAccessExpression(key);
      return `${simple ? callee : `(${callee})`}(${params ? transform(params) : ""})`;
    }
    used.add("translate");
    return `translate(${transform(keyArg)}${params ? `, ${transform(params)}` : ""})`;
  };

  const paramsForBoth = (a: string, b: string, params: ts.ObjectLiteralExpression): string => {
    const variables = new Set([...variablesOf(catalogue[a]), ...variablesOf(catalogue[b])]);
    const kept = params.properties.filter((p) => {
      const name = p.name && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) ? p.name.text : null;
      return name === null || variables.has(name);
    });
    return kept.length ? `{ ${kept.map((p) => transform(p)).join(", ")} }` : "";
  };

  /** A string literal that is a catalogue key held as data in public browser code. */
  const isKeyLiteralAsData = (node: ts.Node): node is ts.StringLiteral => {
    if (!publicFile || !ts.isStringLiteral(node) || !keySet.has(node.text)) return false;
    const parent = node.parent;
    if (ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent)) return false;
    if (ts.isElementAccessExpression(parent) && parent.argumentExpression === node) return false;
    if ((ts.isPropertyAssignment(parent) || ts.isPropertySignature(parent)) && parent.name === node) return false;
    if (ts.isLiteralTypeNode(parent)) return false;
    return true;
  };

  const isKeyTypeRef = (node: ts.Node): node is ts.TypeReferenceNode =>
    ts.isTypeReferenceNode(node) && ts.isIdentifier(node.typeName) && keyTypeNames.has(node.typeName.text);

  /** The node's text with every conversion applied inside it. */
  function transform(node: ts.Node): string {
    const edits: Edit[] = [];
    const visit = (n: ts.Node) => {
      if (isTCall(n)) {
        edits.push({ start: n.getStart(sf), end: n.getEnd(), text: convertTCall(n) });
        return;
      }
      if (isPickCall(n)) {
        const template = unwrapKeyCast(n.arguments[0]);
        if (ts.isTemplateExpression(template) || ts.isNoSubstitutionTemplateLiteral(template)) {
          const table = n.arguments[1];
          edits.push({ start: table.getStart(sf), end: table.getEnd(), text: pickTable(template) });
          used.add("m");
          used.add("pickMessage");
        }
        for (const arg of n.arguments.slice(2)) visit(arg);
        visit(n.arguments[0]);
        return;
      }
      if (isKeyLiteralAsData(n)) {
        const ref = keyRef(n.text);
        used.add("m");
        const inJsxAttribute = ts.isJsxAttribute(n.parent);
        edits.push({ start: n.getStart(sf), end: n.getEnd(), text: inJsxAttribute ? `{${ref}}` : ref });
        return;
      }
      if (isKeyTypeRef(n)) {
        if (publicFile) {
          edits.push({ start: n.getStart(sf), end: n.getEnd(), text: "Message" });
          used.add("type Message");
        } else {
          edits.push({ start: n.getStart(sf), end: n.getEnd(), text: "MessageKey" });
          used.add("type MessageKey");
        }
        return;
      }
      if (ts.isAsExpression(n) && isKeyTypeRef(n.type) && publicFile) {
        // `x as MessageKey` on a value that is now a message function: the cast goes.
        edits.push({ start: n.getStart(sf), end: n.getEnd(), text: transform(n.expression) });
        return;
      }
      ts.forEachChild(n, visit);
    };
    ts.forEachChild(node, visit);
    let text = node.getText(sf);
    const base = node.getStart(sf);
    for (const edit of edits.sort((x, y) => y.start - x.start)) {
      text = text.slice(0, edit.start - base) + edit.text + text.slice(edit.end - base);
    }
    return text;
  }

  // Uses of names the file already imports from i18n (a re-run) keep their import.
  const bodyEdits: Edit[] = [];
  const importStatements = new Set<ts.Node>([...legacyImports, ...englishImports, ...i18nImports, ...translateImports]);
  for (const statement of sf.statements) {
    if (importStatements.has(statement)) continue;
    const converted = transform(statement);
    if (converted !== statement.getText(sf)) bodyEdits.push({ start: statement.getStart(sf), end: statement.getEnd(), text: converted });
  }
  if (bodyEdits.length === 0 && legacyImports.length === 0 && englishImports.length === 0) {
    return { text: source, changed: false, leftovers };
  }

  let result = source;
  for (const edit of bodyEdits.sort((x, y) => y.start - x.start)) {
    result = result.slice(0, edit.start) + edit.text + result.slice(edit.end);
  }

  // Names still needed from i18n / translate: what the conversion used plus what the file imported before.
  const bodyText = result;
  const stillUsed = (name: string) => new RegExp(`\\b${name === "m" ? messagesName : name.replace(/^type /, "")}\\b`).test(stripImports(bodyText));
  const i18nNames = new Set<string>();
  const translateNames = new Set<string>();
  for (const name of [...used, ...existingI18nNames]) {
    const bare = name.replace(/^type /, "");
    if (!stillUsed(name)) continue;
    if (bare === "translate") translateNames.add("translate");
    else if (bare === "m" && messagesName !== "m") i18nNames.add(`m as ${messagesName}`);
    else if (bare === "Message" || bare === "MessageKey") i18nNames.add(`type ${bare}`);
    else i18nNames.add(bare);
  }
  for (const name of keyTypeNames) if (!publicFile && stillUsed(name)) i18nNames.add("type MessageKey");

  const newImports: string[] = [];
  if (i18nNames.size) newImports.push(`import { ${sortNames(i18nNames).join(", ")} } from "${importPath(file, i18nModule)}";`);
  if (translateNames.size) newImports.push(`import { translate } from "${importPath(file, translateModule)}";`);
  const englishJsonImport = englishImports.length ? `import en from "${importPath(file, englishJson)}.json";`.replace(".json.json", ".json") : null;

  // Replace the old import statements: the first one's place gets the new imports, the others go.
  const oldImports = [...legacyImports, ...englishImports, ...i18nImports, ...translateImports].sort((a, b) => a.getStart(sf) - b.getStart(sf));
  const resultSf = ts.createSourceFile(file, result, ts.ScriptTarget.Latest, true, file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const oldInResult = resultSf.statements.filter(
    (s) =>
      ts.isImportDeclaration(s) &&
      ts.isStringLiteral(s.moduleSpecifier) &&
      oldImports.some((o) => (o.moduleSpecifier as ts.StringLiteral).text === (s.moduleSpecifier as ts.StringLiteral).text),
  );
  const replacement = [...newImports, ...(englishJsonImport ? [englishJsonImport] : [])].join("\n");
  const ordered = oldInResult.sort((a, b) => b.getStart(resultSf) - a.getStart(resultSf));
  ordered.forEach((statement, i) => {
    const isFirst = i === ordered.length - 1;
    let end = statement.getEnd();
    if (!isFirst && result[end] === "\n") end += 1;
    result = result.slice(0, statement.getStart(resultSf)) + (isFirst ? replacement : "") + result.slice(end);
  });
  if (ordered.length === 0 && replacement) {
    const lastImport = [...resultSf.statements].reverse().find(ts.isImportDeclaration);
    const at = lastImport ? lastImport.getEnd() : 0;
    result = result.slice(0, at) + (at ? "\n" : "") + replacement + (at ? "" : "\n") + result.slice(at);
  }
  return { text: result, changed: result !== source, leftovers };
}

/** Whether the file declares `name` itself (a variable, parameter or function), other than by an import. */
function declaresName(sf: ts.SourceFile, name: string): boolean {
  let found = false;
  const visit = (n: ts.Node) => {
    if (found) return;
    if (
      (ts.isVariableDeclaration(n) || ts.isParameter(n) || ts.isBindingElement(n) || ts.isFunctionDeclaration(n)) &&
      n.name &&
      ts.isIdentifier(n.name) &&
      n.name.text === name
    )
      found = true;
    else if (ts.isArrayBindingPattern(n) || ts.isObjectBindingPattern(n)) n.elements.forEach(visit);
    ts.forEachChild(n, visit);
  };
  visit(sf);
  return found;
}

function stripImports(text: string): string {
  return text.replace(/^import[^;]*;$/gm, "");
}

function sortNames(names: Set<string>): string[] {
  return [...names].sort((a, b) => a.replace(/^type /, "").localeCompare(b.replace(/^type /, "")));
}

// ---------------------------------------------------------------------------------------------------------
// Main

async function main() {
  const legacy = await readLegacyCatalogue();
  const { merged, added } = mergeKeys(readEnglishJson(), legacy);

  const pending: string[] = [];
  const leftovers: string[] = [];
  const changedFiles: { file: string; text: string }[] = [];
  for (const file of listSourceFiles()) {
    const source = fs.readFileSync(file, "utf8");
    const result = convertSource(file, source, merged);
    leftovers.push(...result.leftovers);
    if (result.changed) {
      changedFiles.push({ file, text: result.text });
      pending.push(path.relative(root, file));
    }
  }
  const legacyFiles = [
    legacyIndex,
    legacyEnglish,
    ...(fs.existsSync(legacyDir)
      ? fs
          .readdirSync(legacyDir)
          .filter((f) => f.endsWith(".en.ts"))
          .map((f) => path.join(legacyDir, f))
      : []),
  ].filter((f) => fs.existsSync(f));

  if (checkOnly) {
    const todo = added.length + pending.length + legacyFiles.length;
    console.log(`${added.length} keys to add to en.json, ${pending.length} files to convert, ${legacyFiles.length} legacy catalogue files to remove.`);
    for (const f of pending) console.log(`  ${f}`);
    process.exit(todo ? 1 : 0);
  }

  if (added.length || !fs.existsSync(englishJson)) fs.writeFileSync(englishJson, `${JSON.stringify(merged, null, 2)}\n`);
  for (const { file, text } of changedFiles) fs.writeFileSync(file, text);
  for (const file of legacyFiles) fs.rmSync(file);

  console.log(`en.json: ${added.length} keys added (${Object.keys(merged).length - 1} in all).`);
  console.log(`${changedFiles.length} files converted; ${legacyFiles.length} legacy catalogue files removed.`);
  for (const line of leftovers) console.warn(`check by hand: ${line}`);
  if (legacyFiles.length || changedFiles.length) console.log("Next: npm run i18n:compile && npx tsc --noEmit -p .");
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
