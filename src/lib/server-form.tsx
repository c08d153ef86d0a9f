/**
 * A public form that works before the page's script has run, and without it (issue #28). The form posts
 * to the page's own address with a hidden `_form` naming it; the server judges it with the same procedure
 * the app calls and answers with the next page, or this page drawn again with the problems and what was
 * typed (server/http/forms/). Once the app runs, it sends the form itself, and:
 * - reads the fields as they are at that moment (text typed before the script ran is in the fields, not
 *   in React's state), and takes that text into its state as soon as it runs;
 * - never sends twice at once (a double tap).
 */
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useFieldErrors } from "./form-errors";
import { FormName, usePageAddress } from "./page-address";
import { useFormAnswer } from "./page-view";

type Values = Record<string, string>;

/** The fields' values as the page shows them now (a tick reads "on" or ""); files are left out. */
export function readFields<V extends Values>(form: HTMLFormElement | null, names: V): Partial<V> {
  const found: Values = {};
  if (!form) return found as Partial<V>;
  for (const name of Object.keys(names)) {
    const field = form.elements.namedItem(name);
    if (field instanceof RadioNodeList) found[name] = field.value;
    else if (field instanceof HTMLInputElement && field.type === "checkbox") found[name] = field.checked ? "on" : "";
    else if (field instanceof HTMLInputElement && field.type === "file") continue;
    else if (field && "value" in field) found[name] = String(field.value);
  }
  return found as Partial<V>;
}

export function useServerForm<V extends Values>(name: string, empty: V) {
  const answer = useFormAnswer(name);
  const [values, setValues] = useState<V>(() => {
    const kept = Object.fromEntries(Object.keys(empty).flatMap((key) => (typeof answer?.values[key] === "string" ? [[key, answer.values[key]]] : [])));
    return { ...empty, ...kept };
  });
  const fieldErrors = useFieldErrors(name, answer?.errors);
  const form = useRef<HTMLFormElement>(null);
  const sending = useRef(false);
  const [busy, setBusy] = useState(false);
  const action = usePageAddress();

  // Text typed (or a choice made) before the script ran becomes the state the app draws and sends.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the app takes over the server's page
  useEffect(() => {
    const typed = readFields(form.current, empty);
    setValues((now) => ({ ...now, ...typed }));
  }, []);

  /** The app's submit: with the fields as they are now, and never twice at once. */
  const onSubmit = (send: (values: V) => unknown) => async (event: FormEvent) => {
    event.preventDefault();
    if (sending.current) return;
    const current = { ...values, ...readFields(form.current, empty) };
    setValues(current);
    sending.current = true;
    setBusy(true);
    try {
      await send(current);
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };

  const set = (key: keyof V) => (event: { target: { value: string } }) => setValues((now) => ({ ...now, [key]: event.target.value }));

  return {
    ...fieldErrors,
    values,
    setValues,
    set,
    busy,
    form,
    onSubmit,
    /** The server asks to confirm before it deletes something for good. */
    confirming: answer?.confirm === true,
    formProps: { ref: form, method: "post", action, noValidate: true } as const,
    formName: <FormName name={name} />,
  };
}
