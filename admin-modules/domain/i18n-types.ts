/** Types shared by i18n.ts and translate.ts (no runtime code, so importing them ships nothing). */
import type * as messages from "./paraglide/messages/_index.js";

/** The key of any message, for code that holds keys as data (the back-office registry). */
export type MessageKey = keyof typeof messages;
export type MessageParams = Record<string, string | number>;
