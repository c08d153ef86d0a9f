/** The class languages' names in the reader's language. */
import { m } from "../../../admin-modules/domain/i18n";

export const LANGUAGE_NAMES = { si: m["lang.name.si"], ta: m["lang.name.ta"], en: m["lang.name.en"] } as const;
