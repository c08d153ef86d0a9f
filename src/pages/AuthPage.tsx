/** Sign in and sign up, in two tabs. A signed-in visitor is sent on (to / or back where they came from). */
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Link, useNavigate, useSearch } from "@tanstack/react-router";
import { EmailField } from "../components/EmailField";
import { FieldError } from "../components/FieldError";
import { type FieldErrors, focusFirstInvalid, useFieldErrors, looksLikeEmail } from "../lib/form-errors";
import { m, pickMessage } from "../../admin-modules/domain/i18n";
import { AGE_RANGES, type AgeRangeValue, needsParentConsent, USERNAME_MAX, USERNAME_MIN, usernameProblem } from "../../admin-modules/domain/child-safety";
import { useSiteSettings } from "../lib/useSiteSettings";
import { useAuth } from "../auth/AuthContext";
import { toastError, toastSuccess } from "../lib/toast";

type Tab = "signin" | "signup";

/** Only a path on this site may be a redirect target. */
function safeRedirect(value: unknown): string {
  return typeof value === "string" && value.startsWith("/") && !value.startsWith("//") ? value : "/";
}

export function AuthPage() {
  const { user, loading } = useAuth();
  const navigate = useNavigate();
  const search = useSearch({ strict: false }) as { redirect?: string };
  const [tab, setTab] = useState<Tab>("signin");

  useEffect(() => {
    if (!loading && user) void navigate({ to: safeRedirect(search.redirect), replace: true });
  }, [loading, user, navigate, search.redirect]);

  return (
    <section className="container auth-page">
      <div className="card auth-card">
        <h1>{m["auth.title"]()}</h1>
        <p className="muted">{m["auth.subtitle"]()}</p>
        <div className="tabs" role="tablist" aria-label={m["auth.title"]()}>
          <button type="button" role="tab" id="tab-signin" aria-selected={tab === "signin"} aria-controls="panel-signin" onClick={() => setTab("signin")}>
            {m["auth.signInTab"]()}
          </button>
          <button type="button" role="tab" id="tab-signup" aria-selected={tab === "signup"} aria-controls="panel-signup" onClick={() => setTab("signup")}>
            {m["auth.signUpTab"]()}
          </button>
        </div>
        {tab === "signin" ? <SignInForm /> : <SignUpForm onCreated={() => setTab("signin")} />}
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
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const { errors, setErrors, errorId, describe } = useFieldErrors("signin");
  const form = useRef<HTMLFormElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = checkAccountFields({ email, password });
    setErrors(found);
    if (Object.keys(found).length > 0) {
      requestAnimationFrame(() => focusFirstInvalid(form.current, found));
      return;
    }
    setBusy(true);
    try {
      await signIn({ email, password });
      toastSuccess(m["auth.signedIn"]());
    } catch (error) {
      toastError(m["auth.signInFailed"](), error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div id="panel-signin" role="tabpanel" aria-labelledby="tab-signin">
      {/* method="post": sent before the server-drawn page has hydrated, a password never lands in an address. */}
      <form ref={form} className="form" method="post" onSubmit={submit} noValidate>
        <EmailField value={email} onChange={setEmail} error={errors.email} errorId={errorId("email")} />
        <label className="field">
          <span>{m["auth.password"]()}</span>
          <input
            type="password"
            name="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            {...describe("password")}
          />
          <FieldError id={errorId("password")} message={errors.password} />
        </label>
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

function SignUpForm({ onCreated }: { onCreated: () => void }) {
  const { signUp } = useAuth();
  const settings = useSiteSettings();
  const [username, setUsername] = useState("");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [ageRange, setAgeRange] = useState<AgeRangeValue | null>(null);
  const [parentEmail, setParentEmail] = useState("");
  const [busy, setBusy] = useState(false);
  const mismatch = confirm.length > 0 && password !== confirm;
  // The server decides with the same setting; this only shows the field when it will be needed.
  const needsParent = ageRange !== null && needsParentConsent(ageRange, settings.consent_age);
  const { errors, setErrors, errorId, describe } = useFieldErrors("signup");
  const form = useRef<HTMLFormElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (password !== confirm) return;
    const found = checkSignUpFields({ username, email, password, ageRange, parentEmail: needsParent ? parentEmail : null });
    setErrors(found);
    if (Object.keys(found).length > 0 || !ageRange) {
      requestAnimationFrame(() => focusFirstInvalid(form.current, found));
      return;
    }
    setBusy(true);
    try {
      const { waitingForParent } = await signUp({ username, email, password, ageRange, parentEmail: needsParent ? parentEmail : null });
      toastSuccess(m["auth.accountCreated"](), waitingForParent ? m["safety.signUp.createdWaiting"]() : m["auth.verify.signUpSent"]({ email: email.trim() }));
      onCreated();
    } catch (error) {
      toastError(m["auth.signUpFailed"](), error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div id="panel-signup" role="tabpanel" aria-labelledby="tab-signup">
      <form ref={form} className="form" method="post" onSubmit={submit} noValidate>
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
            value={username}
            onChange={(e) => setUsername(e.target.value)}
            {...describe("username", "username-hint signup-name-note")}
          />
          <small id="username-hint" className="muted">
            {m["safety.signUp.usernameHint"]()}
          </small>
          <FieldError id={errorId("username")} message={errors.username} />
        </label>
        <EmailField value={email} onChange={setEmail} error={errors.email} errorId={errorId("email")} />
        <label className="field">
          <span>{m["auth.password"]()}</span>
          <input
            type="password"
            name="password"
            autoComplete="new-password"
            required
            minLength={6}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
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
            aria-invalid={mismatch}
            aria-describedby={mismatch ? "confirm-error" : undefined}
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
          />
          {mismatch && (
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
                aria-invalid={errors.ageRange ? true : undefined}
                checked={ageRange === value}
                onChange={() => setAgeRange(value)}
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
        {needsParent && (
          <label className="field">
            <span>{m["safety.signUp.parentEmail"]()}</span>
            <input
              type="email"
              name="parentEmail"
              autoComplete="off"
              required
              maxLength={254}
              value={parentEmail}
              onChange={(e) => setParentEmail(e.target.value)}
              {...describe("parentEmail", "parent-email-hint")}
            />
            <small id="parent-email-hint" className="muted">
              {m["safety.signUp.parentEmailHint"]({ age: settings.consent_age })}
            </small>
            <FieldError id={errorId("parentEmail")} message={errors.parentEmail} />
          </label>
        )}
        <button type="submit" className="btn btn-primary btn-block" disabled={busy || password !== confirm}>
          {m["auth.signUpButton"]()}
        </button>
      </form>
    </div>
  );
}
