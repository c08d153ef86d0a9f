/** The event organiser's phone field: one Sri Lankan number in a usual form, whole (admin-modules/domain/phone.ts). */
import { describe, expect, it } from "vitest";
import { isSriLankanPhone } from "../../admin-modules/domain/phone";

describe("isSriLankanPhone", () => {
  it.each([
    "011 234 5678",
    "0112345678",
    "077-123-4567",
    "077 1234567",
    "(011) 234 5678",
    "+94 77 123 4567",
    "+94771234567",
    "0094 77 123 4567",
    "94 77 123 4567",
    " 081 222 3344 ",
    "෦෧෧ ෨෩෪ ෫෬෭෮",
    "௦௭௭ ௧௨௩ ௪௫௬௭",
  ])("takes %s", (value) => expect(isSriLankanPhone(value)).toBe(true));

  it.each(["12345", "1929", "011 234 567", "011 234 56789", "call 011 234 5678", "011 234 5678 or 077 123 4567", "+44 20 7946 0958", "hello@club.lk", ""])(
    "refuses %s",
    (value) => expect(isSriLankanPhone(value)).toBe(false),
  );
});
