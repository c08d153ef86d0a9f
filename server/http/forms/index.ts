/**
 * POST to a page: a public form sent before (or without) the page's script (issue #28). The page's forms
 * post to the page's own address with a hidden `_form` naming the form (src/lib/server-form.tsx); the
 * app's script, once it runs, sends the same forms through tRPC instead.
 *
 * - Cross-site posts are refused as /trpc and /api refuse them (server/same-origin.ts), with the site's page.
 * - The form's handler (handlers.ts) calls the procedure the app calls, through a server-side caller with
 *   this request's context, so the session cookie, the limits and the lockouts are the tRPC path's own.
 * - Success: post, redirect, get (303) to the next page, in the visitor's language.
 * - Refusal: the same page drawn again with the problems under their fields, in the visitor's language,
 *   with everything that was typed but passwords, and the status the procedure's error carries.
 * - A form that deletes something for good is first drawn again asking to confirm.
 * - A post to a page without such a form: the site's page with 405.
 */
import express, { type NextFunction, type Request, type Response } from "express";
import { TRPCError } from "@trpc/server";
import { getHTTPStatusCodeFromError } from "@trpc/server/http";
import { ZodError } from "zod";
import { deLocalizeHref, localizeHref } from "../../../admin-modules/domain/i18n";
import type { DB } from "../../../db/open";
import type { FormAnswer } from "../page-answer";
import { LimitReachedError } from "../../auth/rate-limit";
import type { Config } from "../../config";
import { log } from "../../logger";
import { appRouter } from "../../routers";
import { isSameOriginRequest } from "../../same-origin";
import { ImageRejectedError } from "../../services/images";
import { createCallerFactory, describeZodError } from "../../trpc";
import { requestContext } from "../api-support";
import { type MultipartForm, readMultipart, typedText } from "../multipart";
import type { PageResponder } from "../pages";
import { type FieldErrors, type Fields, FORMS, type FormHandler, SENT } from "./handlers";
import { once, receiptKey } from "./receipts";

const createCaller = createCallerFactory(appRouter);
export type Caller = ReturnType<typeof createCaller>;

/** The methods a page takes: POST only where it has a form, which the 405 page cannot know. */
export const PAGE_METHODS = "GET, HEAD, POST";

const urlencoded = express.urlencoded({ extended: false, limit: "200kb", parameterLimit: 60 });

function readUrlencoded(req: Request, res: Response): Promise<Fields> {
  return new Promise((resolve, reject) =>
    urlencoded(req, res, (error?: unknown) => {
      if (error) return reject(error);
      // A name sent twice counts once (the last), as a form never sends one name twice.
      const body = (req.body ?? {}) as Record<string, string | string[]>;
      resolve(Object.fromEntries(Object.entries(body).map(([name, value]) => [name, typedText(Array.isArray(value) ? (value.at(-1) ?? "") : value)])));
    }),
  );
}

/** What went wrong, per field of the form (anything else is the form's own, under "_"), and the status it answers with. */
function judge(error: unknown, handler: FormHandler, res: Response): { errors: FieldErrors; status: number } {
  const inForm = (errors: FieldErrors): FieldErrors => {
    const placed: FieldErrors = {};
    for (const [name, message] of Object.entries(errors)) {
      const key = handler.fields.includes(name) ? name : "_";
      placed[key] ??= message;
    }
    return placed;
  };
  const limit = error instanceof LimitReachedError ? error : (error as { cause?: unknown } | null)?.cause;
  if (limit instanceof LimitReachedError) {
    res.setHeader("Retry-After", String(limit.retryAfterSeconds));
    return { errors: { _: limit.message }, status: 429 };
  }
  if (error instanceof ImageRejectedError) return { errors: inForm({ image: error.message }), status: error.status };
  if (error instanceof TRPCError && error.code !== "INTERNAL_SERVER_ERROR") {
    const fieldErrors = error.cause instanceof ZodError ? describeZodError(error.cause).fieldErrors : { _: error.message };
    return { errors: inForm(fieldErrors), status: getHTTPStatusCodeFromError(error) };
  }
  throw error;
}

/** The page of this site a request came from (its Referer), without the language prefix; null for another site's or none. */
function refererPage(req: Request, config: Config): string | null {
  try {
    const from = new URL(req.headers.referer ?? "");
    if (from.origin !== new URL(config.publicUrl).origin && from.origin !== `${req.protocol}://${req.headers.host}`) return null;
    return deLocalizeHref(from.pathname + from.search);
  } catch {
    return null;
  }
}

export function formRoute(deps: { db: DB; config: Config; sendPage: PageResponder }) {
  const { db, config, sendPage } = deps;

  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    const locale = res.locals.locale;
    res.setHeader("Cache-Control", "no-store");
    try {
      if (!isSameOriginRequest(req, config, () => req.protocol)) return await sendPage(req, res, locale, { answer: { refused: 403 }, status: 403 });
      let fields: Fields;
      let upload: MultipartForm | null = null;
      try {
        if (req.is("multipart/form-data")) {
          upload = await readMultipart(req, { fileField: "image" });
          fields = upload.fields;
        } else {
          fields = await readUrlencoded(req, res);
        }
      } catch {
        return await sendPage(req, res, locale, { answer: { refused: 400 }, status: 400 });
      }
      const name = fields._form ?? "";
      const handler = Object.hasOwn(FORMS, name) ? FORMS[name] : undefined;
      if (!handler) {
        res.setHeader("Allow", PAGE_METHODS);
        return await sendPage(req, res, locale, { answer: { refused: 405 }, status: 405 });
      }

      /** The page again, with what was typed (never a password) and what is wrong or must be confirmed. */
      const drawAgain = (form: Omit<FormAnswer, "name" | "values">, status: number) => {
        const kept = (f: string) => (handler.fields.includes(f) || handler.fieldsLike?.test(f) === true) && !handler.secret?.includes(f);
        const values = Object.fromEntries(
          Object.keys(fields)
            .filter(kept)
            .map((f) => [f, fields[f]!]),
        );
        return sendPage(req, res, locale, { answer: { form: { name, values, ...form } }, status });
      };

      const problems = handler.check?.(fields) ?? {};
      if (Object.keys(problems).length > 0) return await drawAgain({ errors: problems }, 400);
      if (handler.confirm?.(fields) && fields._confirmed !== "yes") return await drawAgain({ errors: {}, confirm: true }, 200);

      const ctx = await requestContext(req, res, { db, config });
      const page = req.url;
      const query = new URL(page, "http://x").searchParams;
      const request = { caller: createCaller(ctx), ctx, fields, upload, page, query, referer: refererPage(req, config), res };
      const run = async () => {
        const next = await handler.run(request);
        return next === SENT ? SENT : localizeHref(next);
      };
      let answer: string | typeof SENT;
      try {
        answer = handler.once
          ? await once(db, receiptKey([name, ctx.ip, ctx.user?.id, JSON.stringify(fields), upload?.file]), async () => {
              const location = await run();
              return location === SENT ? "" : location;
            })
          : await run();
      } catch (error) {
        const { errors, status } = judge(error, handler, res);
        return await drawAgain({ errors }, status);
      }
      if (answer === SENT) return;
      // Post, redirect, get: Back and reload never send the form again.
      res.redirect(303, answer);
    } catch (error) {
      log.error({ form: req.body?._form, err: error }, "form failed");
      next(error);
    }
  };
}
