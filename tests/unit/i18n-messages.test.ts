/**
 * The three message files stay in step: every key in every language (the back office included, issue #27),
 * the same {variables} everywhere (each text's review status and fingerprints: translation-status.test.ts);
 * and the pieces built on them: per-request language, plurals, zod messages resolved when shown, Intl in the
 * reader's language, and the codemod.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import en from "../../admin-modules/domain/messages/en.json";
import si from "../../admin-modules/domain/messages/si.json";
import ta from "../../admin-modules/domain/messages/ta.json";
import { m } from "../../admin-modules/domain/i18n";
import { formatDay, formatNumber, sinhalaDateFormat } from "../../admin-modules/domain/intl";
import { signInInput } from "../../admin-modules/domain/account-schemas";
import { registerInput } from "../../server/routers/public-events";
import { districtLabel } from "../../admin-modules/domain/vocabulary-labels";
import { runWithLocale, splitAddressLocale, preferredLocale } from "../../server/http/locale";
import { convertSource } from "../../scripts/i18n/convert-messages";

type Messages = Record<string, unknown>;
const languages: Record<"si" | "ta", Messages> = { si, ta };
const keys = (messages: Messages) => Object.keys(messages).filter((k) => k !== "$schema");

/** The {variables} of a message: placeholders of plain text, and the inputs of plural variants. */
function variables(value: unknown): string[] {
  const names = new Set<string>();
  const visit = (v: unknown) => {
    if (typeof v === "string") {
      for (const match of v.matchAll(/(?<!\\)\{(\w+)\}/g)) names.add(match[1]);
      for (const match of v.matchAll(/^input (\w+)$/g)) names.add(match[1]);
    } else if (Array.isArray(v)) v.forEach(visit);
    else if (v && typeof v === "object") Object.values(v).forEach(visit);
  };
  visit(value);
  return [...names].sort();
}

describe("message files", () => {
  it("have a text for every key in Sinhala and Tamil, the back office's included", () => {
    for (const [locale, messages] of Object.entries(languages)) {
      const missing = keys(en).filter((k) => !(k in messages));
      expect(missing, `${locale} lacks`).toEqual([]);
    }
  });

  it("have no key that English does not have", () => {
    for (const [locale, messages] of Object.entries(languages)) {
      expect(
        keys(messages).filter((k) => !(k in en)),
        `${locale} has extra`,
      ).toEqual([]);
    }
  });

  it("use the same variables in every language", () => {
    const differences: string[] = [];
    for (const [locale, messages] of Object.entries(languages)) {
      for (const key of keys(messages)) {
        const a = variables((en as Messages)[key]).join(",");
        const b = variables(messages[key]).join(",");
        if (a !== b) differences.push(`${locale} ${key}: {${b}} vs English {${a}}`);
      }
    }
    expect(differences).toEqual([]);
  });

  it("are not empty and never English sentences copied into Sinhala or Tamil", () => {
    // A handful of texts are names or symbols in every language; anything else equal to English is a miss.
    const sameInEveryLanguage = new Set(["site.defaultName"]);
    for (const [locale, messages] of Object.entries(languages)) {
      const copied = keys(messages).filter((k) => {
        const text = messages[k];
        return typeof text === "string" && text === (en as Messages)[k] && /[a-z]{4,} [a-z]{3,}/.test(text) && !sameInEveryLanguage.has(k);
      });
      expect(copied, `${locale} copies English`).toEqual([]);
    }
  });
});

describe("message functions", () => {
  it("speak the language of the request on the server", () => {
    expect(runWithLocale("en", () => m["nav.home"]())).toBe("Home");
    expect(runWithLocale("si", () => m["nav.home"]())).toBe(si["nav.home"]);
    expect(runWithLocale("ta", () => m["nav.home"]())).toBe(ta["nav.home"]);
    // Concurrent requests keep their own language.
    return Promise.all(
      (["en", "si", "ta"] as const).map((locale) =>
        runWithLocale(locale, async () => {
          await new Promise((resolve) => setTimeout(resolve, 5));
          return m["nav.home"]();
        }),
      ),
    ).then((texts) => expect(texts).toEqual(["Home", si["nav.home"], ta["nav.home"]]));
  });

  it("choose plural forms", () => {
    expect(m["card.likes"]({ count: 1 })).toBe("1 like");
    expect(m["card.likes"]({ count: 2 })).toBe("2 likes");
    expect(m["resources.resultCount"]({ count: 1 })).toBe("1 resource");
    expect(m["resources.resultCount"]({ count: 0 })).toBe("0 resources");
  });

  it("resolve zod messages when zod reports, in the caller's language", () => {
    const message = () => signInInput.safeParse({ email: "a@b.lk", password: "" }).error?.issues[0]?.message;
    expect(runWithLocale("en", message)).toBe("Password is required.");
    expect(runWithLocale("ta", message)).toBe(ta["error.passwordRequired"]);
    expect(runWithLocale("si", message)).toBe(si["error.passwordRequired"]);
  });

  it("resolve the event registration's messages (defined once at start) in the caller's language", () => {
    const message = () => registerInput.safeParse({ eventId: 1, name: "", age: 9, guardianName: "Amma", email: "a@b.lk" }).error?.issues[0]?.message;
    expect(runWithLocale("en", message)).toBe(en["events.invalid.childName"]);
    expect(runWithLocale("ta", message)).toBe(ta["events.invalid.childName"]);
    expect(runWithLocale("si", message)).toBe(si["events.invalid.childName"]);
  });

  it("format dates and numbers with Intl in the reader's language, and vocabulary through messages", () => {
    expect(runWithLocale("en", () => formatDay("2026-03-15"))).toBe("Mar 15, 2026");
    expect(runWithLocale("ta", () => formatDay("2026-03-15"))).toMatch(/மார்/);
    expect(runWithLocale("ta", () => formatNumber(1234567))).toBe("12,34,567");
    expect(runWithLocale("si", () => districtLabel("Kandy"))).toBe("මහනුවර");
    expect(runWithLocale("ta", () => districtLabel("Jaffna"))).toBe("யாழ்ப்பாணம்");
    expect(runWithLocale("ta", () => districtLabel("Atlantis"))).toBe("Atlantis");
  });
});

describe("Sinhala dates without the runtime's Sinhala data", () => {
  it("read exactly as Node's Intl (CLDR si-LK) writes them, for every format the app uses", () => {
    const options: Intl.DateTimeFormatOptions[] = [
      { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" },
      { day: "numeric", month: "short", year: "numeric", timeZone: "Asia/Colombo" },
      { day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit", timeZone: "Asia/Colombo" },
      { month: "long", year: "numeric", timeZone: "UTC" },
      { weekday: "long", timeZone: "UTC" },
      { weekday: "short", timeZone: "UTC" },
    ];
    const dates = Array.from({ length: 12 }, (_, month) => [
      new Date(Date.UTC(2026, month, 1 + month * 2, 0, 5)),
      new Date(Date.UTC(2027, month, 28, 18, 59)),
    ]).flat();
    for (const option of options) {
      const node = new Intl.DateTimeFormat("si-LK", option);
      for (const date of dates) expect(sinhalaDateFormat(option).format(date), JSON.stringify(option)).toBe(node.format(date));
    }
  });
});

describe("request language", () => {
  it("reads the address first, then the page's header, the cookie, Accept-Language and English", () => {
    expect(splitAddressLocale("/ta/events?x=1")).toEqual({ locale: "ta", rest: "/events?x=1" });
    expect(splitAddressLocale("/si")).toEqual({ locale: "si", rest: "/" });
    expect(splitAddressLocale("/tamil")).toEqual({ locale: null, rest: "/tamil" });
    expect(splitAddressLocale("/en/events")).toEqual({ locale: null, rest: "/en/events" });
    const headers = (h: Record<string, string>) => ({ headers: h });
    expect(preferredLocale(headers({ "x-locale": "si", cookie: "locale=ta", "accept-language": "ta" }))).toBe("si");
    expect(preferredLocale(headers({ cookie: "locale=ta", "accept-language": "si" }))).toBe("ta");
    expect(preferredLocale(headers({ "accept-language": "fr-FR, ta-LK;q=0.8, en;q=0.5" }))).toBe("ta");
    expect(preferredLocale(headers({ "accept-language": "fr-FR" }))).toBe("en");
    // Asked again, the remembered choice per header gives the same answers.
    expect(preferredLocale(headers({ "accept-language": "fr-FR, ta-LK;q=0.8, en;q=0.5" }))).toBe("ta");
    expect(preferredLocale(headers({ "accept-language": "fr-FR" }))).toBe("en");
    expect(preferredLocale(headers({ "accept-language": "si, en;q=0.5" }))).toBe("si");
    // What Node's fetch sends, a region of ours, weights in any order, and a language refused with q=0.
    expect(preferredLocale(headers({ "accept-language": "*" }))).toBe("en");
    expect(preferredLocale(headers({ "accept-language": "si-LK" }))).toBe("si");
    expect(preferredLocale(headers({ "accept-language": "en;q=0.2, ta;q=0.9, si;q=0.5" }))).toBe("ta");
    expect(preferredLocale(headers({ "accept-language": "ta;q=0, si;q=0.1" }))).toBe("si");
    expect(preferredLocale(headers({}))).toBe("en");
  });
});

describe("codemod (scripts/i18n/convert-messages.ts)", () => {
  const catalogue = {
    "nav.home": "Home",
    "card.likes": "{count} likes",
    "report.reason.spam": "Spam",
    "report.reason.other": "Other",
    "media.liked": "Liked",
    "media.like": "Like",
  };
  const file = path.resolve("src/components/Example.tsx");
  const source = [
    'import { t, type MessageKey } from "../../admin-modules/domain/messages";',
    'const LABELS: Record<string, MessageKey> = { a: "nav.home" };',
    'export const A = () => t("nav.home");',
    'export const B = (n: number) => t("card.likes", { count: n, unused: 1 });',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: source text given to and expected from the codemod
    "export const C = (r: string) => t(`report.reason.${r}` as MessageKey);",
    'export const D = (liked: boolean) => t(liked ? "media.liked" : "media.like");',
    "export const E = (k: string) => t(LABELS[k]);",
    "",
  ].join("\n");

  it("rewrites every kind of call and is idempotent", () => {
    const once = convertSource(file, source, catalogue);
    expect(once.leftovers).toEqual([]);
    expect(once.text).toContain('import { m, type Message, pickMessage } from "../../admin-modules/domain/i18n";');
    expect(once.text).toContain('{ a: m["nav.home"] }');
    expect(once.text).toContain('m["nav.home"]()');
    expect(once.text).toContain('m["card.likes"]({ count: n })');
    expect(once.text).toContain(
      // biome-ignore lint/suspicious/noTemplateCurlyInString: source text given to and expected from the codemod
      'pickMessage(`report.reason.${r}`, { "report.reason.spam": m["report.reason.spam"], "report.reason.other": m["report.reason.other"] })',
    );
    expect(once.text).toContain('(liked ? m["media.liked"] : m["media.like"])()');
    expect(once.text).toContain("LABELS[k]()");
    expect(once.text).not.toMatch(/\bt\(/);
    expect(convertSource(file, once.text, catalogue).changed).toBe(false);
  });

  it("picks up keys added later to a converted dynamic lookup, and new t() calls in a converted file", () => {
    const once = convertSource(file, source, catalogue).text;
    const later = `${once.replace("import { m,", 'import { t } from "../../admin-modules/domain/messages";\nimport { m,')}export const F = () => t("report.reason.bullying");\n`;
    const twice = convertSource(file, later, { ...catalogue, "report.reason.bullying": "Bullying" });
    expect(twice.text).toContain('"report.reason.bullying": m["report.reason.bullying"]');
    expect(twice.text).toContain('export const F = () => m["report.reason.bullying"]();');
    expect(twice.text).not.toContain('domain/messages"');
  });

  it("sends back-office and server lookups of keys held as data through translate()", () => {
    const serverFile = path.resolve("server/example.ts");
    const out = convertSource(serverFile, 'import { t } from "../admin-modules/domain/messages";\nexport const x = (k: string) => t(k as never);\n', catalogue);
    expect(out.text).toContain('import { translate } from "../admin-modules/domain/translate";');
    expect(out.text).toContain("translate(k as never)");
  });

  it("leaves no hand-written t() anywhere in the code", () => {
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) {
          if (!["node_modules", "paraglide"].includes(entry.name)) walk(full);
        } else if (/\.tsx?$/.test(entry.name) && /from "[^"]*domain\/messages"/.test(fs.readFileSync(full, "utf8"))) offenders.push(full);
      }
    };
    for (const dir of ["src", "server", "admin-modules", "scripts"]) walk(path.resolve(dir));
    expect(offenders).toEqual([]);
  });
});
