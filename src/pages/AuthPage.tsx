/**
 * Sign in and sign up, in two tabs that are links (/auth?tab=sign-up), so they work before the script has
 * run. Both forms post to this page without the script (server/http/forms/); a signed-in visitor is sent on
 * (to / or back where they came from).
 */
import { useEffect } from "react";
import { Link, useNavigate, useSearch } from "@tanstack/react-router";
import { EmailField } from "../components/EmailField";
import { FieldError, FormError } from "../components/FieldError";
import { SuccessMessage } from "../components/SuccessMessage";
import { type FieldErrors, focusFirstInvalid, looksLikeEmail } from "../lib/form-errors";
import { useServerForm } from "../lib/server-form";
import { useDone } from "../lib/page-address";
import { m, pickMessage } from "../../admin-modules/domain/i18n";
import { AGE_RANGES, type AgeRangeValue, needsParentConsent, USERNAME_MAX, USERNAME_MIN, usernameProblem } from "../../admin-modules/domain/child-safety";
import { useSiteSettings } from "../lib/useSiteSettings";
import { useAuth } from "../auth/AuthContext";
import { toastError, toastSuccess } from "../lib/toast";

/** Only a path on this site may be a redirect target. */
function safeRedirect(value: unknown): string {
  return typeof value === "string" && value.startsWith("/") && !value.startsWith("//") ? value : "/";
}

/** What a sign-up or password reset sent without the script has just done (the server's redirect says it). */
function DoneNotice() {
  const done = useDone();
  const text =
    done === "signUp"
      ? m["form.done.signUp"]()
      : done === "signUpWaiting"
        ? m["safety.signUp.createdWaiting"]()
        : done === "reset"
          ? m["account.resetDone"]()
          : null;
  if (!text) return null;
  return (
    <SuccessMessage title={done === "reset" ? m["account.resetTitle"]() : m["auth.accountCreated"]()} level={2}>
      <p>{text}</p>
    </SuccessMessage>
  );
}

export function AuthPage() {
  const { user, loading } = useAuth();
  const navigate = useNavigate();
  const search = useSearch({ from: "/public/auth" });
  const tab = search.tab === "sign-up" ? "signup" : "signin";

  useEffect(() => {
    if (!loading && user) void navigate({ to: safeRedirect(search.redirect), replace: true });
  }, [loading, user, navigate, search.redirect]);

  return (
    <section className="container auth-page">
      <div className="card auth-card">
        <h1>{m["auth.title"]()}</h1>
        <p className="muted">{m["auth.subtitle"]()}</p>
        <DoneNotice />
        <div className="tabs" role="tablist" aria-label={m["auth.title"]()}>
          <Link
            to="/auth"
            search={{ redirect: search.redirect }}
            replace
            // Only the chosen tab is the current page (a link matches any address that includes its search).
            activeOptions={{ exact: true }}
            role="tab"
            id="tab-signin"
            aria-selected={tab === "signin"}
            aria-controls="panel-signin"
          >
            {m["auth.signInTab"]()}
          </Link>
          <Link
            to="/auth"
            search={{ redirect: search.redirect, tab: "sign-up" }}
            replace
            activeOptions={{ exact: true }}
            role="tab"
            id="tab-signup"
            aria-selected={tab === "signup"}
            aria-controls="panel-signup"
          >
            {m["auth.signUpTab"]()}
          </Link>
        </div>
        {tab === "signin" ? (
          <SignInForm />
        ) : (
          <SignUpForm onCreated={() => void navigate({ to: "/auth", search: { redirect: search.redirect }, replace: true })} />
        )}
      </div>
    </section>
  );
}

/** The checks a visitor is told about under the fields; the server repeats them (and says "Sign In Failed" / "Sign Up Failed" in a toast, as the spec asks, for what only it can know). */
function checkAccountFields(values: { email: string; password: string; newPassword?: boolean }): FieldErrors {
  const errors: FieldErrors = {};
  if (!looksLikeEmail(values.email)) errors.email = m["error.emailInvalid"]();
  if (!values.password) errors.password = m["error.passwordRequired"]();
  else if (values.newPassword && values.password.length < 6) errors.password = m["error.passwordShort"]();
  return errors;
}

/** The sign-up's own checks: a username the server will take, an age range, and a parent's e-mail when asked. */
function checkSignUpFields(values: {
  username: string;
  email: string;
  password: string;
  ageRange: AgeRangeValue | null;
  parentEmail: string | null;
}): FieldErrors {
  const errors = checkAccountFields({ email: values.email, password: values.password, newPassword: true });
  const username = values.username.trim();
  const problem = username ? usernameProblem(username) : "required";
  if (problem)
    errors.username = pickMessage(`safety.username.${problem}`, {
      "safety.username.required": m["safety.username.required"],
      "safety.username.length": m["safety.username.length"],
      "safety.username.characters": m["safety.username.characters"],
      "safety.username.email": m["safety.username.email"],
      "safety.username.phone": m["safety.username.phone"],
      "safety.username.reserved": m["safety.username.reserved"],
      "safety.username.taken": m["safety.username.taken"],
    });
  if (!values.ageRange) errors.ageRange = m["safety.ageRange.required"]();
  if (values.parentEmail !== null) {
    if (!values.parentEmail.trim()) errors.parentEmail = m["safety.parentEmail.required"]();
    else if (!looksLikeEmail(values.parentEmail)) errors.parentEmail = m["error.emailInvalid"]();
    else if (values.parentEmail.trim().toLowerCase() === values.email.trim().toLowerCase()) errors.parentEmail = m["safety.parentEmail.sameAsChild"]();
  }
  return errors;
}

function SignInForm() {
  const { signIn } = useAuth();
  const { values, set, errors, setErrors, errorId, describe, busy, form, formProps, formName, onSubmit } = useServerForm("signIn", { email: "", password: "" });

  const submit = onSubmit(async ({ email, password }) => {
    const found = checkAccountFields({ email, password });
    setErrors(found);
    if (Object.keys(found).length > 0) {
      requestAnimationFrame(() => focusFirstInvalid(form.current, found));
      return;
    }
    try {
      await signIn({ email, password });
      toastSuccess(m["auth.signedIn"]());
    } catch (error) {
      toastError(m["auth.signInFailed"](), error);
    }
  });

  return (
    <div id="panel-signin" role="tabpanel" aria-labelledby="tab-signin">
      {/* method="post": sent before the app has hydrated, the server signs in; a password never lands in an address. */}
      <form {...formProps} className="form" onSubmit={submit}>
        {formName}
        <EmailField value={values.email} onChange={(email) => set("email")({ target: { value: email } })} error={errors.email} errorId={errorId("email")} />
        <label className="field">
          <span>{m["auth.password"]()}</span>
          <input
            type="password"
            name="password"
            autoComplete="current-password"
            required
            value={values.password}
            onChange={set("password")}
            {...describe("password")}
          />
          <FieldError id={errorId("password")} message={errors.password} />
        </label>
        <FormError message={errors._} />
        <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
          {m["auth.signInButton"]()}
        </button>
        <Link to="/forgot-password" className="small">
          {m["auth.forgotPassword"]()}
        </Link>
      </form>
    </div>
  );
}

const SIGN_UP = { username: "", email: "", password: "", confirmPassword: "", ageRange: "", parentEmail: "", teacher: "" };

function SignUpForm({ onCreated }: { onCreated: () => void }) {
  const { signUp } = useAuth();
  const settings = useSiteSettings();
  const { values, set, errors, setErrors, errorId, describe, busy, form, formProps, formName, onSubmit } = useServerForm("signUp", SIGN_UP);
  const { password, confirmPassword: confirm } = values;
  const ageRange = (AGE_RANGES as readonly string[]).includes(values.ageRange) ? (values.ageRange as AgeRangeValue) : null;
  const mismatch = confirm.length > 0 && password !== confirm;
  // The server decides with the same setting; this only says when the field will be needed.
  const needsParent = ageRange !== null && needsParentConsent(ageRange, settings.consent_age);

  const submit = onSubmit(async (now) => {
    if (now.password !== now.confirmPassword) return;
    const range = (AGE_RANGES as readonly string[]).includes(now.ageRange) ? (now.ageRange as AgeRangeValue) : null;
    const parentEmail = range !== null && needsParentConsent(range, settings.consent_age) ? now.parentEmail : null;
    const found = checkSignUpFields({ username: now.username, email: now.email, password: now.password, ageRange: range, parentEmail });
    setErrors(found);
    if (Object.keys(found).length > 0 || !range) {
      requestAnimationFrame(() => focusFirstInvalid(form.current, found));
      return;
    }
    try {
      const teacher = range === "adult_carer" && now.teacher === "yes";
      const { waitingForParent } = await signUp({ username: now.username, email: now.email, password: now.password, ageRange: range, parentEmail, teacher });
      toastSuccess(
        m["auth.accountCreated"](),
        waitingForParent ? m["safety.signUp.createdWaiting"]() : m["auth.verify.signUpSent"]({ email: now.email.trim() }),
      );
      onCreated();
    } catch (error) {
      toastError(m["auth.signUpFailed"](), error);
    }
  });

  return (
    <div id="panel-signup" role="tabpanel" aria-labelledby="tab-signup">
      <form {...formProps} className="form signup-form" onSubmit={submit}>
        {formName}
        <p className="notice small" id="signup-name-note">
          {m["auth.privacyNote"]()}
        </p>
        <label className="field">
          <span>{m["safety.signUp.username"]()}</span>
          <input
            name="username"
            autoComplete="username"
            required
            minLength={USERNAME_MIN}
            maxLength={USERNAME_MAX}
            value={values.username}
            onChange={set("username")}
            {...describe("username", "username-hint signup-name-note")}
          />
          <small id="username-hint" className="muted">
            {m["safety.signUp.usernameHint"]()}
          </small>
          <FieldError id={errorId("username")} message={errors.username} />
        </label>
        <EmailField value={values.email} onChange={(email) => set("email")({ target: { value: email } })} error={errors.email} errorId={errorId("email")} />
        <label className="field">
          {/* Named by its title alone: the hint below is its description, not part of its name. */}
          <span id="signup-password-label">{m["auth.password"]()}</span>
          <input
            type="password"
            name="password"
            aria-labelledby="signup-password-label"
            autoComplete="new-password"
            required
            minLength={6}
            value={password}
            onChange={set("password")}
            {...describe("password", "password-hint")}
          />
          <small id="password-hint" className="muted">
            {m["auth.passwordHint"]()}
          </small>
          <FieldError id={errorId("password")} message={errors.password} />
        </label>
        <label className="field">
          <span>{m["auth.confirmPassword"]()}</span>
          <input
            type="password"
            name="confirmPassword"
            autoComplete="new-password"
            required
            aria-invalid={mismatch || Boolean(errors.confirmPassword)}
            aria-describedby={mismatch || errors.confirmPassword ? "confirm-error" : undefined}
            value={confirm}
            onChange={set("confirmPassword")}
          />
          {(mismatch || errors.confirmPassword) && (
            <small id="confirm-error" className="field-error" role="alert">
              {m["auth.passwordsDoNotMatch"]()}
            </small>
          )}
        </label>
        <fieldset className="field age-ranges" aria-describedby={errors.ageRange ? errorId("ageRange") : undefined}>
          <legend>{m["safety.signUp.ageRange"]()}</legend>
          {AGE_RANGES.map((value) => (
            <label key={value} className="choice">
              <input
                type="radio"
                name="ageRange"
                value={value}
                required
                // The parent's e-mail shows for these (styles, so it also works before the script runs).
                data-needs-parent={needsParentConsent(value, settings.consent_age) ? "" : undefined}
                aria-invalid={errors.ageRange ? true : undefined}
                checked={ageRange === value}
                onChange={set("ageRange")}
              />
              {pickMessage(`safety.ageRange.${value}`, {
                "safety.ageRange.under_13": m["safety.ageRange.under_13"],
                "safety.ageRange.13_15": m["safety.ageRange.13_15"],
                "safety.ageRange.16_17": m["safety.ageRange.16_17"],
                "safety.ageRange.18_plus": m["safety.ageRange.18_plus"],
                "safety.ageRange.adult_carer": m["safety.ageRange.adult_carer"],
                "safety.ageRange.required": m["safety.ageRange.required"],
              })}
            </label>
          ))}
          <FieldError id={errorId("ageRange")} message={errors.ageRange} />
        </fieldset>
        {/* Issue 31: under "I am a parent, teacher or work with children", a teacher asks for the role a super admin confirms. */}
        {ageRange === "adult_carer" && (
          <label className="choice">
            <input
              type="checkbox"
              name="teacher"
              value="yes"
              checked={values.teacher === "yes"}
              onChange={(e) => set("teacher")({ target: { value: e.target.checked ? "yes" : "" } })}
            />
            {m["classes.signUp.teacher"]()}
          </label>
        )}
        {/* Always in the page, shown by the styles when a chosen age range needs it (or the server asked for it). */}
        <label className={`field parent-email${needsParent || errors.parentEmail ? " needed" : ""}`}>
          <span>{m["safety.signUp.parentEmail"]()}</span>
          <input
            type="email"
            name="parentEmail"
            autoComplete="off"
            maxLength={254}
            value={values.parentEmail}
            onChange={set("parentEmail")}
            {...describe("parentEmail", "parent-email-hint")}
          />
          <small id="parent-email-hint" className="muted">
            {m["safety.signUp.parentEmailHint"]({ age: settings.consent_age })}
          </small>
          <FieldError id={errorId("parentEmail")} message={errors.parentEmail} />
        </label>
        <FormError message={errors._} />
        <button type="submit" className="btn btn-primary btn-block" disabled={busy || password !== confirm}>
          {m["auth.signUpButton"]()}
        </button>
      </form>
    </div>
  );
}
