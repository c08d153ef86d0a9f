/**
 * The demo lessons as blocks (issue 30, migration 0023): a lesson of plain text is one text block, and
 * "Staying Safe Online", "My Rights" and "Feelings and Who to Talk To" (demo-courses.ts) have pictures and
 * exercises a child can practise, in English with Sinhala and Tamil (marked for a native speaker's review,
 * like all demo translations). A picture is named (demo-pictures.ts) until the seed has stored it and
 * knows its address (storedLesson). A block's texts are written `{ en, si, ta }`;
 * the row keeps the English blocks and `block_texts` (every text under its key, the lesson's translatable
 * field) in the three languages. The keys follow admin-modules/domain/lesson-blocks.ts's blockTexts (db/
 * imports nothing of ours; tests/unit/demo-lessons.test.ts checks they agree).
 */
import type { Trilingual } from "./trilingual";
import type { DemoPicture } from "./demo-pictures";

const LANGS = ["en", "si", "ta"] as const;
type Lang = (typeof LANGS)[number];

/** A block whose texts are trilingual (the shapes of lesson-blocks.ts, with `Trilingual` for each text). */
export type DemoBlock =
  | { id: string; type: "text"; text: Trilingual }
  | { id: string; type: "image"; picture: DemoPicture; alt: Trilingual; caption: Trilingual }
  | {
      id: string;
      type: "single" | "multiple";
      prompt: Trilingual;
      choices: { id: string; text: Trilingual; correct: boolean }[];
      hint: Trilingual;
      explanation: Trilingual;
    }
  | { id: string; type: "truefalse"; prompt: Trilingual; answer: boolean; hint: Trilingual; explanation: Trilingual }
  | { id: string; type: "typed"; prompt: Trilingual; answers: Trilingual; hint: Trilingual; explanation: Trilingual }
  | { id: string; type: "order"; prompt: Trilingual; items: { id: string; text: Trilingual }[]; hint: Trilingual; explanation: Trilingual }
  | { id: string; type: "match"; prompt: Trilingual; pairs: { id: string; left: Trilingual; right: Trilingual }[]; hint: Trilingual; explanation: Trilingual };

/** The block in one language, as stored (typed answers: one per line in the texts, a list in the block). */
function blockIn(block: DemoBlock, lang: Lang): Record<string, unknown> {
  switch (block.type) {
    case "text":
      return { ...block, text: block.text[lang] };
    case "image": {
      const { picture, ...rest } = block;
      // The address is the stored picture's (storedLesson); until then, its name.
      return { ...rest, src: picture, alt: block.alt[lang], caption: block.caption[lang] };
    }
    case "single":
    case "multiple":
      return {
        ...block,
        prompt: block.prompt[lang],
        choices: block.choices.map((c) => ({ ...c, text: c.text[lang] })),
        hint: block.hint[lang],
        explanation: block.explanation[lang],
      };
    case "truefalse":
      return { ...block, prompt: block.prompt[lang], hint: block.hint[lang], explanation: block.explanation[lang] };
    case "typed":
      return { ...block, prompt: block.prompt[lang], answers: block.answers[lang].split("\n"), hint: block.hint[lang], explanation: block.explanation[lang] };
    case "order":
      return {
        ...block,
        prompt: block.prompt[lang],
        items: block.items.map((i) => ({ ...i, text: i.text[lang] })),
        hint: block.hint[lang],
        explanation: block.explanation[lang],
      };
    case "match":
      return {
        ...block,
        prompt: block.prompt[lang],
        pairs: block.pairs.map((p) => ({ ...p, left: p.left[lang], right: p.right[lang] })),
        hint: block.hint[lang],
        explanation: block.explanation[lang],
      };
  }
}

/** Every text of the blocks under its key, in reading order (blockTexts of lesson-blocks.ts). */
function textsIn(blocks: DemoBlock[], lang: Lang): Record<string, string> {
  const out: Record<string, string> = {};
  for (const block of blocks) {
    const put = (part: string, value: string) => {
      if (value.trim() !== "") out[`${block.id}.${part}`] = value;
    };
    if (block.type === "text") {
      put("text", block.text[lang]);
      continue;
    }
    if (block.type === "image") {
      put("alt", block.alt[lang]);
      put("caption", block.caption[lang]);
      continue;
    }
    put("prompt", block.prompt[lang]);
    if (block.type === "single" || block.type === "multiple") for (const c of block.choices) put(`choice.${c.id}`, c.text[lang]);
    if (block.type === "typed") put("answers", block.answers[lang]);
    if (block.type === "order") for (const i of block.items) put(`item.${i.id}`, i.text[lang]);
    if (block.type === "match")
      for (const p of block.pairs) {
        put(`left.${p.id}`, p.left[lang]);
        put(`right.${p.id}`, p.right[lang]);
      }
    put("hint", block.hint[lang]);
    put("explanation", block.explanation[lang]);
  }
  return out;
}

/** A lesson as the seed writes it, but for its pictures' addresses (blocks as objects; storedLesson makes the columns). */
export interface DemoLesson {
  blocks: Record<string, unknown>[];
  block_texts: Trilingual;
  mastery_rule?: "streak" | "recent" | "all";
  mastery_correct?: number;
}

/** The course_lessons columns of a lesson: each picture's name replaced by its stored address. */
export function storedLesson(lesson: DemoLesson, pictureUrl: (picture: DemoPicture) => string) {
  const blocks = lesson.blocks.map((block) => (block.type === "image" ? { ...block, src: pictureUrl(block.src as DemoPicture) } : block));
  return { ...lesson, blocks: JSON.stringify(blocks) };
}

/** The pictures a lesson shows, by name. */
export const picturesOf = (lesson: DemoLesson): DemoPicture[] => lesson.blocks.flatMap((block) => (block.type === "image" ? [block.src as DemoPicture] : []));

/** A lesson's columns from its blocks: English blocks, and their texts in the three languages. */
export function lessonColumns(blocks: DemoBlock[], rule?: { mastery_rule: "streak" | "recent" | "all"; mastery_correct?: number }): DemoLesson {
  const [en, si, ta] = LANGS.map((lang) => JSON.stringify(textsIn(blocks, lang)));
  return { blocks: blocks.map((b) => blockIn(b, "en")), block_texts: { en: en!, si: si!, ta: ta! }, ...rule };
}

/** A lesson of plain text: one text block. */
export const textLesson = (content: Trilingual) => lessonColumns([{ id: "t1", type: "text", text: content }]);

export const t = (en: string, si: string, ta: string): Trilingual => ({ en, si, ta });

/** "Staying Safe Online": each lesson's reading, then its practice. Six exercises, every kind. */
export const SAFE_ONLINE_LESSONS: DemoLesson[] = [
  lessonColumns(
    [
      {
        id: "t1",
        type: "text",
        text: t(
          "A strong password is long and secret.\n\n- Use three random words together, like *green kite river*.\n- Never share it with friends.\n- Tell a parent or carer if someone asks for it.",
          "ශක්තිමත් මුරපදයක් දිගයි, රහසිගතයි.\n\n- *කොළ සරුංගල් ගඟ* වැනි අහඹු වචන තුනක් එකට භාවිත කරන්න.\n- එය කිසි විටෙක යාළුවන් සමඟ බෙදා නොගන්න.\n- කවුරුන් හෝ එය ඉල්ලුවොත් දෙමාපියෙකුට හෝ භාරකරුවෙකුට කියන්න.",
          "வலுவான கடவுச்சொல் நீளமானது, இரகசியமானது.\n\n- *பச்சை பட்டம் ஆறு* போன்ற தொடர்பில்லாத மூன்று சொற்களைச் சேர்த்துப் பயன்படுத்துங்கள்.\n- அதை நண்பர்களுடன் ஒருபோதும் பகிர வேண்டாம்.\n- யாராவது அதைக் கேட்டால் பெற்றோரிடம் அல்லது பாதுகாவலரிடம் சொல்லுங்கள்.",
        ),
      },
      {
        id: "q1",
        type: "single",
        prompt: t("Which password is the strongest?", "වඩාත්ම ශක්තිමත් මුරපදය කුමක්ද?", "எந்தக் கடவுச்சொல் மிகவும் வலுவானது?"),
        choices: [
          { id: "a", text: t("123456", "123456", "123456"), correct: false },
          { id: "b", text: t("My first name", "මගේ මුල් නම", "என் முதல் பெயர்"), correct: false },
          { id: "c", text: t("green-kite-river", "green-kite-river", "green-kite-river"), correct: true },
        ],
        hint: t("A strong password is long and hard to guess.", "ශක්තිමත් මුරපදයක් දිගයි, අනුමාන කිරීමට අපහසුයි.", "வலுவான கடவுச்சொல் நீளமானது, ஊகிக்கக் கடினமானது."),
        explanation: t(
          "Three random words make a long password that is easy to remember and hard to guess.",
          "අහඹු වචන තුනකින් මතක තබා ගැනීමට පහසු, අනුමාන කිරීමට අපහසු දිගු මුරපදයක් සෑදේ.",
          "மூன்று தொடர்பில்லாத சொற்கள் நினைவில் வைக்க எளிதான, ஊகிக்கக் கடினமான நீண்ட கடவுச்சொல்லை உருவாக்குகின்றன.",
        ),
      },
      {
        id: "q2",
        type: "truefalse",
        prompt: t(
          "It is fine to share your password with your best friend.",
          "ඔබේ මුරපදය ඔබේ හොඳම යාළුවා සමඟ බෙදා ගැනීම කමක් නැත.",
          "உங்கள் கடவுச்சொல்லை உங்கள் நெருங்கிய நண்பருடன் பகிர்வது சரிதான்.",
        ),
        answer: false,
        hint: t("Think: who should know your password?", "සිතන්න: ඔබේ මුරපදය දැනගත යුත්තේ කවුද?", "யோசியுங்கள்: உங்கள் கடவுச்சொல் யாருக்குத் தெரிய வேண்டும்?"),
        explanation: t(
          "Your password is only for you, and for a parent or carer who helps you.",
          "ඔබේ මුරපදය ඔබට පමණයි, සහ ඔබට උදව් කරන දෙමාපියෙකුට හෝ භාරකරුවෙකුට පමණයි.",
          "உங்கள் கடவுச்சொல் உங்களுக்கும், உங்களுக்கு உதவும் பெற்றோர் அல்லது பாதுகாவலருக்கும் மட்டுமே.",
        ),
      },
      // After the exercises in the list (tests name the blocks by place); the page shows reading blocks first.
      {
        id: "p1",
        type: "image",
        picture: "online-password",
        alt: t(
          "A padlock above a password box that shows only dots.",
          "මුරපදය තිතක් ලෙස පමණක් පෙන්වන කොටුවක් මත ඇති අගුලක්.",
          "புள்ளிகளை மட்டும் காட்டும் கடவுச்சொல் பெட்டியின் மேல் ஒரு பூட்டு.",
        ),
        caption: t(
          "Your password is like a lock: only you have the key.",
          "ඔබේ මුරපදය අගුලක් වැනියි: යතුර ඇත්තේ ඔබට පමණයි.",
          "உங்கள் கடவுச்சொல் ஒரு பூட்டு போன்றது: சாவி உங்களிடம் மட்டுமே உள்ளது.",
        ),
      },
    ],
    // Two right in a row: this lesson's rule, chosen for it (the others keep the default or ask for all).
    { mastery_rule: "streak", mastery_correct: 2 },
  ),
  lessonColumns([
    {
      id: "t1",
      type: "text",
      text: t(
        "Your full name, school, address and phone number are *private*. Do not post them in public places.",
        "ඔබේ සම්පූර්ණ නම, පාසල, ලිපිනය සහ දුරකථන අංකය *පෞද්ගලිකයි*. ඒවා පොදු තැන්වල පළ නොකරන්න.",
        "உங்கள் முழுப் பெயர், பள்ளி, முகவரி, தொலைபேசி எண் ஆகியவை *தனிப்பட்டவை*. அவற்றைப் பொது இடங்களில் பதிவிட வேண்டாம்.",
      ),
    },
    {
      id: "q3",
      type: "multiple",
      prompt: t("Which of these are private information?", "මේවායින් පෞද්ගලික තොරතුරු මොනවාද?", "இவற்றில் எவை தனிப்பட்ட தகவல்கள்?"),
      choices: [
        { id: "a", text: t("Your home address", "ඔබේ නිවසේ ලිපිනය", "உங்கள் வீட்டு முகவரி"), correct: true },
        { id: "b", text: t("Your phone number", "ඔබේ දුරකථන අංකය", "உங்கள் தொலைபேசி எண்"), correct: true },
        { id: "c", text: t("Your favourite colour", "ඔබ කැමතිම පාට", "உங்களுக்குப் பிடித்த நிறம்"), correct: false },
      ],
      hint: t("Which ones could help a stranger find you?", "නාඳුනන කෙනෙකුට ඔබව සොයා ගැනීමට උදව් විය හැක්කේ කුමක්ද?", "எவை ஒரு அந்நியர் உங்களைக் கண்டுபிடிக்க உதவக்கூடும்?"),
      explanation: t(
        "Your address and phone number tell people where and how to reach you. A favourite colour does not.",
        "ඔබේ ලිපිනය සහ දුරකථන අංකය ඔබට ළඟා විය හැකි තැන සහ ආකාරය කියයි. ප්‍රියතම පාට එසේ නොකරයි.",
        "உங்கள் முகவரியும் தொலைபேசி எண்ணும் உங்களை எங்கே, எப்படி அணுகலாம் என்று சொல்கின்றன. பிடித்த நிறம் அப்படிச் சொல்லாது.",
      ),
    },
    {
      id: "q4",
      type: "typed",
      prompt: t(
        "A Sri Lankan mobile number looks like 0771234567. How many digits does it have?",
        "ශ්‍රී ලංකාවේ ජංගම දුරකථන අංකයක් 0771234567 වැනියි. එහි ඉලක්කම් කීයක් තිබේද?",
        "இலங்கை கைபேசி எண் 0771234567 போல இருக்கும். அதில் எத்தனை இலக்கங்கள் உள்ளன?",
      ),
      answers: t("10\nten", "10\nදහය", "10\nபத்து"),
      hint: t("Count the digits one by one.", "ඉලක්කම් එකින් එක ගණන් කරන්න.", "இலக்கங்களை ஒவ்வொன்றாக எண்ணுங்கள்."),
      explanation: t(
        "Ten digits: enough for anyone to call you, so keep it private.",
        "ඉලක්කම් දහයයි: ඕනෑම කෙනෙකුට ඔබට ඇමතීමට එය ප්‍රමාණවත්, එබැවින් එය පෞද්ගලිකව තබා ගන්න.",
        "பத்து இலக்கங்கள்: யார் வேண்டுமானாலும் உங்களை அழைக்க அது போதும், எனவே அதைத் தனிப்பட்டதாக வைத்திருங்கள்.",
      ),
    },
    // After the exercises in the list (tests name the blocks by place); the page shows reading blocks first.
    {
      id: "p1",
      type: "image",
      picture: "online-private",
      alt: t("A phone next to a green shield with a tick.", "හරි ලකුණක් සහිත කොළ පැහැති පලිහක් අසල ඇති දුරකථනයක්.", "சரி அடையாளம் கொண்ட பச்சைக் கேடயத்தின் அருகே ஒரு கைபேசி."),
      caption: t("Keep what is private behind a shield.", "පෞද්ගලික දේ පලිහක් පිටුපස තබා ගන්න.", "தனிப்பட்டவற்றைக் கேடயத்தின் பின்னால் வைத்திருங்கள்."),
    },
  ]),
  lessonColumns(
    [
      {
        id: "t1",
        type: "text",
        text: t(
          "Treat people online as you would face to face. If someone is unkind, tell a trusted adult and use the block button.",
          "මුහුණට මුහුණ සිටින විට මෙන්ම අන්තර්ජාලයේදීත් අන් අයට සලකන්න. කවුරුන් හෝ අකාරුණිකව හැසිරේ නම්, ඔබ විශ්වාස කරන වැඩිහිටියෙකුට කියා අවහිර කිරීමේ බොත්තම භාවිත කරන්න.",
          "நேரில் நடந்துகொள்வது போலவே இணையத்திலும் மற்றவர்களை நடத்துங்கள். யாராவது அன்பில்லாமல் நடந்தால், நம்பிக்கையான ஒரு பெரியவரிடம் சொல்லி, தடுக்கும் பொத்தானைப் பயன்படுத்துங்கள்.",
        ),
      },
      {
        id: "q5",
        type: "order",
        prompt: t(
          "Someone is unkind to you online. Put what to do in order.",
          "කවුරුන් හෝ අන්තර්ජාලයේදී ඔබට අකාරුණිකව හැසිරෙයි. කළ යුතු දේ පිළිවෙළට තබන්න.",
          "இணையத்தில் யாரோ உங்களிடம் அன்பில்லாமல் நடக்கிறார்கள். செய்ய வேண்டியவற்றை வரிசைப்படுத்துங்கள்.",
        ),
        items: [
          { id: "a", text: t("Stop: do not reply", "නවතින්න: පිළිතුරු නොදෙන්න", "நிறுத்துங்கள்: பதில் அனுப்ப வேண்டாம்") },
          { id: "b", text: t("Block the person", "එම පුද්ගලයා අවහිර කරන්න", "அந்த நபரைத் தடுங்கள்") },
          { id: "c", text: t("Tell a trusted adult", "විශ්වාසවන්ත වැඩිහිටියෙකුට කියන්න", "நம்பிக்கையான பெரியவரிடம் சொல்லுங்கள்") },
        ],
        hint: t("First keep yourself safe, then get help.", "පළමුව ඔබව ආරක්ෂා කරගන්න, ඉන්පසු උදව් ලබා ගන්න.", "முதலில் உங்களைப் பாதுகாத்துக்கொள்ளுங்கள், பிறகு உதவி பெறுங்கள்."),
        explanation: t(
          "Not replying stops it growing, blocking keeps it away, and a trusted adult can help you.",
          "පිළිතුරු නොදීමෙන් එය වැඩි වීම නවතී, අවහිර කිරීමෙන් එය ඈත් වේ, විශ්වාසවන්ත වැඩිහිටියෙකුට ඔබට උදව් කළ හැක.",
          "பதில் அனுப்பாமல் இருப்பது அது வளர்வதைத் தடுக்கிறது, தடுப்பது அதை விலக்கி வைக்கிறது, நம்பிக்கையான பெரியவர் உங்களுக்கு உதவ முடியும்.",
        ),
      },
      {
        id: "q6",
        type: "match",
        prompt: t("Match each situation with what to do.", "එක් එක් අවස්ථාවට කළ යුතු දේ ගළපන්න.", "ஒவ்வொரு சூழ்நிலைக்கும் செய்ய வேண்டியதைப் பொருத்துங்கள்."),
        pairs: [
          {
            id: "a",
            left: t("A stranger asks for your photo", "නාඳුනන කෙනෙක් ඔබේ ඡායාරූපය ඉල්ලයි", "ஒரு அந்நியர் உங்கள் புகைப்படத்தைக் கேட்கிறார்"),
            right: t("Say no and tell an adult", "එපා කියා වැඩිහිටියෙකුට කියන්න", "மறுத்துவிட்டுப் பெரியவரிடம் சொல்லுங்கள்"),
          },
          {
            id: "b",
            left: t("A friend is being teased", "යාළුවෙකුට විහිළු කරයි", "ஒரு நண்பர் கேலி செய்யப்படுகிறார்"),
            right: t("Be kind and stand with them", "කාරුණික වී ඔවුන් සමඟ සිටින්න", "அன்பாக இருந்து அவருடன் நில்லுங்கள்"),
          },
          {
            id: "c",
            left: t("You see a mean comment", "ඔබ නපුරු අදහසක් දකියි", "நீங்கள் ஒரு மோசமான கருத்தைப் பார்க்கிறீர்கள்"),
            right: t("Report it", "එය වාර්තා කරන්න", "அதைப் புகாரளியுங்கள்"),
          },
        ],
        hint: t("Which answer keeps everyone safest?", "සියලු දෙනාම වඩාත් ආරක්ෂිතව තබන පිළිතුර කුමක්ද?", "எந்தப் பதில் அனைவரையும் மிகவும் பாதுகாப்பாக வைக்கிறது?"),
        explanation: t(
          "Saying no, standing with a friend and reporting unkindness all make the internet safer.",
          "එපා කීම, යාළුවෙකු සමඟ සිටීම සහ අකාරුණිකකම වාර්තා කිරීම අන්තර්ජාලය වඩාත් ආරක්ෂිත කරයි.",
          "மறுப்பதும், நண்பருடன் நிற்பதும், அன்பின்மையைப் புகாரளிப்பதும் இணையத்தைப் பாதுகாப்பானதாக்குகின்றன.",
        ),
      },
      // After the exercises in the list (tests name the blocks by place); the page shows reading blocks first.
      {
        id: "p1",
        type: "image",
        picture: "online-kind",
        alt: t(
          "Two children sending each other messages with a heart and a tick.",
          "හදවතක් සහ හරි ලකුණක් සහිත පණිවිඩ එකිනෙකාට යවන ළමයින් දෙදෙනෙක්.",
          "இதயமும் சரி அடையாளமும் கொண்ட செய்திகளை ஒருவருக்கொருவர் அனுப்பும் இரண்டு குழந்தைகள்.",
        ),
        caption: t("Kind words travel far.", "කාරුණික වචන බොහෝ දුර යයි.", "அன்பான சொற்கள் வெகுதூரம் செல்லும்."),
      },
    ],
    { mastery_rule: "all" },
  ),
];
