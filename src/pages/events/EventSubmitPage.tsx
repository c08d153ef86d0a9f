/**
 * Submit Event: the back office's event fields, sent as a pending content submission that staff review
 * before it appears in the Events Hub. The server checks everything again; its messages are shown at
 * the field they concern.
 */
import { type FormEvent, type ReactNode, useState } from "react";
import { Link } from "@tanstack/react-router";
import { t } from "../../../admin-modules/domain/messages";
import { sriLankaDate } from "../../../admin-modules/domain/time";
import { DISTRICTS, SUBMISSION_AGE_GROUPS } from "../../../admin-modules/domain/vocabulary";
import { toastError, toastSuccess } from "../../lib/toast";
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
  title: "",
  description: "",
  type: "workshop" as (typeof TYPES)[number],
  event_date: "",
  start_time: "",
  end_time: "",
  location: "",
  district: "",
  organizer_name: "",
  age_group: "all" as (typeof SUBMISSION_AGE_GROUPS)[number],
  capacity: "",
  price_type: "free" as "free" | "paid",
  price_amount: "",
  contact_phone: "",
  contact_email: "",
  contact_website: "",
  image_url: "",
};
type Form = typeof empty;

export function EventSubmitPage() {
  const [form, setForm] = useState<Form>(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sent, setSent] = useState<string | null>(null);
  const submit = trpc.public.events.submit.useMutation();
  const set = <K extends keyof Form>(key: K, value: Form[K]) => setForm((f) => ({ ...f, [key]: value }));

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setErrors({});
    try {
      const result = await submit.mutateAsync({
        ...form,
        district: form.district as (typeof DISTRICTS)[number],
        capacity: Number(form.capacity),
        price_amount: form.price_type === "paid" ? Number(form.price_amount || 0) : 0,
      });
      toastSuccess(t("events.submit.successTitle"));
      setSent(result.message);
      setForm(empty);
      window.scrollTo({ top: 0 });
    } catch (error) {
      const fieldErrors = (error as { data?: { fieldErrors?: Record<string, string> | null } }).data?.fieldErrors;
      if (fieldErrors) setErrors(fieldErrors);
      toastError(t("events.submit.failed"), error);
    }
  };

  if (sent) {
    return (
      <section className="container page">
        <div className="card submit-card register-success" role="status">
          <h1>{t("events.submit.successTitle")}</h1>
          <p>{sent}</p>
          <div className="button-row">
            <button type="button" className="btn btn-primary" onClick={() => setSent(null)}>
              {t("events.submit.another")}
            </button>
            <Link to="/events" className="btn btn-outline">
              {t("events.backToEvents")}
            </Link>
          </div>
        </div>
      </section>
    );
  }

  const field = (key: keyof Form, label: string, input: ReactNode) => (
    // biome-ignore lint/a11y/noLabelWithoutControl: the control is passed in as `input` and sits inside this label
    <label className="field">
      <span>{label}</span>
      {input}
      {errors[key] && (
        <span className="field-error" id={`err-${key}`}>
          {errors[key]}
        </span>
      )}
    </label>
  );
  const invalid = (key: keyof Form) => ({ "aria-invalid": errors[key] ? true : undefined, "aria-describedby": errors[key] ? `err-${key}` : undefined });
  const text = (key: keyof Form, extra: Record<string, unknown> = {}) => ({
    name: key,
    value: form[key],
    onChange: (e: { target: { value: string } }) => set(key, e.target.value as never),
    ...invalid(key),
    ...extra,
  });

  return (
    <section className="container page">
      <form className="card submit-card form" onSubmit={onSubmit} noValidate={false}>
        <h1>{t("events.submit.title")}</h1>
        <p className="muted">{t("events.submit.intro")}</p>
        {field("title", t("events.submit.eventTitle"), <input required maxLength={200} {...text("title")} />)}
        {field("description", t("events.submit.description"), <textarea required maxLength={5000} rows={4} {...text("description")} />)}
        <div className="field-row">
          {field(
            "type",
            t("events.submit.type"),
            <select required {...text("type")}>
              {TYPES.map((type) => (
                <option key={type} value={type}>
                  {TYPE_LABEL[type]}
                </option>
              ))}
            </select>,
          )}
          {field(
            "age_group",
            t("events.submit.ageGroup"),
            <select required {...text("age_group")}>
              {SUBMISSION_AGE_GROUPS.map((a) => (
                <option key={a} value={a}>
                  {a === "all" ? t("events.submit.ageAll") : a}
                </option>
              ))}
            </select>,
          )}
        </div>
        {field("event_date", t("events.submit.date"), <input type="date" required min={sriLankaDate()} {...text("event_date")} />)}
        <div className="field-row">
          {field("start_time", t("events.submit.startTime"), <input type="time" required {...text("start_time")} />)}
          {field("end_time", t("events.submit.endTime"), <input type="time" required {...text("end_time")} />)}
        </div>
        {field("location", t("events.submit.location"), <input required maxLength={300} {...text("location")} />)}
        {field(
          "district",
          t("events.submit.district"),
          <select required {...text("district")}>
            <option value="">{t("events.submit.chooseDistrict")}</option>
            {DISTRICTS.map((d) => (
              <option key={d} value={d}>
                {d}
              </option>
            ))}
          </select>,
        )}
        <div className="field-row">
          {field("organizer_name", t("events.submit.organizer"), <input required maxLength={200} autoComplete="organization" {...text("organizer_name")} />)}
          {field(
            "capacity",
            t("events.submit.capacity"),
            <input type="number" inputMode="numeric" required min={1} max={100000} step={1} {...text("capacity")} />,
          )}
        </div>
        <fieldset className="field">
          <legend>{t("events.submit.priceType")}</legend>
          <div className="radio-row">
            <label>
              <input type="radio" name="price_type" value="free" checked={form.price_type === "free"} onChange={() => set("price_type", "free")} />{" "}
              {t("events.submit.free")}
            </label>
            <label>
              <input type="radio" name="price_type" value="paid" checked={form.price_type === "paid"} onChange={() => set("price_type", "paid")} />{" "}
              {t("events.submit.paid")}
            </label>
          </div>
        </fieldset>
        {form.price_type === "paid" &&
          field(
            "price_amount",
            t("events.submit.priceAmount"),
            <input type="number" inputMode="numeric" required min={1} step={1} {...text("price_amount")} />,
          )}
        <fieldset className="field">
          <legend>{t("events.submit.contactHeading")}</legend>
          <p className="small muted" style={{ fontWeight: 400 }}>
            {t("events.submit.contactHelp")}
          </p>
          <div className="form">
            {field("contact_phone", t("events.submit.contactPhone"), <input type="tel" autoComplete="tel" maxLength={40} {...text("contact_phone")} />)}
            {field("contact_email", t("events.submit.contactEmail"), <input type="email" autoComplete="email" maxLength={254} {...text("contact_email")} />)}
            {field(
              "contact_website",
              t("events.submit.contactWebsite"),
              <input type="url" maxLength={2000} placeholder="https://" {...text("contact_website")} />,
            )}
          </div>
        </fieldset>
        {field("image_url", t("events.submit.imageUrl"), <input type="url" maxLength={2000} placeholder="https://" {...text("image_url")} />)}
        <button type="submit" className="btn btn-primary btn-large btn-block" disabled={submit.isPending}>
          {submit.isPending ? t("events.submit.sending") : t("events.submit.send")}
        </button>
      </form>
    </section>
  );
}
