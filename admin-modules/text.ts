/** Texts a module declares: catalogue keys resolved in the reader's language, or literal text. */
import type { MessageKey } from "./domain/i18n";
import { translate } from "./domain/translate";

/**
 * A user-visible text: a catalogue key (resolved with `t`, so it follows the locale) or, for a quickly
 * added module, literal text. Built-in modules use keys only (a unit test checks it).
 */
export type Text = MessageKey | (string & {});

/** Resolves a Text through the catalogue when it is a key, otherwise returns it (placeholders filled). */
export function text(value: Text, params?: Record<string, string | number>): string {
  return translate(value as MessageKey, params);
}
