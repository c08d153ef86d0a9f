/**
 * My Account (signed-in only): details, profile editing (existing auth.updateProfile) and password change.
 * The e-mail is shown but not editable; only organization users name their organization (as the server rules).
 */
import { type FormEvent, useState } from "react";
import { m, pickMessage } from "../../../admin-modules/domain/i18n";
import { useAuth } from "../../auth/AuthContext";
import { RoleGuard } from "../../auth/RoleGuard";
import { formatDay } from "../../lib/format";
import { toastError, toastSuccess } from "../../lib/toast";
import { useSiteSettings } from "../../lib/useSiteSettings";
import { ChangePasswordForm } from "./ChangePasswordForm";
import { DataRightsCard, ParentCard } from "./DataRights";
import { EmailVerificationCard } from "./EmailVerificationCard";
import "./account.css";

export function AccountPage() {
  return (
    <RoleGuard>
      <AccountContent />
    </RoleGuard>
  );
}

function AccountContent() {
  const { user, profile, userRole } = useAuth();
  const settings = useSiteSettings();
  const [editing, setEditing] = useState(false);
  if (!user) return null;
  const notSet = <span className="muted">{m["account.notSet"]()}</span>;

  return (
    <section className="container account-page">
      <header>
        <h1>{m["account.title"]()}</h1>
        <p className="muted">{m["account.subtitle"]()}</p>
      </header>

      <section className="card account-card" aria-labelledby="account-details">
        <h2 id="account-details">{m["account.detailsTitle"]()}</h2>
        {editing ? (
          <ProfileForm onDone={() => setEditing(false)} />
        ) : (
          <>
            <dl className="account-details">
              <dt>{m["safety.account.username"]()}</dt>
              <dd>{profile?.username}</dd>
              <dt>{m["account.email"]()}</dt>
              <dd className="email-line">
                <span>{user.email}</span>
                {user.emailVerified && <span className="badge verified-badge">{m["auth.verify.confirmed"]()}</span>}
              </dd>
              {profile?.age_range && (
                <>
                  <dt>{m["safety.account.ageRange"]()}</dt>
                  <dd>
                    {pickMessage(`safety.ageRange.${profile.age_range}`, {
                      "safety.ageRange.under_13": m["safety.ageRange.under_13"],
                      "safety.ageRange.13_15": m["safety.ageRange.13_15"],
                      "safety.ageRange.16_17": m["safety.ageRange.16_17"],
                      "safety.ageRange.18_plus": m["safety.ageRange.18_plus"],
                      "safety.ageRange.adult_carer": m["safety.ageRange.adult_carer"],
                      "safety.ageRange.required": m["safety.ageRange.required"],
                    })}
                  </dd>
                </>
              )}
              <dt>{m["account.fullName"]()}</dt>
              <dd>{profile?.full_name || notSet}</dd>
              <dt>{m["account.phone"]()}</dt>
              <dd>{profile?.phone || notSet}</dd>
              {userRole && (
                <>
                  <dt>{m["account.organization"]()}</dt>
                  <dd>{profile?.organization_name || notSet}</dd>
                  <dt>{m["account.role"]()}</dt>
                  <dd>{(userRole === "super_admin" ? m["account.role.super_admin"] : m["account.role.organization"])()}</dd>
                </>
              )}
              {profile?.created_at && (
                <>
                  <dt>{m["account.memberSince"]()}</dt>
                  <dd suppressHydrationWarning>{formatDay(profile.created_at.slice(0, 10))}</dd>
                </>
              )}
            </dl>
            <p className="small muted">{m["account.emailNote"]({ email: settings.support_email })}</p>
            <div className="form-actions">
              <button type="button" className="btn btn-outline" onClick={() => setEditing(true)}>
                {m["account.editProfile"]()}
              </button>
            </div>
          </>
        )}
      </section>

      <EmailVerificationCard />

      <section className="card account-card" aria-labelledby="account-password">
        <h2 id="account-password">{m["account.passwordTitle"]()}</h2>
        <p className="muted">{m["account.passwordText"]()}</p>
        <ChangePasswordForm />
      </section>

      <ParentCard />
      <DataRightsCard />
    </section>
  );
}

function ProfileForm({ onDone }: { onDone: () => void }) {
  const { profile, userRole, updateProfile } = useAuth();
  const [fullName, setFullName] = useState(profile?.full_name ?? "");
  const [phone, setPhone] = useState(profile?.phone ?? "");
  const [organization, setOrganization] = useState(profile?.organization_name ?? "");
  const [busy, setBusy] = useState(false);
  const isOrganization = userRole === "organization";

  // Nothing to check here: every field is optional (the full name too, since usernames) and length-capped.
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await updateProfile({ full_name: fullName, phone, ...(isOrganization ? { organization_name: organization } : {}) });
      toastSuccess(m["auth.profileUpdated"]());
      onDone();
    } catch (error) {
      toastError(m["auth.updateFailed"](), error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="form" onSubmit={submit} noValidate>
      <label className="field">
        <span>{m["account.fullName"]()}</span>
        <input
          name="fullName"
          autoComplete="name"
          maxLength={200}
          aria-describedby="full-name-hint"
          value={fullName}
          onChange={(e) => setFullName(e.target.value)}
        />
        <small id="full-name-hint" className="muted">
          {m["safety.account.fullNameHint"]()}
        </small>
      </label>
      <label className="field">
        <span>{m["account.phone"]()}</span>
        <input
          name="phone"
          type="tel"
          autoComplete="tel"
          maxLength={40}
          aria-describedby="phone-hint"
          value={phone}
          onChange={(e) => setPhone(e.target.value)}
        />
        <small id="phone-hint" className="muted">
          {m["account.phoneHint"]()}
        </small>
      </label>
      {isOrganization && (
        <label className="field">
          <span>{m["account.organization"]()}</span>
          <input name="organization" autoComplete="organization" maxLength={200} value={organization} onChange={(e) => setOrganization(e.target.value)} />
        </label>
      )}
      <div className="form-actions">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {m["account.saveProfile"]()}
        </button>
        <button type="button" className="btn btn-ghost" onClick={onDone}>
          {m["account.cancel"]()}
        </button>
      </div>
    </form>
  );
}
