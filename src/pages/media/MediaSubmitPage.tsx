/**
 * Share Your Creation: a child sends a story, artwork, photo or video link for review. The form checks
 * what the server checks (same schema, image type and 5 MB) so mistakes show at once; the server still
 * decides. A chosen photo is first scaled down in the browser (at most 1,600 px), so a big camera photo
 * fits the 5 MB limit. The submission stays pending until a super admin approves it.
 *
 * Before (or without) the script the form is a plain upload form posted to this page (server/http/forms/,
 * the same service as the app's upload); the story and video fields then show by the styles, from the
 * chosen type. A photo chosen before the script ran is read from the field when the form is sent.
 */
import { type FormEvent, useEffect, useState } from "react";
import { Link } from "@tanstack/react-router";
import { ShieldAlert } from "lucide-react";
import { getLocale, m } from "../../../admin-modules/domain/i18n";
import { personalInfoIn, personalInfoWarning } from "../../../admin-modules/domain/personal-info-text";
import { IMAGE_ACCEPT, MEDIA_TYPES, SUBMISSION_AGE_GROUPS } from "../../../admin-modules/domain/vocabulary";
import { SuccessMessage } from "../../components/SuccessMessage";
import { UrgentHelplines } from "../../components/safety/UrgentHelplines";
import { FormError } from "../../components/FieldError";
import { focusFirstInvalid } from "../../lib/form-errors";
import { useServerForm } from "../../lib/server-form";
import { useDone } from "../../lib/page-address";
import { SendAnother } from "../../components/SendAnother";
import { shrinkImage } from "../../lib/shrink-image";
import { imageFileProblem } from "../../lib/image-file";
import { SendAnywayBox } from "../../components/SendAnywayBox";
import { TYPE_LABEL, type MediaType } from "./mediaLabels";
import "./media.css";

const EMPTY = {
  title: "",
  type: "story" as MediaType,
  description: "",
  content: "",
  media_url: "",
  author_name: "",
  author_age: "",
  age_group: "",
  send_anyway: "",
};

const loadSchema = () => import("./media-submission-schema");

export function MediaSubmitPage() {
  const { values, set, setValues, errors, setErrors, busy, form, formProps, formName, onSubmit } = useServerForm("mediaSubmit", EMPTY);
  // What looks like a phone number, an e-mail… in the text typed so far (the server checks the same on sending).
  const personal = personalInfoIn(values);
  const [image, setImage] = useState<File | null>(null);
  const [fileKey, setFileKey] = useState(0);
  /** A chosen photo is being scaled down; sending waits for it. */
  const [preparing, setPreparing] = useState(false);
  const [sentTitle, setSentTitle] = useState<string | null>(null);
  // Sent without the script: the server sends the child back here with ?done=sent (or ?done=urgent).
  const done = useDone();
  const [doneByServer, setDoneByServer] = useState(done === "sent" || done === "urgent");
  /** What was sent holds a safeguarding word: the helplines are shown under the thanks (issue #29). */
  const [urgent, setUrgent] = useState(done === "urgent");

  // Fetched as the page opens, so it is there by the time the child presses Send.
  useEffect(() => void loadSchema(), []);

  const submit = onSubmit(async (now) => {
    const found: Record<string, string> = {};
    // A photo chosen before the script ran never went through onChange: it is read from the field now.
    const field = form.current?.elements.namedItem("image");
    const chosen = image ?? (field instanceof HTMLInputElement ? (field.files?.[0] ?? null) : null);
    const file = chosen && chosen !== image ? await shrinkImage(chosen) : chosen;
    const { mediaSubmissionSchema } = await loadSchema();
    const parsed = mediaSubmissionSchema.safeParse({ ...now, has_image: Boolean(file) });
    if (!parsed.success) for (const issue of parsed.error.issues) found[String(issue.path[0] ?? "_")] ??= issue.message;
    const fileError = imageFileProblem(file);
    if (fileError) found.image = fileError;
    setErrors(found);
    if (Object.keys(found).length > 0) {
      requestAnimationFrame(() => focusFirstInvalid(form.current, found));
      return;
    }
    const body = new FormData();
    for (const [key, value] of Object.entries(now)) body.append(key, value);
    if (file) body.append("image", file);
    try {
      // In the page's language, as the app's tRPC calls are (the server's refusals and warnings are written in it).
      const res = await fetch("/api/media/submit", { method: "POST", body, credentials: "same-origin", headers: { "x-locale": getLocale() } });
      const answer = (await res.json().catch(() => null)) as { ok?: boolean; urgent?: boolean; error?: { message?: string; field?: string } } | null;
      // The server found what the form could not (a school or place name on the staff's list): the warning and its box.
      if (answer?.error?.field === "send_anyway" && answer.error.message) {
        const problem = { send_anyway: answer.error.message };
        setErrors(problem);
        requestAnimationFrame(() => focusFirstInvalid(form.current, problem));
        return;
      }
      if (!res.ok || !answer?.ok) throw new Error(answer?.error?.message ?? m["error.internal"]());
      setUrgent(Boolean(answer.urgent));
      setSentTitle(now.title.trim());
      form.current?.reset();
      setImage(null);
      setFileKey((k) => k + 1);
    } catch (error) {
      // Shown in the form like every other problem (not as a toast), and read out when focused.
      const problem = { _: error instanceof Error ? error.message : m["error.internal"]() };
      setErrors(problem);
      requestAnimationFrame(() => focusFirstInvalid(form.current, problem));
    }
  });

  if (sentTitle !== null || doneByServer) {
    return (
      <section className="container page media-submit">
        <SuccessMessage title={m["media.submit.sentTitle"]()} className="card media-sent">
          <p>{sentTitle !== null ? m["media.submit.sentText"]({ title: sentTitle }) : m["form.done.mediaSent"]()}</p>
          <div className="button-row">
            <SendAnother
              to="/media/submit"
              label={m["media.submit.another"]()}
              onAgain={() => {
                setSentTitle(null);
                setDoneByServer(false);
                setUrgent(false);
              }}
            />
            <Link to="/media" className="btn btn-outline">
              {m["media.submit.backToHub"]()}
            </Link>
          </div>
        </SuccessMessage>
        {urgent && <UrgentHelplines />}
      </section>
    );
  }

  const type = values.type;
  const needsImage = type === "artwork" || type === "photo";
  const fieldError = (name: string) =>
    errors[name] ? (
      <span className="field-error" id={`${name}-error`} role="alert">
        {errors[name]}
      </span>
    ) : null;
  const describedBy = (name: string) => (errors[name] ? `${name}-error` : undefined);

  return (
    <section className="container page media-submit">
      <h1>{m["media.submit.title"]()}</h1>
      <p className="muted">{m["media.submit.subtitle"]()}</p>
      <div className="notice warning" role="note">
        <strong>
          <ShieldAlert size={16} aria-hidden="true" /> {m["media.submit.warningTitle"]()}
        </strong>
        <p>{m["media.submit.warning"]()}</p>
      </div>
      <form {...formProps} encType="multipart/form-data" className="form card media-form" onSubmit={submit as (event: FormEvent) => void}>
        {formName}
        <label className="field">
          <span>{m["media.field.title"]()}</span>
          <input
            name="title"
            maxLength={120}
            required
            value={values.title}
            onChange={set("title")}
            aria-invalid={Boolean(errors.title)}
            aria-describedby={describedBy("title")}
          />
          {fieldError("title")}
        </label>
        <label className="field">
          <span>{m["media.field.type"]()}</span>
          <select name="type" value={type} onChange={set("type")} aria-invalid={Boolean(errors.type)} aria-describedby={describedBy("type")}>
            {MEDIA_TYPES.map((value) => (
              <option key={value} value={value}>
                {TYPE_LABEL[value]()}
              </option>
            ))}
          </select>
          {fieldError("type")}
        </label>
        <label className="field">
          <span>{m["media.field.description"]()}</span>
          <textarea
            name="description"
            maxLength={1000}
            value={values.description}
            onChange={set("description")}
            aria-invalid={Boolean(errors.description)}
            aria-describedby={describedBy("description")}
          />
          {fieldError("description")}
        </label>
        {/* Story text and video link are always in the form; the styles show the one the chosen type needs. */}
        <div className="field field-story">
          <label htmlFor="media-content">{m["media.field.content"]()}</label>
          <span className="field-hint" id="media-content-hint">
            {m["media.field.contentHint"]()}
          </span>
          <textarea
            id="media-content"
            name="content"
            rows={8}
            maxLength={20000}
            value={values.content}
            onChange={set("content")}
            aria-invalid={Boolean(errors.content)}
            aria-describedby={["media-content-hint", describedBy("content")].filter(Boolean).join(" ")}
          />
          {fieldError("content")}
        </div>
        <label className="field field-video">
          <span>{m["media.field.mediaUrl"]()}</span>
          <input
            name="media_url"
            type="url"
            inputMode="url"
            maxLength={500}
            placeholder="https://"
            value={values.media_url}
            onChange={set("media_url")}
            aria-invalid={Boolean(errors.media_url)}
            aria-describedby={describedBy("media_url")}
          />
          {fieldError("media_url")}
        </label>
        <label className="field">
          <span>{needsImage ? m["media.field.image"]() : m["media.field.imageOptional"]()}</span>
          <input
            key={fileKey}
            name="image"
            type="file"
            accept={IMAGE_ACCEPT.join(",")}
            aria-invalid={Boolean(errors.image)}
            aria-describedby={describedBy("image")}
            onChange={async (e) => {
              const chosen = e.target.files?.[0] ?? null;
              setPreparing(true);
              const file = chosen ? await shrinkImage(chosen) : null;
              setPreparing(false);
              setImage(file);
              setErrors((old) => {
                const { image: _dropped, ...rest } = old;
                const problem = imageFileProblem(file);
                return problem ? { ...rest, image: problem } : rest;
              });
            }}
          />
          {fieldError("image")}
        </label>
        <label className="field">
          <span>{m["media.field.authorName"]()}</span>
          <input
            name="author_name"
            maxLength={40}
            autoComplete="nickname"
            value={values.author_name}
            onChange={set("author_name")}
            aria-invalid={Boolean(errors.author_name)}
            aria-describedby={describedBy("author_name")}
          />
          {fieldError("author_name")}
        </label>
        <label className="field">
          <span>{m["media.field.authorAge"]()}</span>
          <input
            name="author_age"
            type="number"
            inputMode="numeric"
            min={4}
            max={18}
            value={values.author_age}
            onChange={set("author_age")}
            aria-invalid={Boolean(errors.author_age)}
            aria-describedby={describedBy("author_age")}
          />
          {fieldError("author_age")}
        </label>
        <label className="field">
          <span>{m["media.field.ageGroup"]()}</span>
          <select
            name="age_group"
            value={values.age_group}
            onChange={set("age_group")}
            aria-invalid={Boolean(errors.age_group)}
            aria-describedby={describedBy("age_group")}
          >
            <option value="">{m["media.field.choose"]()}</option>
            {SUBMISSION_AGE_GROUPS.map((group) => (
              <option key={group} value={group}>
                {group === "all" ? m["media.ageGroup.all"]() : group}
              </option>
            ))}
          </select>
          {fieldError("age_group")}
        </label>
        {(personal || errors.send_anyway) && (
          // Issue #29: told before sending, in the child's language; the child may still send.
          <SendAnywayBox
            warning={personal ? personalInfoWarning(personal) : (errors.send_anyway ?? "")}
            name="send_anyway"
            warningId="send-anyway-warning"
            checked={values.send_anyway === "on"}
            onChange={(ticked) => setValues((now) => ({ ...now, send_anyway: ticked ? "on" : "" }))}
            invalid={Boolean(errors.send_anyway)}
            error={personal ? errors.send_anyway : undefined}
            errorId="send_anyway-error"
          />
        )}
        <FormError message={errors._} />
        <button type="submit" className="btn btn-primary btn-block" disabled={busy || preparing}>
          {busy ? m["media.submit.sending"]() : m["media.submit.button"]()}
        </button>
      </form>
    </section>
  );
}
