/**
 * What a form sent before (or without) the script comes back as, drawn into its page again (server/http/forms/),
 * and what a refused request is drawn with. Declared by the server; the app reads the same types (src/lib/page-view.tsx).
 */
export type FieldErrors = Record<string, string>;

export interface FormAnswer {
  /** Which form was sent (its hidden `_form` field). */
  name: string;
  /** What was typed, passwords left out. */
  values: Record<string, string>;
  /** The server's judgement per field; "_" for the whole form. */
  errors: FieldErrors;
  /** The form deletes something for good: the page asks to confirm before it is sent again. */
  confirm?: boolean;
}

export interface PageAnswer {
  form?: FormAnswer;
  /** 400: a form the server could not read; 403: a post from another site; 405: a method the address does not take. */
  refused?: 400 | 403 | 405;
}
