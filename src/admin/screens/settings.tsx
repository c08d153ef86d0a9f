/**
 * Settings (/admin/settings): the caller's own profile (full name, phone; e-mail read-only; organization
 * name only for organization users) and, for super admins, the site settings (site name, the three
 * contact addresses shown on the public site, the global valve's hourly ceilings and the e-mail switches).
 */
import { type FormEvent, useEffect, useState } from "react";
import { type AdminModule, SITE_SETTINGS_TRANSLATABLE, SITE_TEXT_FIELDS, TEXT_LANGUAGES, type TextLanguage, text } from "../../../admin-modules/registry";
import { LANGUAGE_NAMES, m } from "../../../admin-modules/domain/i18n";
import { draftFrom, draftPayload, emptyDraft, type TranslationDraft } from "../translations/draft";
import { type TranslatableField, TranslationTabs } from "../translations/TranslationTabs";
import { useAuth } from "../../auth/AuthContext";
import { trpc } from "../../trpc";
import { adminToast, Button, Field, Select, Switch } from "../ui";
import { CONSENT_AGES } from "../../../admin-modules/domain/child-safety";
import { ScreenHeader } from "../screen-kit";

export default function SettingsScreen({ module: _module }: { module: AdminModule }) {
  const { userRole } = useAuth();
  return (
    <div className="screen">
      <ScreenHeader title={m["admin.settings.title"]()} />
      <ProfileForm />
      {userRole === "super_admin" && <SiteSettingsForm />}
    </div>
  );
}

function ProfileForm() {
  const { user, profile, userRole, updateProfile } = useAuth();
  const [fullName, setFullName] = useState(profile?.full_name ?? "");
  const [phone, setPhone] = useState(profile?.phone ?? "");
  const [organization, setOrganization] = useState(profile?.organization_name ?? "");
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const isOrganization = userRole === "organization";

  useEffect(() => {
    setFullName(profile?.full_name ?? "");
    setPhone(profile?.phone ?? "");
    setOrganization(profile?.organization_name ?? "");
  }, [profile?.full_name, profile?.phone, profile?.organization_name]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!fullName.trim()) {
      setError(m["admin.validation.required"]({ field: m["admin.field.fullName"]() }));
      return;
    }
    setError(undefined);
    setSaving(true);
    try {
      await updateProfile({
        full_name: fullName.trim(),
        phone: phone.trim() || null,
        ...(isOrganization ? { organization_name: organization.trim() || null } : {}),
      });
      adminToast.success(m["auth.profileUpdated"]());
    } catch (e) {
      adminToast.error(e);
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className="screen-panel" aria-labelledby="settings-profile">
      <h2 id="settings-profile">{m["admin.screens.settings.profile"]()}</h2>
      <form className="screen-form" onSubmit={(e) => void submit(e)} noValidate>
        <Field
          label={m["admin.field.fullName"]()}
          required
          error={error}
          inputProps={{ name: "full_name", autoComplete: "name", maxLength: 200, value: fullName, onChange: (e) => setFullName(e.target.value) }}
        />
        <Field
          label={m["admin.field.email"]()}
          help={m["admin.screens.settings.emailHelp"]()}
          inputProps={{ name: "email", type: "email", readOnly: true, value: profile?.email ?? user?.email ?? "" }}
        />
        <Field
          label={m["admin.field.phone"]()}
          inputProps={{ name: "phone", type: "tel", autoComplete: "tel", maxLength: 30, value: phone, onChange: (e) => setPhone(e.target.value) }}
        />
        {isOrganization && (
          <Field
            label={m["admin.field.organizationName"]()}
            inputProps={{
              name: "organization_name",
              autoComplete: "organization",
              maxLength: 200,
              value: organization,
              onChange: (e) => setOrganization(e.target.value),
            }}
          />
        )}
        <div className="screen-actions full">
          <Button type="submit" variant="primary" disabled={saving}>
            {saving ? m["admin.ui.saving"]() : m["admin.screens.settings.saveProfile"]()}
          </Button>
        </div>
      </form>
    </section>
  );
}

type SiteValues = {
  site_name: string;
  contact_address: string;
  language: TextLanguage;
  support_email: string;
  safety_email: string;
  partnerships_email: string;
  consent_age: number;
  quick_exit_url: string;
};

/** The site's texts written once per language (issue 27), as the language tabs draw them. */
const SITE_TEXTS: TranslatableField[] = SITE_SETTINGS_TRANSLATABLE.map((name) => ({
  name,
  label: text(SITE_TEXT_FIELDS[name].label),
  multiline: false,
  maxLength: SITE_TEXT_FIELDS[name].maxLength,
}));
/** The global valve's hourly ceilings, as typed (numbers are checked by the server). */
type ValveValues = { signup_hourly_ceiling: string; submission_hourly_ceiling: string };
/** Each kind of e-mail to the people affected, on or off (server/services/notify.ts). */
type MailValues = { mail_review_decisions: boolean; mail_registration_status: boolean; mail_registration_digest: boolean };

function SiteSettingsForm() {
  const utils = trpc.useUtils();
  const current = trpc.public.settings.useQuery();
  // The site's name and address as written (not as this page's language reads them), with their translations.
  const texts = trpc.adminWorkflows.siteTexts.useQuery();
  const valve = trpc.adminWorkflows.valveSettings.useQuery();
  const [startDraft, setStartDraft] = useState<TranslationDraft>(emptyDraft);
  const [draft, setDraft] = useState<TranslationDraft>(emptyDraft);
  const save = trpc.adminWorkflows.updateSiteSettings.useMutation();
  const [values, setValues] = useState<SiteValues | null>(null);
  const [ceilings, setCeilings] = useState<ValveValues | null>(null);
  const [mail, setMail] = useState<MailValues | null>(null);

  useEffect(() => {
    if (current.data && texts.data && !values) {
      const { fallback: _fallback, ...settings } = current.data;
      setValues({ ...settings, site_name: texts.data.site_name, contact_address: texts.data.contact_address ?? "", language: texts.data.language });
      const loaded = draftFrom(texts.data.translations, null);
      setStartDraft(loaded);
      setDraft(loaded);
    }
  }, [current.data, texts.data, values]);
  useEffect(() => {
    if (valve.data && !ceilings) {
      setCeilings({ signup_hourly_ceiling: String(valve.data.signup_hourly_ceiling), submission_hourly_ceiling: String(valve.data.submission_hourly_ceiling) });
    }
    if (valve.data && !mail) {
      const { mail_review_decisions, mail_registration_status, mail_registration_digest } = valve.data;
      setMail({ mail_review_decisions, mail_registration_status, mail_registration_digest });
    }
  }, [valve.data, ceilings, mail]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!values || !ceilings || !mail) return;
    try {
      const result = await save.mutateAsync({
        ...values,
        translations: draftPayload(draft, startDraft, values.language),
        ...mail,
        consent_age: values.consent_age as (typeof CONSENT_AGES)[number],
        signup_hourly_ceiling: Number(ceilings.signup_hourly_ceiling),
        submission_hourly_ceiling: Number(ceilings.submission_hourly_ceiling),
      });
      adminToast.success(result.message);
      setStartDraft(draft);
      await Promise.all([utils.public.settings.invalidate(), utils.adminWorkflows.valveSettings.invalidate(), utils.adminWorkflows.siteTexts.invalidate()]);
    } catch (e) {
      adminToast.error(e);
    }
  };

  const ceilingField = (name: keyof ValveValues, label: string) => (
    <Field
      label={label}
      required
      inputProps={{
        name,
        type: "number",
        inputMode: "numeric",
        min: 1,
        max: 1_000_000,
        step: 1,
        value: ceilings?.[name] ?? "",
        onChange: (e) => setCeilings((v) => (v ? { ...v, [name]: e.target.value } : v)),
      }}
    />
  );

  const field = (name: Exclude<keyof SiteValues, "consent_age" | "language">, label: string, type: string, required = true) => (
    <Field
      label={label}
      required={required}
      inputProps={{
        name,
        type,
        maxLength: name === "site_name" ? 100 : name === "contact_address" ? 300 : name === "quick_exit_url" ? 500 : 254,
        value: values?.[name] ?? "",
        onChange: (e) => setValues((v) => (v ? { ...v, [name]: e.target.value } : v)),
      }}
    />
  );

  return (
    <section className="screen-panel" aria-labelledby="settings-site">
      <h2 id="settings-site">{m["admin.screens.settings.site"]()}</h2>
      {!values || !ceilings || !mail ? (
        <p className="muted">{m["guard.loading"]()}</p>
      ) : (
        <form className="screen-form" onSubmit={(e) => void submit(e)} noValidate>
          <fieldset className="screen-fieldset full">
            <legend>{m["admin.translations.siteTexts"]()}</legend>
            <TranslationTabs
              original={values.language}
              fields={SITE_TEXTS}
              originals={{ site_name: values.site_name, contact_address: values.contact_address }}
              stored={texts.data?.translations}
              draft={draft}
              onDraft={setDraft}
            >
              <div className="screen-form">
                {field("site_name", m["admin.siteSettings.siteName"](), "text")}
                {field("contact_address", m["admin.translations.contactAddress"](), "text", false)}
                <Select
                  label={m["admin.translations.originalLanguage"]()}
                  value={values.language}
                  options={TEXT_LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NAMES[language] }))}
                  onChange={(value) => setValues((v) => (v ? { ...v, language: value as TextLanguage } : v))}
                />
              </div>
            </TranslationTabs>
          </fieldset>
          {field("support_email", m["admin.siteSettings.supportEmail"](), "email")}
          {field("safety_email", m["admin.siteSettings.safetyEmail"](), "email")}
          {field("partnerships_email", m["admin.siteSettings.partnershipsEmail"](), "email")}
          <Select
            label={m["safety.settings.consentAge"]()}
            value={String(values.consent_age)}
            options={CONSENT_AGES.map((age) => ({ value: String(age), label: String(age) }))}
            onChange={(value) => setValues((v) => (v ? { ...v, consent_age: Number(value) } : v))}
          />
          {field("quick_exit_url", m["safety.settings.quickExitUrl"](), "url")}
          <fieldset className="screen-fieldset full">
            <legend>{m["admin.limits.settingsTitle"]()}</legend>
            <p className="admin-help">{m["admin.limits.settingsIntro"]()}</p>
            {ceilingField("signup_hourly_ceiling", m["admin.limits.signupCeiling"]())}
            {ceilingField("submission_hourly_ceiling", m["admin.limits.submissionCeiling"]())}
          </fieldset>
          <fieldset className="screen-fieldset full">
            <legend>{m["admin.siteSettings.mailTitle"]()}</legend>
            {(
              [
                ["mail_review_decisions", m["admin.siteSettings.mailReviewDecisions"]()],
                ["mail_registration_status", m["admin.siteSettings.mailRegistrationStatus"]()],
                ["mail_registration_digest", m["admin.siteSettings.mailRegistrationDigest"]()],
              ] as const
            ).map(([name, label]) => (
              <p key={name}>
                <Switch label={label} checked={mail[name]} onChange={(on) => setMail((v) => (v ? { ...v, [name]: on } : v))} />
              </p>
            ))}
          </fieldset>
          <div className="screen-actions full">
            <Button type="submit" variant="primary" disabled={save.isPending}>
              {save.isPending ? m["admin.ui.saving"]() : m["admin.screens.settings.saveSite"]()}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
