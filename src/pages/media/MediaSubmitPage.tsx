/**
 * Share Your Creation: a child sends a story, artwork, photo or video link for review. The form checks
 * what the server checks (same schema, image type and 5 MB) so mistakes show at once; the server still
 * decides. A chosen photo is first scaled down in the browser (at most 1,600 px), so a big camera photo
 * fits the 5 MB limit. The submission stays pending until a super admin approves it.
 */
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Link } from "@tanstack/react-router";
import { ShieldAlert } from "lucide-react";
import { m } from "../../../admin-modules/domain/i18n";
import { IMAGE_ACCEPT, LIMITS, MEDIA_TYPES, SUBMISSION_AGE_GROUPS } from "../../../admin-modules/domain/vocabulary";
import { SuccessMessage } from "../../components/SuccessMessage";
import { FormError } from "../../components/FieldError";
import { focusFirstInvalid } from "../../lib/form-errors";
import { shrinkImage } from "../../lib/shrink-image";
import { TYPE_LABEL, type MediaType } from "./mediaLabels";
import "./media.css";

const EMPTY = { title: "", type: "story" as MediaType, description: "", content: "", media_url: "", author_name: "", author_age: "", age_group: "" };

/** The browser's view of the file: type and size only; the server re-checks the bytes. */
function imageProblem(file: File | null): string | null {
  if (!file) return null;
  if (!(IMAGE_ACCEPT as readonly string[]).includes(file.type)) return m["media.upload.badType"]();
  if (file.size > LIMITS.imageMaxBytes) return m["media.upload.tooLarge"]();
  return null;
}

const loadSchema = () => import("./media-submission-schema");

export function MediaSubmitPage() {
  const [values, setValues] = useState(EMPTY);
  const [image, setImage] = useState<File | null>(null);
  const [fileKey, setFileKey] = useState(0);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  /** A chosen photo is being scaled down; sending waits for it. */
  const [preparing, setPreparing] = useState(false);
  const [sentTitle, setSentTitle] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);

  // Fetched as the page opens, so it is there by the time the child presses Send.
  useEffect(() => void loadSchema(), []);

  const set = (name: keyof typeof EMPTY) => (event: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    const { mediaSubmissionSchema } = await loadSchema();
    const parsed = mediaSubmissionSchema.safeParse({ ...values, has_image: Boolean(image) });
    if (!parsed.success) for (const issue of parsed.error.issues) found[String(issue.path[0] ?? "_")] ??= issue.message;
    const fileError = imageProblem(image);
    if (fileError) found.image = fileError;
    setErrors(found);
    if (Object.keys(found).length > 0) {
      requestAnimationFrame(() => focusFirstInvalid(form.current, found));
      return;
    }
    const body = new FormData();
    for (const [key, value] of Object.entries(values)) body.append(key, value);
    if (image) body.append("image", image);
    setBusy(true);
    try {
      const res = await fetch("/api/media/submit", { method: "POST", body, credentials: "same-origin" });
      const answer = (await res.json().catch(() => null)) as { ok?: boolean; error?: { message?: string } } | null;
      if (!res.ok || !answer?.ok) throw new Error(answer?.error?.message ?? m["error.internal"]());
      setSentTitle(values.title.trim());
      setValues(EMPTY);
      setImage(null);
      setFileKey((k) => k + 1);
    } catch (error) {
      // Shown in the form like every other problem (not as a toast), and read out when focused.
      const problem = { _: error instanceof Error ? error.message : m["error.internal"]() };
      setErrors(problem);
      requestAnimationFrame(() => focusFirstInvalid(form.current, problem));
    } finally {
      setBusy(false);
    }
  };

  if (sentTitle !== null) {
    return (
      <section className="container page media-submit">
        <SuccessMessage title={m["media.submit.sentTitle"]()} className="card media-sent">
          <p>{m["media.submit.sentText"]({ title: sentTitle })}</p>
          <div className="button-row">
            <button type="button" className="btn btn-primary" onClick={() => setSentTitle(null)}>
              {m["media.submit.another"]()}
            </button>
            <Link to="/media" className="btn btn-outline">
              {m["media.submit.backToHub"]()}
            </Link>
          </div>
        </SuccessMessage>
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
      <form ref={form} className="form card" onSubmit={submit} noValidate>
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
        {type === "story" && (
          <div className="field">
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
        )}
        {type === "video" && (
          <label className="field">
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
        )}
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
                const problem = imageProblem(file);
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
        <FormError message={errors._} />
        <button type="submit" className="btn btn-primary btn-block" disabled={busy || preparing}>
          {busy ? m["media.submit.sending"]() : m["media.submit.button"]()}
        </button>
      </form>
    </section>
  );
}
