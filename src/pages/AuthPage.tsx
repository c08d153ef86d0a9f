/** Sign in and sign up, in two tabs. A signed-in visitor is sent on (to / or back where they came from). */
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Link, useNavigate, useSearch } from "@tanstack/react-router";
import { EmailField } from "../components/EmailField";
import { FieldError } from "../components/FieldError";
import { type FieldErrors, focusFirstInvalid, useFieldErrors, looksLikeEmail } from "../lib/form-errors";
import { m } from "../../admin-modules/domain/i18n";
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
function checkAccountFields(values: { fullName?: string; email: string; password: string; newPassword?: boolean }): FieldErrors {
  const errors: FieldErrors = {};
  if (values.fullName !== undefined && !values.fullName.trim()) errors.fullName = m["error.fullNameRequired"]();
  if (!looksLikeEmail(values.email)) errors.email = m["error.emailInvalid"]();
  if (!values.password) errors.password = m["error.passwordRequired"]();
  else if (values.newPassword && values.password.length < 6) errors.password = m["error.passwordShort"]();
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
      <form ref={form} className="form" onSubmit={submit} noValidate>
        <EmailField value={email} onChange={setEmail} error={errors.email} errorId={errorId("email")} />
        <label className="field">
          <span>{m["auth.password"]()}</span>
          <input type="password" name="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} {...describe("password")} />
          <FieldError id={errorId("password")} message={errors.password} />
        </label>
        <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
          {m["auth.signInButton"]()}
        </button>
        <Link to="/forgot-password" className="small">{m["auth.forgotPassword"]()}</Link>
      </form>
    </div>
  );
}

function SignUpForm({ onCreated }: { onCreated: () => void }) {
  const { signUp } = useAuth();
  const [fullName, setFullName] = useState("");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [busy, setBusy] = useState(false);
  const mismatch = confirm.length > 0 && password !== confirm;
  const { errors, setErrors, errorId, describe } = useFieldErrors("signup");
  const form = useRef<HTMLFormElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (password !== confirm) return;
    const found = checkAccountFields({ fullName, email, password, newPassword: true });
    setErrors(found);
    if (Object.keys(found).length > 0) {
      requestAnimationFrame(() => focusFirstInvalid(form.current, found));
      return;
    }
    setBusy(true);
    try {
      await signUp({ fullName, email, password });
      toastSuccess(m["auth.accountCreated"](), m["auth.accountCreatedText"]());
      onCreated();
    } catch (error) {
      toastError(m["auth.signUpFailed"](), error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div id="panel-signup" role="tabpanel" aria-labelledby="tab-signup">
      <form ref={form} className="form" onSubmit={submit} noValidate>
        <p className="notice small" id="signup-name-note">{m["auth.privacyNote"]()}</p>
        <label className="field">
          <span>{m["auth.fullName"]()}</span>
          <input name="fullName" autoComplete="nickname" required value={fullName} onChange={(e) => setFullName(e.target.value)} {...describe("fullName", "signup-name-note")} />
          <FieldError id={errorId("fullName")} message={errors.fullName} />
        </label>
        <EmailField value={email} onChange={setEmail} error={errors.email} errorId={errorId("email")} />
        <label className="field">
          <span>{m["auth.password"]()}</span>
          <input type="password" name="password" autoComplete="new-password" required minLength={6} value={password} onChange={(e) => setPassword(e.target.value)} {...describe("password", "password-hint")} />
          <small id="password-hint" className="muted">{m["auth.passwordHint"]()}</small>
          <FieldError id={errorId("password")} message={errors.password} />
        </label>
        <label className="field">
          <span>{m["auth.confirmPassword"]()}</span>
          <input type="password" name="confirmPassword" autoComplete="new-password" required aria-invalid={mismatch} aria-describedby={mismatch ? "confirm-error" : undefined} value={confirm} onChange={(e) => setConfirm(e.target.value)} />
          {mismatch && <small id="confirm-error" className="field-error" role="alert">{m["auth.passwordsDoNotMatch"]()}</small>}
        </label>
        <button type="submit" className="btn btn-primary btn-block" disabled={busy || password !== confirm}>
          {m["auth.signUpButton"]()}
        </button>
      </form>
    </div>
  );
}
