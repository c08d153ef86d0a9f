/**
 * What in a submission looks like personal information (issue #29, admin-modules/domain/personal-info.ts),
 * pointed out to the reviewer: a notice naming what was found, and each finding marked where it stands in
 * the text. The child's words stay text (React text nodes), never HTML.
 */
import { findPersonalInfo, kindsOf, splitByFindings } from "../../../admin-modules/domain/personal-info";
import { personalInfoKindList, personalInfoKindName } from "../../../admin-modules/domain/personal-info-text";
import { m } from "../../../admin-modules/domain/i18n";

/** The notice above the preview when any of `texts` holds something; nothing otherwise. */
export function PersonalInfoNotice({ texts }: { texts: string[] }) {
  const kinds = kindsOf(texts.flatMap((text) => findPersonalInfo(text)));
  if (kinds.length === 0) return null;
  return (
    <p className="personal-info-notice" role="note">
      {m["admin.personalInfo.notice"]({ kinds: personalInfoKindList(kinds) })}
    </p>
  );
}

/** The text with each finding marked, its kind said to screen readers after it. */
export function MarkedText({ text }: { text: string }) {
  return (
    <>
      {splitByFindings(text, findPersonalInfo(text)).map((part) =>
        part.finding ? (
          <mark key={part.finding.start} className="personal-info" data-kind={part.finding.kind}>
            {part.text}
            <span className="visually-hidden"> ({personalInfoKindName(part.finding.kind)})</span>
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
