/**
 * Personal-information screening (issue #29) with the formats children and parents in Sri Lanka write:
 * phone numbers, NIC numbers, e-mail, web and social handles, with Sinhala and Tamil digits, and the
 * prices, dates, times and counts a story holds that must never be taken for them.
 */
import { describe, expect, it } from "vitest";
import { findPersonalInfo, kindsOf, splitByFindings } from "../../admin-modules/domain/personal-info";

const found = (text: string) => findPersonalInfo(text).map((f) => [f.kind, f.text]);

describe("phone numbers", () => {
  const phones = [
    "0771234567",
    "077 123 4567",
    "077-123-4567",
    "077-1234567",
    "077.123.4567",
    "(077) 123 4567",
    "+94771234567",
    "+94 77 123 4567",
    "+94-77-123-4567",
    "+94 (77) 123 4567",
    "0094771234567",
    "0094 77 123 4567",
    "94771234567",
    "0112345678",
    "011 234 5678",
    "011-2345678",
    "011 2 345 678",
    "081 222 3344",
    "+94 11 234 5678",
    "070 765 4321",
    "076 1234567",
    "091 223 4567",
  ];
  it.each(phones)("finds %s inside a sentence", (phone) => {
    expect(found(`You can call me on ${phone} after school.`)).toEqual([["phone", phone]]);
  });

  it("reads Sinhala and Tamil digits as digits", () => {
    expect(found("මගේ අංකය ෦෭෭ ෧෨෩ ෪෫෬෭")).toEqual([["phone", "෦෭෭ ෧෨෩ ෪෫෬෭"]]);
    expect(found("என் இலக்கம் ௦௭௭௧௨௩௪௫௬௭ அழையுங்கள்")).toEqual([["phone", "௦௭௭௧௨௩௪௫௬௭"]]);
  });

  it("finds two numbers written next to each other", () => {
    expect(found("0771234567 0112345678")).toEqual([
      ["phone", "0771234567"],
      ["phone", "0112345678"],
    ]);
  });
});

describe("national identity card numbers", () => {
  it.each(["912345678V", "912345678v", "853456789X", "199512345678", "200056712345", "198876543210"])("finds %s", (nic) => {
    expect(found(`My NIC is ${nic}.`)).toEqual([["nic", nic]]);
  });
  it("with Tamil digits", () => {
    expect(found("அடையாள அட்டை ௯௧௨௩௪௫௬௭௮V")).toEqual([["nic", "௯௧௨௩௪௫௬௭௮V"]]);
  });
});

describe("e-mail, web and handles", () => {
  it("finds each once", () => {
    expect(found("Write to nimal.perera@gmail.com or see www.mysite.lk and facebook.com/nimal.p, insta @nimal_2012")).toEqual([
      ["email", "nimal.perera@gmail.com"],
      ["web", "www.mysite.lk"],
      ["web", "facebook.com/nimal.p"],
      ["handle", "@nimal_2012"],
    ]);
  });
  it("finds a link with its scheme", () => {
    expect(found("https://tiktok.com/@kid123 is me")).toEqual([["web", "https://tiktok.com/@kid123"]]);
  });
});

describe("what must not match", () => {
  const harmless = [
    "The ticket costs Rs. 1,500.00 and the book LKR 2500.",
    "It was 12/05/2024, a Sunday, at 10:30.",
    "On 2024-05-12 we planted 1000 trees.",
    "My grandmother was born in 1956 and is 68.",
    "We walked 12.5 km and raised Rs 150,000 for the school.",
    "Chapter 3, page 124, 3.14159",
    "The score was 21-17 in the 2nd half.",
    "Between 9.00 and 11.30 a.m. on 25.12.2023",
    "Version 1.2.3 of the game, level 4567",
    "Call 1929 or 119 for help", // helplines the site itself lists are short codes, not a person's number
    "e.g. the big tree",
  ];
  it.each(harmless)("finds nothing in %s", (text) => {
    expect(found(text)).toEqual([]);
  });
});

describe("drawing the findings", () => {
  it("cuts the text into plain parts and findings, in order, losing nothing", () => {
    const text = "Call 077 123 4567 or mail me@x.lk now";
    const parts = splitByFindings(text, findPersonalInfo(text));
    expect(parts.map((p) => p.text).join("")).toBe(text);
    expect(parts.filter((p) => p.finding).map((p) => p.finding?.kind)).toEqual(["phone", "email"]);
    expect(kindsOf(findPersonalInfo(text))).toEqual(["phone", "email"]);
  });
});
