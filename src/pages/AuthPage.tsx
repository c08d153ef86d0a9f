/** Sign in and sign up, in two tabs. A signed-in visitor is sent on (to / or back where they came from). */
import { type FormEvent, useEffect, useState } from "react";
import { Link, useNavigate, useSearch } from "@tanstack/react-router";
import { EmailField } from "../components/EmailField";
import { t } from "../../admin-modules/domain/messages";
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
        <Link to="/forgot-password" className="small">
          {t("auth.forgotPassword")}
        </Link>
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

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (password !== confirm) return;
    setBusy(true);
    try {
      await signUp({ fullName, email, password });
      toastSuccess(t("auth.accountCreated"), t("auth.accountCreatedText"));
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
          <span>{t("auth.fullName")}</span>
          <input name="fullName" autoComplete="name" required value={fullName} onChange={(e) => setFullName(e.target.value)} />
        </label>
        <EmailField value={email} onChange={setEmail} />
        <label className="field">
          <span>{t("auth.password")}</span>
          <input
            type="password"
            name="password"
            autoComplete="new-password"
            required
            minLength={6}
            aria-describedby="password-hint"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <small id="password-hint" className="muted">
            {t("auth.passwordHint")}
          </small>
        </label>
        <label className="field">
          <span>{t("auth.confirmPassword")}</span>
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
              {t("auth.passwordsDoNotMatch")}
            </small>
          )}
        </label>
        <button type="submit" className="btn btn-primary btn-block" disabled={busy || password !== confirm}>
          {t("auth.signUpButton")}
        </button>
      </form>
    </div>
  );
}
