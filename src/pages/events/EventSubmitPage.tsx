/**
 * Submit Event: the back office's event fields, sent as a pending content submission that staff review
 * before it appears in the Events Hub. Problems are shown under the field they concern (the same way as
 * every public form, see src/lib/form-errors.ts); the server checks everything again. Without the script
 * the form posts to this page (server/http/forms/) and the price shows by the styles when "Paid" is chosen.
 * The picture is uploaded (re-encoded on the server as every upload is) or given by its address; the app
 * sends the form as an upload to /api/events/submit, which judges it exactly as the page's plain post.
 */
import { type ReactNode, useState } from "react";
import { Link } from "@tanstack/react-router";
import { getLocale, m, type Message } from "../../../admin-modules/domain/i18n";
import { eventPersonalInfo, eventPersonalInfoWarning } from "../../../admin-modules/domain/personal-info-text";
import { sriLankaDate } from "../../../admin-modules/domain/time";
import { DISTRICTS, EVENT_CAPACITY, IMAGE_ACCEPT, SUBMISSION_AGE_GROUPS } from "../../../admin-modules/domain/vocabulary";
import { isSriLankanPhone } from "../../../admin-modules/domain/phone";
import { districtLabel } from "../../../admin-modules/domain/vocabulary-labels";
import { FieldError, FormError } from "../../components/FieldError";
import { SuccessMessage } from "../../components/SuccessMessage";
import { UrgentHelplines } from "../../components/safety/UrgentHelplines";
import { type FieldErrors, focusFirstInvalid } from "../../lib/form-errors";
import { useServerForm } from "../../lib/server-form";
import { useDone } from "../../lib/page-address";
import { SendAnother } from "../../components/SendAnother";
import { shrinkImage } from "../../lib/shrink-image";
import { imageFileProblem } from "../../lib/image-file";
import { SendAnywayBox } from "../../components/SendAnywayBox";
import "./events.css";

const TYPES = ["workshop", "sports", "arts", "educational", "cultural"] as const;
// Messages, not words: the server draws pages in every language, so a word is read at drawing time.
const TYPE_LABEL: Record<(typeof TYPES)[number], () => string> = {
  workshop: m["events.category.workshop"],
  sports: m["events.category.sports"],
  arts: m["events.category.arts"],
  educational: m["events.category.educational"],
  cultural: m["events.category.cultural"],
};

const empty = {
  title: "",
  description: "",
  type: "workshop" as string,
  event_date: "",
  start_time: "",
  end_time: "",
  location: "",
  district: "",
  organizer_name: "",
  age_group: "all" as string,
  capacity: "",
  price_type: "free" as string,
  price_amount: "",
  contact_phone: "",
  contact_email: "",
  contact_website: "",
  image_url: "",
  /** "on": the visitor saw the personal-information warning and sends anyway (issue #29). */
  send_anyway: "",
};
type Form = typeof empty;

/** The checks a visitor can be told before sending; the server repeats them and all the others. */
function check(form: Form): FieldErrors {
  const errors: FieldErrors = {};
  const missing: [keyof Form, Message][] = [
    ["title", m["events.invalid.title"]],
    ["description", m["events.invalid.description"]],
    ["event_date", m["events.invalid.date"]],
    ["start_time", m["events.invalid.time"]],
    ["end_time", m["events.invalid.time"]],
    ["location", m["events.invalid.location"]],
    ["district", m["events.invalid.district"]],
    ["organizer_name", m["events.invalid.organizer"]],
    // The events module's bounds (the server checks them with the module's own field). The module file
    // itself is not imported: it would bring the back office's texts into a public page.
    ["capacity", () => m["events.invalid.capacity"](EVENT_CAPACITY)],
  ];
  for (const [key, message] of missing) if (!String(form[key]).trim()) errors[key] = message();
  if (!errors.end_time && form.start_time && form.end_time <= form.start_time) errors.end_time = m["events.invalid.endAfterStart"]();
  if (form.price_type === "paid" && !(Number(form.price_amount) >= 1)) errors.price_amount = m["events.invalid.priceAmount"]();
  if (!form.contact_phone.trim() && !form.contact_email.trim()) errors.contact_phone = m["events.invalid.contactNeeded"]();
  else if (form.contact_phone.trim() && !isSriLankanPhone(form.contact_phone)) errors.contact_phone = m["events.invalid.phoneSriLanka"]();
  if (form.contact_website.trim() && !/^https:\/\/\S+$/i.test(form.contact_website.trim())) errors.contact_website = m["events.invalid.websiteHttps"]();
  const personal = eventPersonalInfo(form);
  if (personal && form.send_anyway !== "on") errors.send_anyway = eventPersonalInfoWarning(personal);
  return errors;
}

export function EventSubmitPage() {
  const {
    values: form,
    setValues: setForm,
    errors,
    setErrors,
    errorId,
    describe,
    busy,
    form: formRef,
    formProps,
    formName,
    onSubmit,
  } = useServerForm("eventSubmit", empty);
  const [sentText, setSent] = useState<string | null>(null);
  // Sent without the script: the server sends the visitor back here with ?done=sent (or ?done=urgent).
  const done = useDone();
  const [doneByServer, setDoneByServer] = useState(done === "sent" || done === "urgent");
  /** What was sent holds a safeguarding word: the helplines are shown under the thanks (issue #29). */
  const [urgent, setUrgent] = useState(done === "urgent");
  const sent = sentText ?? (doneByServer ? m["form.done.eventSent"]() : null);
  // What looks like a phone number, an e-mail… in the text typed so far (the server checks the same, and the staff's words).
  const personal = eventPersonalInfo(form);
  const [picture, setPicture] = useState<File | null>(null);
  const [pictureKey, setPictureKey] = useState(0);
  const set = <K extends keyof Form>(key: K, value: Form[K]) => setForm((f) => ({ ...f, [key]: value }));
  const showErrors = (found: FieldErrors) => {
    setErrors(found);
    requestAnimationFrame(() => focusFirstInvalid(formRef.current, found));
  };

  const send = onSubmit(async (now) => {
    // A picture chosen before the script ran never went through onChange: it is read from the field now.
    const input = formRef.current?.elements.namedItem("image");
    const chosen = picture ?? (input instanceof HTMLInputElement ? (input.files?.[0] ?? null) : null);
    const file = chosen && chosen !== picture ? await shrinkImage(chosen) : chosen;
    const found = check(now);
    const problem = imageFileProblem(file);
    if (problem) found.image = problem;
    if (Object.keys(found).length > 0) return showErrors(found);
    setErrors({});
    const body = new FormData();
    for (const [key, value] of Object.entries(now)) body.append(key, value);
    if (file) body.append("image", file);
    try {
      // In the page's language: the server's refusals and warnings are written in it.
      const res = await fetch("/api/events/submit", { method: "POST", body, credentials: "same-origin", headers: { "x-locale": getLocale() } });
      const answer = (await res.json().catch(() => null)) as {
        ok?: boolean;
        message?: string;
        urgent?: boolean;
        error?: { message?: string; fieldErrors?: FieldErrors | null };
      } | null;
      if (!res.ok || !answer?.ok) {
        const fields = answer?.error?.fieldErrors;
        return showErrors(fields && Object.keys(fields).length ? fields : { _: answer?.error?.message ?? m["error.internal"]() });
      }
      setSent(answer.message ?? m["form.done.eventSent"]());
      setUrgent(Boolean(answer.urgent));
      setForm(empty);
      setPicture(null);
      setPictureKey((k) => k + 1);
    } catch {
      showErrors({ _: m["error.internal"]() });
    }
  });

  if (sent) {
    return (
      <section className="container page">
        <SuccessMessage title={m["events.submit.successTitle"]()} className="card submit-card">
          <p>{sent}</p>
          <div className="button-row">
            <SendAnother
              to="/events/submit"
              label={m["events.submit.another"]()}
              onAgain={() => {
                setSent(null);
                setDoneByServer(false);
                setUrgent(false);
              }}
            />
            <Link to="/events" className="btn btn-outline">
              {m["events.backToEvents"]()}
            </Link>
          </div>
        </SuccessMessage>
        {urgent && <UrgentHelplines />}
      </section>
    );
  }

  const field = (key: keyof Form, label: string, input: ReactNode, className = "") => (
    // biome-ignore lint/a11y/noLabelWithoutControl: the control is passed in as `input` and sits inside this label
    <label className={`field ${className}`}>
      <span>{label}</span>
      {input}
      <FieldError id={errorId(key)} message={errors[key]} />
    </label>
  );
  const text = (key: keyof Form, extra: Record<string, unknown> = {}) => ({
    name: key,
    value: form[key],
    onChange: (e: { target: { value: string } }) => set(key, e.target.value as never),
    ...describe(key),
    ...extra,
  });

  return (
    <section className="container page">
      <form {...formProps} encType="multipart/form-data" className="card submit-card form event-form" onSubmit={send}>
        {formName}
        <h1>{m["events.submit.title"]()}</h1>
        <p className="muted">{m["events.submit.intro"]()}</p>
        {field("title", m["events.submit.eventTitle"](), <input required maxLength={200} {...text("title")} />)}
        {field("description", m["events.submit.description"](), <textarea required maxLength={5000} rows={4} {...text("description")} />)}
        <div className="field-row">
          {field(
            "type",
            m["events.submit.type"](),
            <select required {...text("type")}>
              {TYPES.map((type) => (
                <option key={type} value={type}>
                  {TYPE_LABEL[type]()}
                </option>
              ))}
            </select>,
          )}
          {field(
            "age_group",
            m["events.submit.ageGroup"](),
            <select required {...text("age_group")}>
              {SUBMISSION_AGE_GROUPS.map((a) => (
                <option key={a} value={a}>
                  {a === "all" ? m["events.submit.ageAll"]() : a}
                </option>
              ))}
            </select>,
          )}
        </div>
        {field("event_date", m["events.submit.date"](), <input type="date" required min={sriLankaDate()} {...text("event_date")} />)}
        <div className="field-row">
          {field("start_time", m["events.submit.startTime"](), <input type="time" required {...text("start_time")} />)}
          {field("end_time", m["events.submit.endTime"](), <input type="time" required {...text("end_time")} />)}
        </div>
        {field("location", m["events.submit.location"](), <input required maxLength={300} {...text("location")} />)}
        {field(
          "district",
          m["events.submit.district"](),
          <select required {...text("district")}>
            <option value="">{m["events.submit.chooseDistrict"]()}</option>
            {DISTRICTS.map((d) => (
              <option key={d} value={d}>
                {districtLabel(d)}
              </option>
            ))}
          </select>,
        )}
        <div className="field-row">
          {field("organizer_name", m["events.submit.organizer"](), <input required maxLength={200} autoComplete="organization" {...text("organizer_name")} />)}
          {field(
            "capacity",
            m["events.submit.capacity"](),
            <input type="number" inputMode="numeric" required min={1} max={100000} step={1} {...text("capacity")} />,
          )}
        </div>
        <fieldset className="field">
          <legend>{m["events.submit.priceType"]()}</legend>
          <div className="radio-row">
            <label>
              <input type="radio" name="price_type" value="free" checked={form.price_type === "free"} onChange={() => set("price_type", "free")} />{" "}
              {m["events.submit.free"]()}
            </label>
            <label>
              <input type="radio" name="price_type" value="paid" checked={form.price_type === "paid"} onChange={() => set("price_type", "paid")} />{" "}
              {m["events.submit.paid"]()}
            </label>
          </div>
        </fieldset>
        {/* Always in the form; the styles show it when "Paid" is chosen (also before the script runs). */}
        {field(
          "price_amount",
          m["events.submit.priceAmount"](),
          <input type="number" inputMode="numeric" min={1} step={1} {...text("price_amount")} />,
          "field-price",
        )}
        <fieldset className="field">
          <legend>{m["events.submit.contactHeading"]()}</legend>
          <p className="small muted" style={{ fontWeight: 400 }}>
            {m["events.submit.contactHelp"]()}
          </p>
          <div className="form">
            {field("contact_phone", m["events.submit.contactPhone"](), <input type="tel" autoComplete="tel" maxLength={40} {...text("contact_phone")} />)}
            {field("contact_email", m["events.submit.contactEmail"](), <input type="email" autoComplete="email" maxLength={254} {...text("contact_email")} />)}
            {field(
              "contact_website",
              m["events.submit.contactWebsite"](),
              <input type="url" maxLength={2000} placeholder="https://" {...text("contact_website")} />,
            )}
          </div>
        </fieldset>
        <fieldset className="field">
          <legend>{m["events.submit.pictureHeading"]()}</legend>
          <p className="small muted" style={{ fontWeight: 400 }}>
            {m["events.submit.pictureHelp"]()}
          </p>
          <div className="form">
            <label className="field">
              <span>{m["events.submit.pictureUpload"]()}</span>
              <input
                key={pictureKey}
                name="image"
                type="file"
                accept={IMAGE_ACCEPT.join(",")}
                {...describe("image" as keyof Form)}
                onChange={async (e) => {
                  const chosen = e.target.files?.[0] ?? null;
                  const file = chosen ? await shrinkImage(chosen) : null;
                  setPicture(file);
                  setErrors((old) => {
                    const { image: _dropped, ...rest } = old;
                    const problem = imageFileProblem(file);
                    return problem ? { ...rest, image: problem } : rest;
                  });
                }}
              />
              <FieldError id={errorId("image" as keyof Form)} message={errors.image} />
            </label>
            {field("image_url", m["events.submit.imageUrl"](), <input type="url" maxLength={2000} placeholder="https://" {...text("image_url")} />)}
          </div>
        </fieldset>
        {(personal || errors.send_anyway) && (
          // Issue #29: told before sending, in the visitor's language; the visitor may still send.
          <SendAnywayBox
            warning={personal ? eventPersonalInfoWarning(personal) : (errors.send_anyway ?? "")}
            name="send_anyway"
            warningId="send-anyway-warning"
            checked={form.send_anyway === "on"}
            onChange={(ticked) => set("send_anyway", ticked ? "on" : "")}
            invalid={Boolean(errors.send_anyway)}
            error={personal ? errors.send_anyway : undefined}
            errorId={errorId("send_anyway")}
          />
        )}
        <FormError message={errors._} />
        <button type="submit" className="btn btn-primary btn-large btn-block" disabled={busy}>
          {busy ? m["events.submit.sending"]() : m["events.submit.send"]()}
        </button>
      </form>
    </section>
  );
}
