/**
 * The texts a module declares, and the check that a module from an extra-modules folder
 * (EXTRA_ADMIN_MODULES, db/extra-modules.ts) has each of them in every language of its folder's
 * messages/{en,si,ta}.json. Paraglide compiles only the app's catalogue; such a folder's messages are
 * registered at load (admin-modules/domain/translate.ts `registerModuleMessages`), and no language stands
 * in for another, so a text missing in one language refuses the module instead of showing English.
 */
import { locales, type Locale } from "./domain/i18n";
import { isMessageKey, type ModuleMessages } from "./domain/translate";
import type { AdminModule, FieldDef } from "./types";

type Found = { path: string; text: string };

function fieldTexts(field: FieldDef, at: string, out: Found[]): void {
  const add = (path: string, text: unknown) => {
    if (typeof text === "string") out.push({ path: `${at}.${path}`, text });
  };
  add("label", field.label);
  add("requiredMessage", field.requiredMessage);
  add("invalidMessage", field.invalidMessage);
  for (const option of field.options ?? []) if (typeof option === "object") add(`options.${option.value}`, option.label);
  if (typeof field.list === "object") add("list.label", field.list.label);
  add("display.text", field.display?.text);
  add("display.empty", field.display?.empty);
  add("widget.placeholder", field.widget?.placeholder);
  add("widget.help", field.widget?.help);
  add("widget.allLabel", field.widget?.allLabel);
  add("emptyFilter", field.emptyFilter?.label);
  add("csv", field.csv);
}

/** Every Text of a module (types.ts), with where it is declared ("fields.name.label"). */
export function moduleTexts(module: AdminModule): Found[] {
  const out: Found[] = [];
  const add = (path: string, text: unknown) => {
    if (typeof text === "string") out.push({ path, text });
  };
  for (const [name, value] of Object.entries(module.labels)) add(`labels.${name}`, value);
  if (module.kind === "screen") {
    for (const action of module.actions ?? []) add(`actions.${action.key}.label`, action.label);
    return out;
  }
  for (const [name, field] of Object.entries(module.fields)) fieldTexts(field, `fields.${name}`, out);
  for (const action of module.actions ?? []) {
    const at = `actions.${action.key}`;
    add(`${at}.label`, action.label);
    add(`${at}.confirm`, action.confirm);
    add(`${at}.toast`, action.toast);
    add(`${at}.whenRefused`, action.whenRefused);
    for (const [name, field] of Object.entries(action.fields ?? {})) fieldTexts(field, `${at}.fields.${name}`, out);
  }
  for (const bulk of module.bulkActions ?? []) {
    const at = `bulkActions.${bulk.key}`;
    add(`${at}.label`, bulk.label);
    add(`${at}.done`, bulk.done);
    add(`${at}.confirm`, bulk.confirm);
    for (const [i, rule] of (bulk.skip ?? []).entries()) add(`${at}.skip[${i}].reason`, rule.reason);
  }
  for (const card of module.cards ?? []) add(`cards.${card.key}.label`, card.label);
  for (const [name, value] of Object.entries(module.toasts)) add(`toasts.${name}`, value);
  for (const [name, value] of Object.entries(module.emptyState)) add(`emptyState.${name}`, value);
  for (const [kind, messages] of Object.entries(module.errors ?? {})) {
    for (const [operation, value] of Object.entries(messages ?? {})) add(`errors.${kind}.${operation}`, value);
  }
  for (const column of module.csv?.columns ?? []) add(`csv.columns.${column.field}`, column.header);
  add("review.dialogTitle", module.review?.dialogTitle);
  for (const piece of module.slots?.details ?? []) add(`slots.details.${piece.key}`, piece.kind === "link" ? piece.label : piece.text);
  return out;
}

/**
 * What is wrong with a module's texts against its folder's messages (one line each; none: fine). With a
 * messages folder, every text is a key of the app's catalogue or of all three of the folder's languages
 * (no literal English). Without one, a text that reads as a key ("callbacks.field.name") is refused, since
 * nothing translates it; literal text is still allowed for a quickly added module.
 */
export function checkModuleMessages(module: AdminModule, messages: Readonly<Record<Locale, ModuleMessages>> | null): string[] {
  const problems: string[] = [];
  for (const { path, text } of moduleTexts(module)) {
    if (isMessageKey(text)) continue;
    if (!messages) {
      if (/^[\w-]+(\.[\w-]+)+$/.test(text)) problems.push(`${module.key}: ${path} names the key "${text}", and its folder has no messages/`);
      continue;
    }
    const missing = locales.filter((locale) => !(text in messages[locale]));
    if (missing.length) problems.push(`${module.key}: ${path} "${text}" is missing in messages/${missing.map((l) => `${l}.json`).join(", ")}`);
  }
  return problems;
}
