/**
 * One-off rewrite (issue 32): a field's old flags (`readOnly`, `virtual`, `serverOwned`, `serverValue`) become
 * its one `mode`. Kept for the merges of branches that still add fields with the old flags: run
 * `npx tsx scripts/field-mode-codemod.ts <file>...` on their module files (the type check names them).
 * The mapping keeps behaviour: serverOwned + serverValue { create: "userId" } -> "creator"; serverOwned (with
 * or without virtual) -> "server"; readOnly + virtual -> "computed"; readOnly -> "readOnly".
 * Delete this file once no branch needs it.
 */
import fs from "node:fs";
import ts from "typescript";

const FLAGS = ["readOnly", "virtual", "serverOwned", "serverValue"];

function modeOf(flags: Map<string, string>): string {
  if (flags.has("serverValue")) {
    if (!/create:\s*"userId"/.test(flags.get("serverValue") ?? "") || /update|now/.test(flags.get("serverValue") ?? ""))
      throw new Error(`serverValue ${flags.get("serverValue")} has no mode; only { create: "userId" } is known`);
    return "creator";
  }
  if (flags.has("serverOwned")) return "server";
  if (flags.has("virtual")) return "computed";
  return "readOnly";
}

function rewrite(file: string): number {
  const source = fs.readFileSync(file, "utf8");
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const edits: { start: number; end: number; text: string }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isObjectLiteralExpression(node)) {
      const props = node.properties.filter(
        (p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && FLAGS.includes(p.name.text),
      );
      const isField = node.properties.some((p) => ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && p.name.text === "kind");
      if (props.length && isField) {
        const flags = new Map(props.map((p) => [(p.name as ts.Identifier).text, p.initializer.getText(sf)]));
        props.forEach((p, i) => {
          const multiLine = source.slice(source.lastIndexOf("\n", p.getStart(sf)) + 1, p.getStart(sf)).trim() === "";
          if (i === 0) {
            edits.push({ start: p.getStart(sf), end: p.getEnd(), text: `mode: "${modeOf(flags)}"` });
            return;
          }
          // Remove the property with its comma (and its own line when it has one).
          let end = p.getEnd();
          if (source[end] === ",") end++;
          if (multiLine) {
            const lineStart = source.lastIndexOf("\n", p.getStart(sf));
            edits.push({ start: lineStart, end, text: "" });
          } else {
            let start = p.getStart(sf);
            while (source[start - 1] === " ") start--;
            if (source[start - 1] === ",") start--;
            edits.push({ start, end: p.getEnd(), text: "" });
          }
        });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  let out = source;
  for (const e of edits.sort((a, b) => b.start - a.start)) out = out.slice(0, e.start) + e.text + out.slice(e.end);
  if (out !== source) fs.writeFileSync(file, out);
  return edits.length;
}

for (const file of process.argv.slice(2)) console.log(`${file}: ${rewrite(file)} edits`);
