/** Sign in and sign up, in two tabs. A signed-in visitor is sent on (to / or back where they came from). */
import { type FormEvent, useEffect, useState } from "react";
import { Link, useNavigate, useSearch } from "@tanstack/react-router";
import { EmailField } from "../components/EmailField";
import { t, type MessageKey } from "../../admin-modules/domain/messages";
import { AGE_RANGES, type AgeRangeValue, needsParentConsent, USERNAME_MAX, USERNAME_MIN } from "../../admin-modules/domain/child-safety";
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
        <h1>{t("auth.title")}</h1>
        <p className="muted">{t("auth.subtitle")}</p>
        <div className="tabs" role="tablist" aria-label={t("auth.title")}>
          <button type="button" role="tab" id="tab-signin" aria-selected={tab === "signin"} aria-controls="panel-signin" onClick={() => setTab("signin")}>
            {t("auth.signInTab")}
          </button>
          <button type="button" role="tab" id="tab-signup" aria-selected={tab === "signup"} aria-controls="panel-signup" onClick={() => setTab("signup")}>
            {t("auth.signUpTab")}
          </button>
        </div>
        {tab === "signin" ? <SignInForm /> : <SignUpForm onCreated={() => setTab("signin")} />}
      </div>
    </section>
  );
}

function SignInForm() {
  const { signIn } = useAuth();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await signIn({ email, password });
      toastSuccess(t("auth.signedIn"));
    } catch (error) {
      toastError(t("auth.signInFailed"), error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div id="panel-signin" role="tabpanel" aria-labelledby="tab-signin">
      <form className="form" onSubmit={submit}>
        <EmailField value={email} onChange={setEmail} />
        <label className="field">
          <span>{t("auth.password")}</span>
          <input type="password" name="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
        </label>
        <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
          {t("auth.signInButton")}
        </button>
        <Link to="/forgot-password" className="small">{t("auth.forgotPassword")}</Link>
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

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (password !== confirm || !ageRange) return;
    setBusy(true);
    try {
      const { waitingForParent } = await signUp({ username, email, password, ageRange, parentEmail: needsParent ? parentEmail : null });
      toastSuccess(t("auth.accountCreated"), waitingForParent ? t("safety.signUp.createdWaiting") : t("auth.accountCreatedText"));
      onCreated();
    } catch (error) {
      toastError(t("auth.signUpFailed"), error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div id="panel-signup" role="tabpanel" aria-labelledby="tab-signup">
      <form className="form" onSubmit={submit}>
        <p className="notice small">{t("auth.privacyNote")}</p>
        <label className="field">
          <span>{t("safety.signUp.username")}</span>
          <input name="username" autoComplete="username" required minLength={USERNAME_MIN} maxLength={USERNAME_MAX} pattern="[A-Za-z0-9_.]+"
            aria-describedby="username-hint" value={username} onChange={(e) => setUsername(e.target.value)} />
          <small id="username-hint" className="muted">{t("safety.signUp.usernameHint")}</small>
        </label>
        <EmailField value={email} onChange={setEmail} />
        <label className="field">
          <span>{t("auth.password")}</span>
          <input type="password" name="password" autoComplete="new-password" required minLength={6} aria-describedby="password-hint" value={password} onChange={(e) => setPassword(e.target.value)} />
          <small id="password-hint" className="muted">{t("auth.passwordHint")}</small>
        </label>
        <label className="field">
          <span>{t("auth.confirmPassword")}</span>
          <input type="password" name="confirmPassword" autoComplete="new-password" required aria-invalid={mismatch} aria-describedby={mismatch ? "confirm-error" : undefined} value={confirm} onChange={(e) => setConfirm(e.target.value)} />
          {mismatch && <small id="confirm-error" className="field-error" role="alert">{t("auth.passwordsDoNotMatch")}</small>}
        </label>
        <fieldset className="field age-ranges">
          <legend>{t("safety.signUp.ageRange")}</legend>
          {AGE_RANGES.map((value) => (
            <label key={value} className="choice">
              <input type="radio" name="ageRange" value={value} required checked={ageRange === value} onChange={() => setAgeRange(value)} />
              {t(`safety.ageRange.${value}` as MessageKey)}
            </label>
          ))}
        </fieldset>
        {needsParent && (
          <label className="field">
            <span>{t("safety.signUp.parentEmail")}</span>
            <input type="email" name="parentEmail" autoComplete="off" required maxLength={254} aria-describedby="parent-email-hint"
              value={parentEmail} onChange={(e) => setParentEmail(e.target.value)} />
            <small id="parent-email-hint" className="muted">{t("safety.signUp.parentEmailHint", { age: settings.consent_age })}</small>
          </label>
        )}
        <button type="submit" className="btn btn-primary btn-block" disabled={busy || password !== confirm || !ageRange}>
          {t("auth.signUpButton")}
        </button>
      </form>
    </div>
  );
}
