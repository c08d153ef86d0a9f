/**
 * The add/edit form of a module, validated in the browser by the same zod schema the server parses with
 * (createSchema/updateSchema), so the messages match. Drawn in a dialog, or inline above the list.
 */
import { type FormEvent, useEffect, useMemo, useRef, useState } from "react";
import {
  createSchema,
  isTranslatable,
  ORIGINAL_LANGUAGE_COLUMN,
  text,
  type TextLanguage,
  translatableFields,
  updateSchema,
  type TableModule,
} from "../../../admin-modules/registry";
import { m } from "../../../admin-modules/domain/i18n";
import { blockTexts, parseBlocks, serializeTexts } from "../../../admin-modules/domain/lesson-blocks";
import { trpc } from "../../trpc";
import { adminToast, Button, Dialog, useUnsavedChanges } from "../ui";
import { focusFirstInvalid, serverFieldErrors } from "./form-focus";
import { FieldInput } from "./FieldInput";
import { initialValues, issuesByField, payload, visibleFields, type FormValues } from "./form-values";
import { draftFrom, draftPayload, emptyDraft, type TranslationDraft } from "../translations/draft";
import { type TranslatableField, TranslationTabs } from "../translations/TranslationTabs";

/** A translatable module's fields as the language tabs draw them. */
function tabFields(module: TableModule, values: FormValues): TranslatableField[] {
  return translatableFields(module).map((name) => {
    const field = module.fields[name];
    // A blocks field's texts are translated text by text, from the blocks as the form holds them now.
    const blocks = field.textsOf ? parseBlocks(values[field.textsOf]) : undefined;
    return { name, label: text(field.label), multiline: field.kind === "textarea", maxLength: field.maxLength, blocks };
  });
}

/** The original texts of the translatable fields as the form holds them now (a blocks field's texts derived from its blocks). */
function originalTexts(module: TableModule, values: FormValues): Record<string, string> {
  return Object.fromEntries(
    translatableFields(module).map((name) => {
      const textsOf = module.fields[name].textsOf;
      return [name, textsOf ? (serializeTexts(blockTexts(parseBlocks(values[textsOf]))) ?? "") : String(values[name] ?? "")];
    }),
  );
}

export interface ModuleFormProps {
  module: TableModule;
  /** The row being edited, or null for a new one. */
  row: Record<string, unknown> | null;
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
  /** Values a new row starts with (the list's filters). */
  presets?: Record<string, string>;
}

export function ModuleForm({ module, row, open, onClose, onSaved, presets }: ModuleFormProps) {
  const [values, setValues] = useState<FormValues>(() => initialValues(module, row, presets));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = trpc.admin.create.useMutation();
  const update = trpc.admin.update.useMutation();
  const busy = create.isPending || update.isPending;
  const rowId = row ? Number(row[module.primaryKey ?? "id"]) : null;
  const item = text(module.labels.singular);
  const formRef = useRef<HTMLFormElement>(null);
  const [focusRequest, setFocusRequest] = useState(0);

  // The item's translations (issue 27): loaded with the form, edited in the language tabs, saved with it.
  const translatable = isTranslatable(module);
  const stored = trpc.admin.translations.useQuery({ module: module.key, id: rowId ?? 0 }, { enabled: open && translatable && rowId !== null });
  const [startDraft, setStartDraft] = useState<TranslationDraft>(emptyDraft);
  const [draft, setDraft] = useState<TranslationDraft>(emptyDraft);
  useEffect(() => {
    if (!open) return;
    const loaded = rowId === null ? emptyDraft() : stored.data ? draftFrom(stored.data.translations, stored.data.proposed) : null;
    if (loaded) {
      setStartDraft(loaded);
      setDraft(loaded);
    }
  }, [open, rowId, stored.data]);

  // Changes not yet saved: closing the form or leaving the page asks first.
  const initial = useMemo(() => JSON.stringify(initialValues(module, row, presets)), [module, row, presets]);
  const unsaved = useUnsavedChanges(open && (JSON.stringify(values) !== initial || JSON.stringify(draft) !== JSON.stringify(startDraft)));
  const close = unsaved.guard(onClose);

  // A failed save takes the keyboard to the first field that needs attention.
  useEffect(() => {
    if (focusRequest) focusFirstInvalid(formRef.current);
  }, [focusRequest]);

  // A new row or another row to edit starts from fresh values.
  useEffect(() => {
    if (open) {
      setValues(initialValues(module, row, presets));
      setErrors({});
    }
  }, [open, row, module, presets]);

  const set = (name: string) => (value: FormValues[string]) => {
    setValues((current) => {
      const next = { ...current, [name]: value };
      const derived = module.onFieldChange?.(name, next) ?? {};
      for (const [k, v] of Object.entries(derived)) if (k in next) next[k] = typeof v === "boolean" ? v : v == null ? "" : String(v);
      return next;
    });
    setErrors((current) => (current[name] ? { ...current, [name]: "" } : current));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const input = payload(module, values);
    const parsed = (rowId === null ? createSchema(module) : updateSchema(module)).safeParse(input);
    if (!parsed.success) {
      setErrors(issuesByField(parsed.error));
      setFocusRequest((n) => n + 1);
      return;
    }
    const translations = translatable ? draftPayload(draft, startDraft, String(values[ORIGINAL_LANGUAGE_COLUMN] ?? "")) : undefined;
    try {
      const result =
        rowId === null
          ? await create.mutateAsync({ module: module.key, values: input, translations })
          : await update.mutateAsync({ module: module.key, id: rowId, values: input, translations });
      if (result.message) adminToast.success(result.message);
      unsaved.release();
      onSaved();
      onClose();
    } catch (error) {
      const fieldErrors = serverFieldErrors(error);
      if (fieldErrors) {
        setErrors(fieldErrors);
        setFocusRequest((n) => n + 1);
      }
      adminToast.error(error);
    }
  };

  const title = rowId === null ? m["admin.ui.add"]({ item }) : m["admin.ui.editItem"]({ item });
  const formId = `module-form-${module.key}`;
  const grid = (
    <div className="admin-form-grid">
      {visibleFields(module, values).map(({ name, field }) => (
        <FieldInput
          key={name}
          moduleKey={module.key}
          name={name}
          field={field}
          value={values[name]}
          error={errors[name] || undefined}
          onChange={set(name)}
          rowId={rowId}
        />
      ))}
      {errors._form && (
        <p className="admin-error full" role="alert">
          {errors._form}
        </p>
      )}
    </div>
  );
  const fields = (
    <form id={formId} ref={formRef} noValidate onSubmit={submit}>
      {translatable ? (
        <TranslationTabs
          original={String(values[ORIGINAL_LANGUAGE_COLUMN] || "en") as TextLanguage}
          fields={tabFields(module, values)}
          originals={originalTexts(module, values)}
          stored={stored.data?.translations}
          draft={draft}
          onDraft={setDraft}
          showOriginal={focusRequest}
        >
          {grid}
        </TranslationTabs>
      ) : (
        grid
      )}
    </form>
  );
  const buttons = (
    <>
      <Button variant="outline" onClick={close}>
        {m["admin.ui.cancel"]()}
      </Button>
      <Button variant="primary" type="submit" form={formId} disabled={busy}>
        {busy ? m["admin.ui.saving"]() : m["admin.ui.save"]()}
      </Button>
    </>
  );

  if (module.formLayout === "inline") {
    if (!open) return null;
    return (
      <section className="admin-inline-form" aria-labelledby={`${formId}-title`}>
        <h2 id={`${formId}-title`}>{title}</h2>
        {fields}
        <div className="button-row">{buttons}</div>
        {unsaved.dialog}
      </section>
    );
  }
  return (
    <>
      <Dialog
        open={open}
        title={title}
        onClose={close}
        footer={buttons}
        size={translatable || visibleFields(module, values).length > 6 ? "wide" : "normal"}
        initialFocus={module.titleColumn}
      >
        {fields}
      </Dialog>
      {unsaved.dialog}
    </>
  );
}
