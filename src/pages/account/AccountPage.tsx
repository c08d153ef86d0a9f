/**
 * My Account (signed-in only): details, profile editing (existing auth.updateProfile) and password change.
 * The e-mail is shown but not editable; only organization users name their organization (as the server rules).
 */
import { Link } from "@tanstack/react-router";
import { m, pickMessage } from "../../../admin-modules/domain/i18n";
import { useAuth } from "../../auth/AuthContext";
import { RoleGuard } from "../../auth/RoleGuard";
import { formatDay } from "../../lib/format";
import { toastError, toastSuccess } from "../../lib/toast";
import { useSiteSettings } from "../../lib/useSiteSettings";
import { useServerForm } from "../../lib/server-form";
import { useDone, useSearchText } from "../../lib/page-address";
import { NeedsApp, useFormAnswer } from "../../lib/page-view";
import { FormError } from "../../components/FieldError";
import { useNavigate } from "@tanstack/react-router";
import { ChangePasswordForm } from "./ChangePasswordForm";
import { DataRightsCard, ParentCard } from "./DataRights";
import { EmailVerificationCard } from "./EmailVerificationCard";
import "./account.css";

export function AccountPage() {
  return (
    <RoleGuard>
      {/* Most of My Account is the app's (downloads, dialogs): in data saver it loads at once here. */}
      <NeedsApp />
      <AccountContent />
    </RoleGuard>
  );
}

function AccountContent() {
  const { user, profile, userRole } = useAuth();
  const settings = useSiteSettings();
  // Editing is in the address (?edit=profile), so "Edit Profile" is a link that works before the script runs.
  const edit = useSearchText("edit");
  const navigate = useNavigate();
  const answered = useFormAnswer("profile") !== undefined;
  const editing = edit === "profile" || answered;
  const saved = useDone() === "profile";
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
          <ProfileForm onDone={() => void navigate({ to: "/account", search: {}, replace: true })} />
        ) : (
          <>
            {saved && (
              <p className="notice" role="status">
                {m["auth.profileUpdated"]()}
              </p>
            )}
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
              {userRole === "teacher" && (
                <>
                  <dt>{m["account.role"]()}</dt>
                  <dd>
                    {m["admin.teachers.singular"]()} · <Link to="/teacher">{m["classes.nav.teacher"]()}</Link>
                  </dd>
                </>
              )}
              {(userRole === "super_admin" || userRole === "organization") && (
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
              <Link to="/account" search={{ edit: "profile" }} replace className="btn btn-outline">
                {m["account.editProfile"]()}
              </Link>
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
  const isOrganization = userRole === "organization";
  const { values, set, errors, busy, formProps, formName, onSubmit } = useServerForm("profile", {
    full_name: profile?.full_name ?? "",
    phone: profile?.phone ?? "",
    organization_name: profile?.organization_name ?? "",
  });

  // Nothing to check here: every field is optional (the full name too, since usernames) and length-capped.
  const submit = onSubmit(async (now) => {
    try {
      await updateProfile({ full_name: now.full_name, phone: now.phone, ...(isOrganization ? { organization_name: now.organization_name } : {}) });
      toastSuccess(m["auth.profileUpdated"]());
      onDone();
    } catch (error) {
      toastError(m["auth.updateFailed"](), error);
    }
  });

  return (
    <form {...formProps} className="form" onSubmit={submit}>
      {formName}
      <label className="field">
        <span>{m["account.fullName"]()}</span>
        <input
          name="full_name"
          autoComplete="name"
          maxLength={200}
          aria-describedby="full-name-hint"
          aria-invalid={errors.full_name ? true : undefined}
          value={values.full_name}
          onChange={set("full_name")}
        />
        <small id="full-name-hint" className="muted">
          {m["safety.account.fullNameHint"]()}
        </small>
        <FormError message={errors.full_name} />
      </label>
      <label className="field">
        <span>{m["account.phone"]()}</span>
        <input
          name="phone"
          type="tel"
          autoComplete="tel"
          maxLength={40}
          aria-describedby="phone-hint"
          aria-invalid={errors.phone ? true : undefined}
          value={values.phone}
          onChange={set("phone")}
        />
        <small id="phone-hint" className="muted">
          {m["account.phoneHint"]()}
        </small>
        <FormError message={errors.phone} />
      </label>
      {isOrganization && (
        <label className="field">
          <span>{m["account.organization"]()}</span>
          <input name="organization_name" autoComplete="organization" maxLength={200} value={values.organization_name} onChange={set("organization_name")} />
          <FormError message={errors.organization_name} />
        </label>
      )}
      <FormError message={errors._} />
      <div className="form-actions">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {m["account.saveProfile"]()}
        </button>
        <Link to="/account" search={{}} replace className="btn btn-ghost">
          {m["account.cancel"]()}
        </Link>
      </div>
    </form>
  );
}
