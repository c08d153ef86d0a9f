/**
 * The registration form of an event, or the reason registration is closed (full, past, cancelled).
 * A registration is by or for a child: the child's first name or nickname and age, and a parent's or
 * guardian's name and e-mail (the organiser's contact). Under 13 the parent ticks consent; the server
 * checks the same rule. Works without the script too: the form posts to the event's page
 * (server/http/forms/), which then shows the same success (?done=register) or the problems.
 */
import { useState } from "react";
import { m } from "../../../admin-modules/domain/i18n";
import { PARENTAL_CONSENT_AGE, REGISTRATION_AGE } from "../../../admin-modules/domain/vocabulary";
import { useAuth } from "../../auth/AuthContext";
import { FieldError, FormError } from "../../components/FieldError";
import { SuccessMessage } from "../../components/SuccessMessage";
import { fieldErrorsOf, focusFirstInvalid, type FieldErrors, looksLikeEmail } from "../../lib/form-errors";
import { useServerForm } from "../../lib/server-form";
import { useAppRunning, useDone } from "../../lib/page-address";
import { trpc } from "../../trpc";

interface Props {
  event: { id: number; title: string; registration: "open" | "full" | "past" | "cancelled" };
  onRegistered: () => void;
}

const EMPTY = { name: "", age: "", guardianName: "", email: "", consent: "", notes: "" };

/** The same rules as the server's, checked first so that the child sees them without a round trip. */
function check(values: typeof EMPTY): FieldErrors {
  const errors: FieldErrors = {};
  const age = Number(values.age);
  if (!values.name.trim()) errors.name = m["events.invalid.childName"]();
  if (!values.age.trim() || !Number.isInteger(age) || age < REGISTRATION_AGE.min || age > REGISTRATION_AGE.max) errors.age = m["events.invalid.childAge"]();
  if (!values.guardianName.trim()) errors.guardianName = m["events.invalid.guardianName"]();
  if (!looksLikeEmail(values.email)) errors.email = m["events.invalid.email"]();
  if (!errors.age && age < PARENTAL_CONSENT_AGE && !values.consent) errors.consent = m["events.invalid.consent"]();
  return errors;
}

export function RegistrationForm({ event, onRegistered }: Props) {
  const { user } = useAuth();
  const { values, setValues, set, errors, setErrors, errorId, describe, busy, form, formProps, formName, onSubmit } = useServerForm("register", {
    ...EMPTY,
    email: user?.email ?? "",
  });
  const running = useAppRunning();
  const [registered, setDone] = useState<string | null>(null);
  // Sent without the script, the server sends the visitor back here with ?done=register.
  const doneByServer = useDone() === "register";
  const done = registered ?? (doneByServer ? m["events.register.successText"]({ title: event.title }) : null);
  const register = trpc.public.events.register.useMutation();

  if (done) {
    return (
      <SuccessMessage title={m["events.register.successTitle"]()} level={2}>
        <p>{done}</p>
      </SuccessMessage>
    );
  }
  if (event.registration !== "open") {
    const [title, text] =
      event.registration === "full"
        ? [m["events.register.full"](), m["events.register.fullText"]()]
        : event.registration === "past"
          ? [m["events.register.closed"](), m["events.register.past"]()]
          : [m["events.register.closed"](), m["events.register.cancelled"]()];
    return (
      <div className="notice warning" role="status">
        <h2 style={{ fontSize: "1.15rem" }}>{title}</h2>
        <p style={{ margin: 0 }}>{text}</p>
      </div>
    );
  }

  const showErrors = (found: FieldErrors) => {
    setErrors(found);
    // After React has drawn the messages, so aria-describedby points at text that exists.
    requestAnimationFrame(() => focusFirstInvalid(form.current, found));
  };

  const submit = onSubmit(async (now) => {
    const found = check(now);
    if (Object.keys(found).length > 0) return showErrors(found);
    setErrors({});
    try {
      const result = await register.mutateAsync({
        eventId: event.id,
        name: now.name,
        age: Number(now.age),
        guardianName: now.guardianName,
        email: now.email,
        consent: now.consent === "on",
        notes: now.notes || null,
      });
      setDone(result.message);
      onRegistered();
    } catch (error) {
      showErrors(fieldErrorsOf(error));
    }
  });

  const age = Number(values.age);
  // Before the script runs the tick is always there (the page cannot know the age yet); then only when needed.
  const askConsent = !running || (values.age.trim() !== "" && age < PARENTAL_CONSENT_AGE) || Boolean(errors.consent);
  return (
    <form {...formProps} className="form" onSubmit={submit} aria-labelledby="register-title">
      {formName}
      <input type="hidden" name="eventId" value={event.id} />
      <h2 id="register-title" style={{ fontSize: "1.15rem", margin: ".75rem 0 0" }}>
        {m["events.register.title"]()}
      </h2>
      <p className="notice" id="register-grown-up">
        {m["events.register.askGrownUp"]()}
      </p>
      <label className="field">
        <span>{m["events.register.childName"]()}</span>
        <input name="name" autoComplete="off" maxLength={60} value={values.name} onChange={set("name")} {...describe("name")} />
        <FieldError id={errorId("name")} message={errors.name} />
      </label>
      <label className="field">
        <span>{m["events.register.childAge"]()}</span>
        <input
          name="age"
          type="number"
          inputMode="numeric"
          min={REGISTRATION_AGE.min}
          max={REGISTRATION_AGE.max}
          step={1}
          value={values.age}
          onChange={set("age")}
          {...describe("age")}
        />
        <FieldError id={errorId("age")} message={errors.age} />
      </label>
      <label className="field">
        <span>{m["events.register.guardianName"]()}</span>
        <input
          name="guardianName"
          autoComplete="name"
          maxLength={200}
          value={values.guardianName}
          onChange={set("guardianName")}
          {...describe("guardianName")}
        />
        <FieldError id={errorId("guardianName")} message={errors.guardianName} />
      </label>
      <label className="field">
        <span>{m["events.register.email"]()}</span>
        <input
          name="email"
          type="email"
          autoComplete="email"
          maxLength={254}
          value={values.email}
          onChange={set("email")}
          {...describe("email", "register-email-help")}
        />
        <span className="small muted" id="register-email-help">
          {m["events.register.emailHelp"]()}
        </span>
        <FieldError id={errorId("email")} message={errors.email} />
      </label>
      {askConsent && (
        <div className="field">
          <label className="checkbox-row">
            <input
              name="consent"
              type="checkbox"
              checked={values.consent === "on"}
              onChange={(e) => setValues((v) => ({ ...v, consent: e.target.checked ? "on" : "" }))}
              {...describe("consent", "register-consent-help")}
            />
            <span>{m["events.register.consent"]()}</span>
          </label>
          <span className="small muted" id="register-consent-help">
            {m["events.register.consentHelp"]()}
          </span>
          <FieldError id={errorId("consent")} message={errors.consent} />
        </div>
      )}
      <label className="field">
        <span>{m["events.register.notes"]()}</span>
        <textarea name="notes" maxLength={1000} rows={3} value={values.notes} onChange={set("notes")} {...describe("notes")} />
        <FieldError id={errorId("notes")} message={errors.notes} />
      </label>
      <p className="small muted">{m["events.register.privacy"]()}</p>
      <FormError message={errors._} />
      <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
        {busy ? m["events.register.sending"]() : m["events.register.submit"]()}
      </button>
    </form>
  );
}
