/** Staff words' kinds and matched rules in the reader's language (the urgent mark, the review dialog, the safety e-mail). */
import { m, pickMessage } from "./i18n";

const KINDS = {
  "admin.screeningWords.kind.personal": m["admin.screeningWords.kind.personal"],
  "admin.screeningWords.kind.abuse": m["admin.screeningWords.kind.abuse"],
  "admin.screeningWords.kind.self_harm": m["admin.screeningWords.kind.self_harm"],
  "admin.screeningWords.kind.bullying": m["admin.screeningWords.kind.bullying"],
  "admin.screeningWords.kind.danger": m["admin.screeningWords.kind.danger"],
};

export const screeningKindName = (kind: string): string => pickMessage(`admin.screeningWords.kind.${kind}`, KINDS);

/** A stored rule ("self_harm: kill myself", screening-words.ts ruleOf) as words: "Self-harm: kill myself". */
export function ruleText(rule: string): string {
  const at = rule.indexOf(": ");
  return at < 0 ? rule : `${screeningKindName(rule.slice(0, at))}: ${rule.slice(at + 2)}`;
}
