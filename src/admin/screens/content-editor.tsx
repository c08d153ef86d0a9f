/**
 * The content editor: /admin/content/new/{type} (props { type }) and /admin/content/edit/{id} (props { id }).
 * Fields: title, content type, description (required), age group, tags (comma separated: split, trimmed,
 * empties dropped), content_data as JSON text (its help names the fields of the chosen type), image URL
 * (must be a URL). The form is checked with the module's own zod schema, the same one the server uses.
 * Organization users may edit only their own submissions while pending; the server enforces it.
 */
import { type FormEvent, useEffect, useRef, useState } from "react";
import { createSchema, getTableModule, splitList, text, type TableModule, updateSchema } from "../../../admin-modules/registry";
import { contentSubmissionModule } from "../../../admin-modules/modules/_content-submission";
import { CONTENT_TYPES, SUBMISSION_AGE_GROUPS } from "../../../admin-modules/domain/vocabulary";
import { m, pickMessage } from "../../../admin-modules/domain/i18n";
import type { ContentType } from "../../../db/types";
import { useAuth } from "../../auth/AuthContext";
import { trpc } from "../../trpc";
import { adminToast, Button, Field, useUnsavedChanges } from "../ui";
import { focusFirstInvalid } from "../module/form-focus";
import { AdminLink, ScreenHeader, useAdminNavigate } from "../screen-kit";

interface FormValues {
  title: string;
  description: string;
  age_group: string;
  tags: string;
  content_data: string;
  image_url: string;
}

const EMPTY: FormValues = { title: "", description: "", age_group: "", tags: "", content_data: "", image_url: "" };

const isContentType = (v: unknown): v is ContentType => typeof v === "string" && (CONTENT_TYPES as readonly string[]).includes(v);

function moduleFor(type: ContentType): TableModule {
  return getTableModule(`content-${type}`) ?? contentSubmissionModule(type);
}

export default function ContentEditorScreen({ type, id }: { type?: string; id?: string | number }) {
  const editId = id !== undefined ? Number(id) : null;
  if (editId !== null) return Number.isInteger(editId) && editId > 0 ? <EditLoader id={editId} /> : <p role="alert">{m["error.notFound"]()}</p>;
  if (!isContentType(type)) return <p role="alert">{m["error.notFound"]()}</p>;
  return <Editor initialType={type} />;
}

function EditLoader({ id }: { id: number }) {
  const query = trpc.adminWorkflows.submissionForEdit.useQuery({ id }, { retry: false });
  if (query.isPending) return <p className="muted">{m["guard.loading"]()}</p>;
  if (query.error)
    return (
      <p role="alert" className="screen-error">
        {query.error.message}
      </p>
    );
  const row = query.data.row;
  const values: FormValues = {
    title: String(row.title ?? ""),
    description: String(row.description ?? ""),
    age_group: String(row.age_group ?? ""),
    tags: Array.isArray(row.tags) ? row.tags.join(", ") : "",
    content_data: row.content_data ? JSON.stringify(row.content_data, null, 2) : "",
    image_url: String(row.image_url ?? ""),
  };
  return <Editor initialType={query.data.type} editId={id} initial={values} status={String(row.status ?? "pending")} />;
}

function Editor({ initialType, editId, initial, status }: { initialType: ContentType; editId?: number; initial?: FormValues; status?: string }) {
  const { userRole } = useAuth();
  const navigate = useAdminNavigate();
  const utils = trpc.useUtils();
  const [type, setType] = useState<ContentType>(initialType);
  const [values, setValues] = useState<FormValues>(initial ?? EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof FormValues, string>>>({});
  const create = trpc.admin.create.useMutation();
  const update = trpc.admin.update.useMutation();
  const busy = create.isPending || update.isPending;
  const editing = editId !== undefined;
  const locked = editing && userRole === "organization" && status !== "pending";
  const module = moduleFor(type);
  const formRef = useRef<HTMLFormElement>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  // Leaving with changes not yet saved (Back to list, the sidebar, Back, reload) asks first.
  const [initialState] = useState(() => JSON.stringify({ type: initialType, values: initial ?? EMPTY }));
  const unsaved = useUnsavedChanges(JSON.stringify({ type, values }) !== initialState);

  useEffect(() => setType(initialType), [initialType]);
  // A failed save takes the keyboard to the first field that needs attention.
  useEffect(() => {
    if (focusRequest) focusFirstInvalid(formRef.current);
  }, [focusRequest]);

  const set = (name: keyof FormValues) => (value: string) => setValues((v) => ({ ...v, [name]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const payload = { ...values, tags: splitList(values.tags) };
    const schema = editing ? updateSchema(module) : createSchema(module);
    const parsed = schema.safeParse(payload);
    if (!parsed.success) {
      const next: Partial<Record<keyof FormValues, string>> = {};
      for (const issue of parsed.error.issues) {
        const name = issue.path[0] as keyof FormValues;
        if (name && !next[name]) next[name] = issue.message;
      }
      setErrors(next);
      setFocusRequest((n) => n + 1);
      return;
    }
    setErrors({});
    try {
      const result = editing
        ? await update.mutateAsync({ module: module.key, id: editId, values: payload })
        : await create.mutateAsync({ module: module.key, values: payload });
      adminToast.success(result.message ?? (editing ? m["admin.content.updated"] : m["admin.content.created"])());
      await Promise.all([utils.admin.list.invalidate(), utils.adminWorkflows.invalidate()]);
      unsaved.release();
      await navigate(`content/${type}`);
    } catch (error) {
      adminToast.error(error);
    }
  };

  const title = editing
    ? m["admin.screens.editor.editTitle"]()
    : m["admin.screens.editor.newTitle"]({
        type: pickMessage(`admin.screens.type.${type}`, {
          "admin.screens.type.resource": m["admin.screens.type.resource"],
          "admin.screens.type.learning": m["admin.screens.type.learning"],
          "admin.screens.type.media": m["admin.screens.type.media"],
          "admin.screens.type.event": m["admin.screens.type.event"],
        }),
      });
  const help = module.fields.content_data?.widget?.help;

  return (
    <div className="screen">
      <ScreenHeader
        title={title}
        actions={
          <AdminLink path={`content/${type}`} className="btn btn-outline admin-btn">
            {m["admin.screens.editor.backToList"]()}
          </AdminLink>
        }
      />
      {locked && (
        <p className="notice" role="status">
          {m["admin.common.notEditable"]()}
        </p>
      )}
      <form ref={formRef} className="screen-form screen-panel" onSubmit={(e) => void submit(e)} noValidate>
        <Field
          label={m["admin.field.title"]()}
          required
          error={errors.title}
          fullWidth
          inputProps={{ name: "title", value: values.title, maxLength: 200, onChange: (e) => set("title")(e.target.value), disabled: locked }}
        />
        <Field label={m["admin.field.contentType"]()} required>
          {({ id, describedBy }) => (
            <select
              id={id}
              name="content_type"
              aria-describedby={describedBy}
              value={type}
              disabled={editing || locked}
              onChange={(e) => isContentType(e.target.value) && setType(e.target.value)}
            >
              {CONTENT_TYPES.map((ct) => (
                <option key={ct} value={ct}>
                  {pickMessage(`admin.screens.type.${ct}`, {
                    "admin.screens.type.resource": m["admin.screens.type.resource"],
                    "admin.screens.type.learning": m["admin.screens.type.learning"],
                    "admin.screens.type.media": m["admin.screens.type.media"],
                    "admin.screens.type.event": m["admin.screens.type.event"],
                  })}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={m["admin.field.ageGroup"]()} error={errors.age_group}>
          {({ id, describedBy }) => (
            <select
              id={id}
              name="age_group"
              aria-describedby={describedBy}
              value={values.age_group}
              disabled={locked}
              onChange={(e) => set("age_group")(e.target.value)}
            >
              <option value="">{m["admin.screens.notSpecified"]()}</option>
              {SUBMISSION_AGE_GROUPS.map((g) => (
                <option key={g} value={g}>
                  {g}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={m["admin.field.description"]()} required error={errors.description} fullWidth>
          {({ id, describedBy, invalid }) => (
            <textarea
              id={id}
              name="description"
              rows={4}
              maxLength={5000}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              value={values.description}
              disabled={locked}
              onChange={(e) => set("description")(e.target.value)}
            />
          )}
        </Field>
        <Field
          label={m["admin.field.tags"]()}
          error={errors.tags}
          help={m["admin.placeholder.tags"]()}
          fullWidth
          inputProps={{ name: "tags", value: values.tags, onChange: (e) => set("tags")(e.target.value), disabled: locked }}
        />
        <Field
          label={m["admin.field.imageUrl"]()}
          error={errors.image_url}
          fullWidth
          inputProps={{
            name: "image_url",
            type: "url",
            inputMode: "url",
            placeholder: "https://",
            value: values.image_url,
            onChange: (e) => set("image_url")(e.target.value),
            disabled: locked,
          }}
        />
        <Field label={m["admin.field.contentData"]()} error={errors.content_data} help={help ? text(help) : undefined} fullWidth>
          {({ id, describedBy, invalid }) => (
            <textarea
              id={id}
              name="content_data"
              rows={8}
              spellCheck={false}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              placeholder="{ }"
              value={values.content_data}
              disabled={locked}
              onChange={(e) => set("content_data")(e.target.value)}
            />
          )}
        </Field>
        <div className="screen-actions full">
          <Button type="submit" variant="primary" disabled={busy || locked}>
            {busy ? m["admin.ui.saving"]() : editing ? m["admin.screens.editor.update"]() : m["admin.screens.editor.submit"]()}
          </Button>
        </div>
      </form>
      {unsaved.dialog}
    </div>
  );
}
