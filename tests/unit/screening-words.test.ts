/**
 * Staff words found in children's text (issue #29), in English, Sinhala and Tamil: the forms people
 * really type (capitals, extra spaces, a Sinhala conjunct with or without its zero-width joiner, a Tamil
 * vowel sign typed as two code points, case endings), and the near misses that must not match.
 */
import { describe, expect, it } from "vitest";
import { findWords, firstSafeguarding, type ScreeningWord } from "../../admin-modules/domain/screening-words";
import { STARTING_WORDS } from "../../db/migrations/0026_screening_words";

const words: ScreeningWord[] = [
  { phrase: "kill myself", kind: "self_harm" },
  { phrase: "kill", kind: "danger" },
  { phrase: "Royal College", kind: "personal" },
  { phrase: "සියදිවි", kind: "self_harm" },
  { phrase: "විද්‍යාලය", kind: "personal" },
  { phrase: "ගාල්ල", kind: "personal" },
  { phrase: "தற்கொலை", kind: "self_harm" },
  { phrase: "யாழ்ப்பாணம்", kind: "personal" },
];
const found = (text: string) => findWords(text, words).map((f) => [f.word.phrase, f.text]);

describe("English", () => {
  it("finds a phrase whatever its capitals and spaces, marking the text as written", () => {
    expect(found("Sometimes I want to KILL   Myself.")).toEqual([["kill myself", "KILL   Myself"]]);
    expect(found("I go to royal college in the city")).toEqual([["Royal College", "royal college"]]);
  });
  it("prefers the longer phrase where two start at one place", () => {
    expect(findWords("i will kill myself", words).map((f) => f.word.kind)).toEqual(["self_harm"]);
  });
  it("does not find a word inside another word", () => {
    expect(found("My skills in killing time at Royal Colleges are great, skillful and unkillable.")).toEqual([]);
  });
});

describe("Sinhala", () => {
  it("finds a word with a suffix, and a conjunct typed with or without its zero-width joiner", () => {
    expect(found("මට සියදිවි නසාගන්න හිතෙනවා")).toEqual([["සියදිවි", "සියදිවි"]]);
    // විද්‍යාලය written without U+200D, as many phones type it.
    expect(found("මම විද්යාලයට යනවා")).toEqual([["විද්‍යාලය", "විද්යාලය"]]);
    // The locative ending changes the last letter's vowel: the whole letter is marked.
    expect(found("අපි ගාල්ලේ ඉන්නේ")).toEqual([["ගාල්ල", "ගාල්ලේ"]]);
  });
  it("does not find a word that starts inside another word, or a different word", () => {
    expect(found("මහගාල්ල සහ අසියදිවි")).toEqual([]);
    expect(found("මම ගල්ලෙන් වැටුණා, සිය දිවි නෑ")).toEqual([]);
  });
});

describe("Tamil", () => {
  it("finds a word with a case ending, and a vowel sign typed as two code points (NFD)", () => {
    expect(found("எனக்கு தற்கொலைக்கு எண்ணம் வருகிறது")).toEqual([["தற்கொலை", "தற்கொலை"]]);
    const decomposed = "தற்கொலை".normalize("NFD");
    expect(decomposed).not.toBe("தற்கொலை");
    expect(found(`நான் ${decomposed} பற்றி யோசித்தேன்`)).toEqual([["தற்கொலை", decomposed]]);
    expect(found("நான் யாழ்ப்பாணத்தில் வசிக்கிறேன்")).toEqual([]); // the case ending changes the stem's last letter
    expect(found("யாழ்ப்பாணம் பள்ளி")).toEqual([["யாழ்ப்பாணம்", "யாழ்ப்பாணம்"]]);
  });
  it("does not find a word inside another word", () => {
    expect(found("அதற்கொலை என்பது சொல் அல்ல")).toEqual([]);
  });
});

describe("urgent", () => {
  it("only a safeguarding word makes a text urgent; a school name does not", () => {
    expect(firstSafeguarding("I go to Royal College", words)).toBeNull();
    expect(firstSafeguarding("Royal College. I want to kill myself", words)?.word.phrase).toBe("kill myself");
  });

  it("the starting list finds each category in all three languages", () => {
    const stories: [string, string][] = [
      ["en", "My uncle hits me when nobody is home"],
      ["en", "I want to kill myself"],
      ["si", "මට ජීවත් වෙන්න බෑ, මැරෙන්න ඕනෙ"],
      ["si", "පන්තියේ ළමයි මට හිරිහැර කරනවා"],
      ["ta", "அவர் என்னை அடிக்கிறார்"],
      ["ta", "எனக்கு தற்கொலை செய்ய தோன்றுகிறது"],
    ];
    for (const [language, story] of stories) {
      const list = STARTING_WORDS.filter((w) => w.language === language);
      expect(firstSafeguarding(story, list), story).not.toBeNull();
    }
    // An ordinary story in each language is not urgent.
    for (const story of ["We planted a tree at school today", "අද අපි පාසලේ ගසක් සිටෙව්වා", "இன்று பள்ளியில் மரம் நட்டோம்"]) {
      expect(firstSafeguarding(story, STARTING_WORDS), story).toBeNull();
    }
    for (const kind of ["abuse", "self_harm", "bullying", "danger"]) {
      for (const language of ["en", "si", "ta"])
        expect(
          STARTING_WORDS.some((w) => w.kind === kind && w.language === language),
          `${kind} ${language}`,
        ).toBe(true);
    }
  });
});
