/**
 * The demo lessons' pictures (issue 30), drawn by code as SVG: simple, friendly flat shapes with no words
 * in them (the words are the alt texts, in three languages, in demo-lessons.ts). The seed hands each one to
 * the app's image pipeline (its caller's `storePicture`: server/services/demo-pictures.ts), which turns it
 * into an uploaded PNG with the phone-sized copies a lesson's image block shows.
 */

export const DEMO_PICTURES = [
  "rights-together",
  "rights-school",
  "rights-voice",
  "online-password",
  "online-private",
  "online-kind",
  "feelings-faces",
  "feelings-talk",
  "feelings-helpline",
] as const;
export type DemoPicture = (typeof DEMO_PICTURES)[number];

const W = 640;
const H = 400;
const svg = (background: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><rect width="${W}" height="${H}" fill="${background}"/>${body}</svg>`;

/** A child: head, hair, body and legs, at (x, y) = the feet's middle; `s` scales it. */
function child(x: number, y: number, s: number, skin: string, shirt: string, hair: string, mood: "smile" | "sad" | "open" = "smile") {
  const head = y - 150 * s;
  const mouth =
    mood === "smile"
      ? `<path d="M${x - 9 * s} ${head + 6 * s} Q${x} ${head + 16 * s} ${x + 9 * s} ${head + 6 * s}" stroke="#3b2417" stroke-width="${3 * s}" fill="none" stroke-linecap="round"/>`
      : mood === "sad"
        ? `<path d="M${x - 9 * s} ${head + 13 * s} Q${x} ${head + 4 * s} ${x + 9 * s} ${head + 13 * s}" stroke="#3b2417" stroke-width="${3 * s}" fill="none" stroke-linecap="round"/>`
        : `<ellipse cx="${x}" cy="${head + 10 * s}" rx="${6 * s}" ry="${7 * s}" fill="#3b2417"/>`;
  return [
    `<rect x="${x - 16 * s}" y="${y - 55 * s}" width="${12 * s}" height="${55 * s}" rx="${5 * s}" fill="#374151"/>`,
    `<rect x="${x + 4 * s}" y="${y - 55 * s}" width="${12 * s}" height="${55 * s}" rx="${5 * s}" fill="#374151"/>`,
    `<rect x="${x - 26 * s}" y="${y - 118 * s}" width="${52 * s}" height="${70 * s}" rx="${18 * s}" fill="${shirt}"/>`,
    `<circle cx="${x}" cy="${head}" r="${30 * s}" fill="${skin}"/>`,
    `<path d="M${x - 31 * s} ${head - 4 * s} Q${x} ${head - 48 * s} ${x + 31 * s} ${head - 4 * s} Q${x} ${head - 22 * s} ${x - 31 * s} ${head - 4 * s}Z" fill="${hair}"/>`,
    `<circle cx="${x - 11 * s}" cy="${head - 3 * s}" r="${3.5 * s}" fill="#3b2417"/>`,
    `<circle cx="${x + 11 * s}" cy="${head - 3 * s}" r="${3.5 * s}" fill="#3b2417"/>`,
    mouth,
  ].join("");
}

/** A grown-up: a taller child with a longer body. */
const adult = (x: number, y: number, skin: string, shirt: string, hair: string) => child(x, y, 1.35, skin, shirt, hair);

const sun = (x: number, y: number) => `<circle cx="${x}" cy="${y}" r="38" fill="#fbbf24"/><circle cx="${x}" cy="${y}" r="52" fill="#fbbf24" opacity=".25"/>`;
const ground = (color: string) => `<rect y="330" width="${W}" height="70" fill="${color}"/>`;
const heart = (x: number, y: number, s: number, color: string) =>
  `<path d="M${x} ${y + 18 * s} C${x - 30 * s} ${y - 2 * s} ${x - 18 * s} ${y - 26 * s} ${x} ${y - 12 * s} C${x + 18 * s} ${y - 26 * s} ${x + 30 * s} ${y - 2 * s} ${x} ${y + 18 * s}Z" fill="${color}"/>`;
const bubble = (x: number, y: number, w: number, h: number, color: string, tailLeft = true) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="22" fill="${color}"/><path d="M${tailLeft ? x + 30 : x + w - 30} ${y + h - 2} l${tailLeft ? -12 : 12} 30 l${tailLeft ? 30 : -30} -30Z" fill="${color}"/>`;
const phone = (x: number, y: number, screen: string) =>
  `<rect x="${x}" y="${y}" width="150" height="260" rx="24" fill="#1f2937"/><rect x="${x + 12}" y="${y + 26}" width="126" height="200" rx="10" fill="${screen}"/><circle cx="${x + 75}" cy="${y + 243}" r="9" fill="#4b5563"/>`;
const face = (x: number, y: number, color: string, mouth: string, brows = "") =>
  `<circle cx="${x}" cy="${y}" r="56" fill="${color}"/><circle cx="${x - 19}" cy="${y - 12}" r="7" fill="#3b2417"/><circle cx="${x + 19}" cy="${y - 12}" r="7" fill="#3b2417"/>${brows}<path d="${mouth}" stroke="#3b2417" stroke-width="6" fill="none" stroke-linecap="round"/>`;

const SKIN = ["#8d5524", "#c68642", "#a0522d", "#e0ac69"];

export function demoPictureSvg(name: DemoPicture): string {
  switch (name) {
    case "rights-together":
      // Children of different sizes holding hands in the sun: every child has the same rights.
      return svg(
        "#dbeafe",
        sun(560, 80) +
          ground("#86efac") +
          `<path d="M150 262 H490" stroke="#6b7280" stroke-width="6" stroke-linecap="round"/>` +
          child(120, 340, 1, SKIN[0]!, "#ef4444", "#1f2937") +
          child(250, 340, 1.15, SKIN[1]!, "#2563eb", "#3b2417") +
          child(390, 340, 0.9, SKIN[2]!, "#f59e0b", "#111827") +
          child(520, 340, 1.05, SKIN[3]!, "#10b981", "#4b2e1a") +
          heart(320, 60, 1.2, "#ec4899"),
      );
    case "rights-school":
      // A school with an open book: the right to learn.
      return svg(
        "#fef3c7",
        ground("#bbf7d0") +
          `<rect x="90" y="150" width="260" height="180" fill="#f87171"/><path d="M70 160 L220 70 L370 160Z" fill="#b91c1c"/><rect x="195" y="240" width="50" height="90" fill="#7c2d12"/>` +
          `<rect x="115" y="185" width="55" height="45" fill="#bfdbfe"/><rect x="270" y="185" width="55" height="45" fill="#bfdbfe"/>` +
          `<path d="M220 70 V30" stroke="#374151" stroke-width="5"/><path d="M220 30 h40 v22 h-40Z" fill="#f59e0b"/>` +
          `<path d="M420 170 Q480 150 530 175 V300 Q480 275 420 295Z" fill="#ffffff" stroke="#2563eb" stroke-width="5"/>` +
          `<path d="M530 175 Q580 150 630 170 V295 Q580 275 530 300Z" fill="#ffffff" stroke="#2563eb" stroke-width="5" transform="translate(-10 0)"/>` +
          `<path d="M440 205 H510 M440 230 H510 M440 255 H500 M540 205 H605 M540 230 H605 M540 255 H595" stroke="#93c5fd" stroke-width="6" stroke-linecap="round"/>`,
      );
    case "rights-voice":
      // A child speaking and an adult listening: the right to be heard.
      return svg(
        "#ede9fe",
        ground("#c4b5fd") +
          child(200, 350, 1.1, SKIN[1]!, "#7c3aed", "#1f2937", "open") +
          adult(450, 350, SKIN[0]!, "#0f766e", "#111827") +
          bubble(60, 40, 220, 100, "#ffffff") +
          `<circle cx="120" cy="90" r="12" fill="#7c3aed"/><circle cx="170" cy="90" r="12" fill="#7c3aed"/><circle cx="220" cy="90" r="12" fill="#7c3aed"/>` +
          `<path d="M520 95 q25 20 0 40" stroke="#0f766e" stroke-width="6" fill="none" stroke-linecap="round"/><path d="M540 80 q40 35 0 70" stroke="#0f766e" stroke-width="6" fill="none" stroke-linecap="round"/>`,
      );
    case "online-password":
      // A padlock and a password hidden as dots: keep it secret.
      return svg(
        "#e0f2fe",
        `<rect x="120" y="70" width="400" height="260" rx="22" fill="#1e3a8a"/><rect x="140" y="90" width="360" height="220" rx="12" fill="#f8fafc"/>` +
          `<rect x="180" y="220" width="280" height="50" rx="12" fill="#e2e8f0"/>` +
          [0, 1, 2, 3, 4, 5, 6].map((i) => `<circle cx="${210 + i * 37}" cy="245" r="9" fill="#1e3a8a"/>`).join("") +
          `<path d="M285 150 V125 a35 35 0 0 1 70 0 V150" stroke="#f59e0b" stroke-width="14" fill="none"/><rect x="265" y="148" width="110" height="60" rx="12" fill="#f59e0b"/><circle cx="320" cy="174" r="9" fill="#78350f"/><rect x="316" y="176" width="8" height="18" fill="#78350f"/>`,
      );
    case "online-private":
      // A phone behind a shield: private information stays private.
      return svg(
        "#dcfce7",
        phone(140, 70, "#bfdbfe") +
          `<circle cx="215" cy="150" r="26" fill="#93c5fd"/><rect x="175" y="190" width="80" height="12" rx="6" fill="#93c5fd"/><rect x="175" y="215" width="60" height="12" rx="6" fill="#93c5fd"/>` +
          `<path d="M430 80 L530 115 V200 Q530 280 430 320 Q330 280 330 200 V115Z" fill="#15803d"/><path d="M385 200 l35 35 l60 -70" stroke="#ffffff" stroke-width="16" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
      );
    case "online-kind":
      // Two children sending each other kind messages.
      return svg(
        "#fce7f3",
        ground("#fbcfe8") +
          child(130, 350, 1, SKIN[2]!, "#db2777", "#111827") +
          child(510, 350, 1, SKIN[3]!, "#2563eb", "#3b2417") +
          bubble(200, 50, 150, 90, "#ffffff") +
          heart(275, 92, 1, "#ec4899") +
          bubble(310, 160, 150, 90, "#ffffff", false) +
          `<path d="M350 205 l20 20 l40 -40" stroke="#16a34a" stroke-width="10" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
      );
    case "feelings-faces":
      // Four faces: happy, sad, angry, scared. Every feeling is allowed.
      return svg(
        "#fff7ed",
        face(100, 200, "#fde047", "M70 215 Q100 245 130 215") +
          face(247, 200, "#93c5fd", "M217 232 Q247 205 277 232") +
          face(394, 200, "#fca5a5", "M364 230 H424", `<path d="M368 170 l22 10 M420 170 l-22 10" stroke="#3b2417" stroke-width="6" stroke-linecap="round"/>`) +
          face(541, 200, "#c4b5fd", "M526 228 a15 12 0 1 0 30 0 a15 12 0 1 0 -30 0"),
      );
    case "feelings-talk":
      // A child and a trusted grown-up sitting and talking.
      return svg(
        "#ecfccb",
        ground("#a3e635") +
          `<rect x="140" y="270" width="360" height="22" rx="8" fill="#92400e"/><rect x="160" y="290" width="16" height="45" fill="#78350f"/><rect x="464" y="290" width="16" height="45" fill="#78350f"/>` +
          child(250, 330, 0.95, SKIN[0]!, "#f97316", "#111827", "sad") +
          adult(400, 330, SKIN[1]!, "#0ea5e9", "#4b5563") +
          heart(325, 70, 1.3, "#f43f5e"),
      );
    case "feelings-helpline":
      // A phone calling for help, and a smiling helper: someone is always there to listen.
      return svg(
        "#e0e7ff",
        phone(110, 70, "#c7d2fe") +
          `<path d="M160 165 q15 -25 35 -5 l10 12 q5 10 -5 18 q10 25 30 35 q8 -10 18 -5 l12 10 q20 20 -5 35 q-45 10 -95 -100Z" fill="#4f46e5"/>` +
          `<path d="M300 150 q25 -25 50 0 M290 125 q35 -40 70 0" stroke="#4f46e5" stroke-width="7" fill="none" stroke-linecap="round"/>` +
          adult(480, 350, SKIN[3]!, "#16a34a", "#1f2937") +
          `<path d="M436 150 Q480 70 524 150" stroke="#374151" stroke-width="7" fill="none"/><rect x="428" y="138" width="16" height="28" rx="7" fill="#374151"/><rect x="516" y="138" width="16" height="28" rx="7" fill="#374151"/><path d="M444 160 q0 30 25 32" stroke="#374151" stroke-width="4" fill="none"/>`,
      );
  }
}
