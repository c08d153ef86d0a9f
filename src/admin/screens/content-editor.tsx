/**
 * The content editor: /admin/content/new/{type} (props { type }) and /admin/content/edit/{id} (props { id }).
 * The chosen type's module draws its fields with the generic form's field drawing (FieldInput): title,
 * description, age group, tags, the picture (upload, or its address) and the type's own fields (an event's
 * date, times, place...), each labelled in the staff member's language. Those are kept in content_data by
 * the server (FieldDef.within): nobody types JSON. The form is checked with the module's own zod schema,
 * the same one the server uses. Organization users may edit only their own submissions while pending; the
 * server enforces it.
 */
import { type FormEvent, useEffect, useRef, useState } from "react";
import { createSchema, getTableModule, type TableModule, updateSchema } from "../../../admin-modules/registry";
import { contentSubmissionModule } from "../../../admin-modules/modules/_content-submission";
import { CONTENT_TYPES } from "../../../admin-modules/domain/vocabulary";
import { m, pickMessage } from "../../../admin-modules/domain/i18n";
import type { ContentType } from "../../../db/types";
import { useAuth } from "../../auth/AuthContext";
import { trpc } from "../../trpc";
import { adminToast, Button, Field, useUnsavedChanges } from "../ui";
import { focusFirstInvalid, serverFieldErrors } from "../module/form-focus";
import { FieldInput } from "../module/FieldInput";
import { type FormValues, initialValues, issuesByField, payload, visibleFields } from "../module/form-values";
import { AdminLink, ScreenHeader, useAdminNavigate } from "../screen-kit";

const isContentType = (v: unknown): v is ContentType => typeof v === "string" && (CONTENT_TYPES as readonly string[]).includes(v);

function moduleFor(type: ContentType): TableModule {
  return getTableModule(`content-${type}`) ?? contentSubmissionModule(type);
}

const typeLabel = (type: ContentType) =>
  pickMessage(`admin.screens.type.${type}`, {
    "admin.screens.type.resource": m["admin.screens.type.resource"],
    "admin.screens.type.learning": m["admin.screens.type.learning"],
    "admin.screens.type.media": m["admin.screens.type.media"],
    "admin.screens.type.event": m["admin.screens.type.event"],
  });

/** The form of another type: its defaults, with what both types share (title, description...) kept. */
function valuesForType(type: ContentType, current: FormValues): FormValues {
  const module = moduleFor(type);
  const fresh = initialValues(module, null);
  for (const name of Object.keys(fresh)) if (name in current && !module.fields[name].within) fresh[name] = current[name];
  return fresh;
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
  const { type, row } = query.data;
  return <Editor initialType={type} editId={id} initial={initialValues(moduleFor(type), row)} status={String(row.status ?? "pending")} />;
}

function Editor({ initialType, editId, initial, status }: { initialType: ContentType; editId?: number; initial?: FormValues; status?: string }) {
  const { userRole } = useAuth();
  const navigate = useAdminNavigate();
  const utils = trpc.useUtils();
  const [type, setType] = useState<ContentType>(initialType);
  const [values, setValues] = useState<FormValues>(() => initial ?? initialValues(moduleFor(initialType), null));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = trpc.admin.create.useMutation();
  const update = trpc.admin.update.useMutation();
  const busy = create.isPending || update.isPending;
  const editing = editId !== undefined;
  const locked = editing && userRole === "organization" && status !== "pending";
  const module = moduleFor(type);
  const formRef = useRef<HTMLFormElement>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  // Leaving with changes not yet saved (Back to list, the sidebar, Back, reload) asks first.
  const [initialState] = useState(() => JSON.stringify({ type: initialType, values }));
  const unsaved = useUnsavedChanges(JSON.stringify({ type, values }) !== initialState);

  useEffect(() => setType(initialType), [initialType]);
  // A failed save takes the keyboard to the first field that needs attention.
  useEffect(() => {
    if (focusRequest) focusFirstInvalid(formRef.current);
  }, [focusRequest]);

  const set = (name: string) => (value: FormValues[string]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => (current[name] ? { ...current, [name]: "" } : current));
  };
  const chooseType = (next: ContentType) => {
    setType(next);
    setValues((current) => valuesForType(next, current));
    setErrors({});
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const input = payload(module, values);
    const parsed = (editing ? updateSchema(module) : createSchema(module)).safeParse(input);
    if (!parsed.success) {
      setErrors(issuesByField(parsed.error));
      setFocusRequest((n) => n + 1);
      return;
    }
    setErrors({});
    try {
      const result = editing
        ? await update.mutateAsync({ module: module.key, id: editId, values: input })
        : await create.mutateAsync({ module: module.key, values: input });
      adminToast.success(result.message ?? (editing ? m["admin.content.updated"] : m["admin.content.created"])());
      await Promise.all([utils.admin.list.invalidate(), utils.adminWorkflows.invalidate()]);
      unsaved.release();
      await navigate(`content/${type}`);
    } catch (error) {
      const fieldErrors = serverFieldErrors(error);
      if (fieldErrors) {
        setErrors(fieldErrors);
        setFocusRequest((n) => n + 1);
      }
      adminToast.error(error);
    }
  };

  const title = editing ? m["admin.screens.editor.editTitle"]() : m["admin.screens.editor.newTitle"]({ type: typeLabel(type) });

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
        <Field label={m["admin.field.contentType"]()} required>
          {({ id, describedBy }) => (
            <select
              id={id}
              name="content_type"
              aria-describedby={describedBy}
              value={type}
              disabled={editing || locked}
              onChange={(e) => isContentType(e.target.value) && chooseType(e.target.value)}
            >
              {CONTENT_TYPES.map((ct) => (
                <option key={ct} value={ct}>
                  {typeLabel(ct)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <fieldset className="admin-form-grid full" disabled={locked}>
          {visibleFields(module, values).map(({ name, field }) => (
            <FieldInput
              key={`${type}-${name}`}
              moduleKey={module.key}
              name={name}
              field={field}
              value={values[name]}
              error={errors[name] || undefined}
              onChange={set(name)}
            />
          ))}
          {errors._form && (
            <p className="admin-error full" role="alert">
              {errors._form}
            </p>
          )}
        </fieldset>
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
