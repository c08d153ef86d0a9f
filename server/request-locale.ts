/**
 * The language of the work at hand, kept in Paraglide's AsyncLocalStorage so that every message function
 * called while doing it (a request's procedures and pages, an e-mail written for its reader) speaks that
 * language. server/http/locale.ts decides a request's language and runs the request inside it.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { type Locale, overwriteServerAsyncLocalStorage } from "../admin-modules/domain/paraglide/runtime.js";

interface Store {
  locale?: Locale;
  origin?: string;
  messageCalls?: Set<string>;
}

export const storage = new AsyncLocalStorage<Store>();
overwriteServerAsyncLocalStorage(storage);
/** The per-request store, also handed to the server renderer's own copy of the runtime (http/page-renderer.ts). */
export const localeStorage: AsyncLocalStorage<unknown> = storage;

/** Runs `fn` with every message in `locale` (tests, scripts, e-mails sent outside a request). */
export function runWithLocale<T>(locale: Locale, fn: () => T): T {
  return storage.run({ locale, messageCalls: new Set() }, fn);
}
