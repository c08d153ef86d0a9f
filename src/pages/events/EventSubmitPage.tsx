/**
 * Submit Event: the back office's event fields, sent as a pending content submission that staff review
 * before it appears in the Events Hub. Problems are shown under the field they concern (the same way as
 * every public form, see src/lib/form-errors.ts); the server checks everything again.
 */
import { type FormEvent, type ReactNode, useRef, useState } from "react";
import { Link } from "@tanstack/react-router";
import { type MessageKey, t } from "../../../admin-modules/domain/messages";
import { sriLankaDate } from "../../../admin-modules/domain/time";
import { DISTRICTS, SUBMISSION_AGE_GROUPS } from "../../../admin-modules/domain/vocabulary";
import { FieldError, FormError } from "../../components/FieldError";
import { SuccessMessage } from "../../components/SuccessMessage";
import { fieldErrorsOf, type FieldErrors, focusFirstInvalid, useFieldErrors } from "../../lib/form-errors";
import { trpc } from "../../trpc";
import "./events.css";

const TYPES = ["workshop", "sports", "arts", "educational", "cultural"] as const;
const TYPE_LABEL: Record<(typeof TYPES)[number], string> = {
  workshop: t("events.category.workshop"),
  sports: t("events.category.sports"),
  arts: t("events.category.arts"),
  educational: t("events.category.educational"),
  cultural: t("events.category.cultural"),
};

const empty = {
  title: "", description: "", type: "workshop" as (typeof TYPES)[number], event_date: "", start_time: "", end_time: "",
  location: "", district: "", organizer_name: "", age_group: "all" as (typeof SUBMISSION_AGE_GROUPS)[number], capacity: "",
  price_type: "free" as "free" | "paid", price_amount: "", contact_phone: "", contact_email: "", contact_website: "", image_url: "",
};
type Form = typeof empty;

/** The checks a visitor can be told before sending; the server repeats them and all the others. */
function check(form: Form): FieldErrors {
  const errors: FieldErrors = {};
  const missing: [keyof Form, MessageKey][] = [
    ["title", "events.invalid.title"], ["description", "events.invalid.description"], ["event_date", "events.invalid.date"],
    ["start_time", "events.invalid.time"], ["end_time", "events.invalid.time"], ["location", "events.invalid.location"],
    ["district", "events.invalid.district"], ["organizer_name", "events.invalid.organizer"], ["capacity", "events.invalid.capacity"],
  ];
  for (const [key, message] of missing) if (!String(form[key]).trim()) errors[key] = t(message);
  if (!errors.end_time && form.start_time && form.end_time <= form.start_time) errors.end_time = t("events.invalid.endAfterStart");
  if (form.price_type === "paid" && !(Number(form.price_amount) >= 1)) errors.price_amount = t("events.invalid.priceAmount");
  if (!form.contact_phone.trim() && !form.contact_email.trim()) errors.contact_phone = t("events.invalid.contactNeeded");
  return errors;
}

export function EventSubmitPage() {
  const [form, setForm] = useState<Form>(empty);
  const { errors, setErrors, errorId, describe } = useFieldErrors("event");
  const [sent, setSent] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const submit = trpc.public.events.submit.useMutation();
  const set = <K extends keyof Form>(key: K, value: Form[K]) => setForm((f) => ({ ...f, [key]: value }));
  const showErrors = (found: FieldErrors) => {
    setErrors(found);
    requestAnimationFrame(() => focusFirstInvalid(formRef.current, found));
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const found = check(form);
    if (Object.keys(found).length > 0) return showErrors(found);
    setErrors({});
    try {
      const result = await submit.mutateAsync({
        ...form,
        district: form.district as (typeof DISTRICTS)[number],
        capacity: Number(form.capacity),
        price_amount: form.price_type === "paid" ? Number(form.price_amount || 0) : 0,
      });
      setSent(result.message);
      setForm(empty);
    } catch (error) {
      showErrors(fieldErrorsOf(error));
    }
  };

  if (sent) {
    return (
      <section className="container page">
        <SuccessMessage title={t("events.submit.successTitle")} className="card submit-card">
          <p>{sent}</p>
          <div className="button-row">
            <button type="button" className="btn btn-primary" onClick={() => setSent(null)}>{t("events.submit.another")}</button>
            <Link to="/events" className="btn btn-outline">{t("events.backToEvents")}</Link>
          </div>
        </SuccessMessage>
      </section>
    );
  }

  const field = (key: keyof Form, label: string, input: ReactNode) => (
    <label className="field">
      <span>{label}</span>
      {input}
      <FieldError id={errorId(key)} message={errors[key]} />
    </label>
  );
  const text = (key: keyof Form, extra: Record<string, unknown> = {}) => ({
    name: key, value: form[key], onChange: (e: { target: { value: string } }) => set(key, e.target.value as never), ...describe(key), ...extra,
  });

  return (
    <section className="container page">
      <form ref={formRef} className="card submit-card form" onSubmit={onSubmit} noValidate>
        <h1>{t("events.submit.title")}</h1>
        <p className="muted">{t("events.submit.intro")}</p>
        {field("title", t("events.submit.eventTitle"), <input required maxLength={200} {...text("title")} />)}
        {field("description", t("events.submit.description"), <textarea required maxLength={5000} rows={4} {...text("description")} />)}
        <div className="field-row">
          {field("type", t("events.submit.type"), (
            <select required {...text("type")}>
              {TYPES.map((type) => <option key={type} value={type}>{TYPE_LABEL[type]}</option>)}
            </select>
          ))}
          {field("age_group", t("events.submit.ageGroup"), (
            <select required {...text("age_group")}>
              {SUBMISSION_AGE_GROUPS.map((a) => <option key={a} value={a}>{a === "all" ? t("events.submit.ageAll") : a}</option>)}
            </select>
          ))}
        </div>
        {field("event_date", t("events.submit.date"), <input type="date" required min={sriLankaDate()} {...text("event_date")} />)}
        <div className="field-row">
          {field("start_time", t("events.submit.startTime"), <input type="time" required {...text("start_time")} />)}
          {field("end_time", t("events.submit.endTime"), <input type="time" required {...text("end_time")} />)}
        </div>
        {field("location", t("events.submit.location"), <input required maxLength={300} {...text("location")} />)}
        {field("district", t("events.submit.district"), (
          <select required {...text("district")}>
            <option value="">{t("events.submit.chooseDistrict")}</option>
            {DISTRICTS.map((d) => <option key={d} value={d}>{d}</option>)}
          </select>
        ))}
        <div className="field-row">
          {field("organizer_name", t("events.submit.organizer"), <input required maxLength={200} autoComplete="organization" {...text("organizer_name")} />)}
          {field("capacity", t("events.submit.capacity"), <input type="number" inputMode="numeric" required min={1} max={100000} step={1} {...text("capacity")} />)}
        </div>
        <fieldset className="field">
          <legend>{t("events.submit.priceType")}</legend>
          <div className="radio-row">
            <label><input type="radio" name="price_type" value="free" checked={form.price_type === "free"} onChange={() => set("price_type", "free")} /> {t("events.submit.free")}</label>
            <label><input type="radio" name="price_type" value="paid" checked={form.price_type === "paid"} onChange={() => set("price_type", "paid")} /> {t("events.submit.paid")}</label>
          </div>
        </fieldset>
        {form.price_type === "paid" &&
          field("price_amount", t("events.submit.priceAmount"), <input type="number" inputMode="numeric" required min={1} step={1} {...text("price_amount")} />)}
        <fieldset className="field">
          <legend>{t("events.submit.contactHeading")}</legend>
          <p className="small muted" style={{ fontWeight: 400 }}>{t("events.submit.contactHelp")}</p>
          <div className="form">
            {field("contact_phone", t("events.submit.contactPhone"), <input type="tel" autoComplete="tel" maxLength={40} {...text("contact_phone")} />)}
            {field("contact_email", t("events.submit.contactEmail"), <input type="email" autoComplete="email" maxLength={254} {...text("contact_email")} />)}
            {field("contact_website", t("events.submit.contactWebsite"), <input type="url" maxLength={2000} placeholder="https://" {...text("contact_website")} />)}
          </div>
        </fieldset>
        {field("image_url", t("events.submit.imageUrl"), <input type="url" maxLength={2000} placeholder="https://" {...text("image_url")} />)}
        <FormError message={errors._} />
        <button type="submit" className="btn btn-primary btn-large btn-block" disabled={submit.isPending}>
          {submit.isPending ? t("events.submit.sending") : t("events.submit.send")}
        </button>
      </form>
    </section>
  );
}
