/**
 * What in a submission looks like personal information (issue #29, admin-modules/domain/personal-info.ts)
 * or holds a word of the staff's lists (admin-modules/domain/screening-words.ts: a school or place name, a
 * safeguarding word), pointed out to the reviewer: a notice naming what was found, and each finding marked
 * where it stands in the text. The child's words stay text (React text nodes), never HTML.
 */
import { findPersonalInfo, splitByFindings } from "../../../admin-modules/domain/personal-info";
import { personalInfoKindList, personalInfoKindName, type ScreenedKind } from "../../../admin-modules/domain/personal-info-text";
import { findWords, type ScreeningWord } from "../../../admin-modules/domain/screening-words";
import { screeningKindName } from "../../../admin-modules/domain/screening-words-text";
import { m } from "../../../admin-modules/domain/i18n";
import { canDo, getTableModule } from "../../../admin-modules/registry";
import { useAuth } from "../../auth/AuthContext";
import { trpc } from "../../trpc";

/** A finding to mark: where, and what to call it ("a phone number", "Self-harm"). */
interface Marked {
  start: number;
  end: number;
  text: string;
  /** data-kind: a personal-information kind, "listed" (a staff "personal" word) or "safeguarding". */
  kind: ScreenedKind | "safeguarding";
  name: string;
}

/** The staff's active words, for those who may list them (super admins; the list changes rarely, so it is kept a minute). */
function useScreeningWords(): ScreeningWord[] {
  const { userRole } = useAuth();
  const words = getTableModule("screening-words");
  const allowed = Boolean(words && userRole && canDo(words, "list", userRole));
  return trpc.adminWorkflows.screeningWords.useQuery(undefined, { staleTime: 60_000, enabled: allowed }).data ?? [];
}

function findingsIn(text: string, words: readonly ScreeningWord[]): Marked[] {
  const info: Marked[] = findPersonalInfo(text).map((f) => ({ ...f, name: personalInfoKindName(f.kind) }));
  const listed: Marked[] = findWords(text, words)
    .filter((f) => !info.some((i) => f.start < i.end && f.end > i.start))
    .map((f) =>
      f.word.kind === "personal"
        ? { start: f.start, end: f.end, text: f.text, kind: "listed", name: personalInfoKindName("listed") }
        : { start: f.start, end: f.end, text: f.text, kind: "safeguarding", name: screeningKindName(f.word.kind) },
    );
  return [...info, ...listed].sort((a, b) => a.start - b.start);
}

/** The notice above the preview when any of `texts` holds something; nothing otherwise. */
export function PersonalInfoNotice({ texts }: { texts: string[] }) {
  const words = useScreeningWords();
  const found = texts.flatMap((text) => findingsIn(text, words));
  const kinds = (["phone", "nic", "email", "web", "handle", "listed"] as const).filter((k) => found.some((f) => f.kind === k));
  const safeguarding = [...new Set(found.filter((f) => f.kind === "safeguarding").map((f) => f.name))];
  if (kinds.length === 0 && safeguarding.length === 0) return null;
  return (
    <>
      {safeguarding.length > 0 && (
        <p className="personal-info-notice safeguarding-notice" role="note">
          {m["admin.urgent.notice"]({ rule: safeguarding.join(", ") })}
        </p>
      )}
      {kinds.length > 0 && (
        <p className="personal-info-notice" role="note">
          {m["admin.personalInfo.notice"]({ kinds: personalInfoKindList(kinds) })}
        </p>
      )}
    </>
  );
}

/** The text with each finding marked, its kind said to screen readers after it. */
export function MarkedText({ text }: { text: string }) {
  const words = useScreeningWords();
  return (
    <>
      {splitByFindings(text, findingsIn(text, words)).map((part) =>
        part.finding ? (
          <mark key={part.finding.start} className="personal-info" data-kind={part.finding.kind}>
            {part.text}
            <span className="visually-hidden"> ({part.finding.name})</span>
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
