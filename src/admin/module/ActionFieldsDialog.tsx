/**
 * The dialog of a module's own action that asks for input (RowAction.fields, run by admin.action): the
 * declared fields drawn with the form's own controls (FieldInput), sent as they are, and the server's
 * per-field messages shown under their fields with the keyboard on the first one. Any module's action
 * with `fields` gets it; no module is named here.
 */
import { type FormEvent, useEffect, useMemo, useRef, useState } from "react";
import { type FieldDef, type RowAction, type TableModule, text, titleColumnOf } from "../../../admin-modules/registry";
import { m } from "../../../admin-modules/domain/i18n";
import { trpc } from "../../trpc";
import { adminToast, Button, Dialog, useUnsavedChanges } from "../ui";
import { FieldInput } from "./FieldInput";
import { focusFirstInvalid, serverFieldErrors } from "./form-focus";
import type { FormValues } from "./form-values";

/** Does the action ask for input in this dialog before it runs? */
export const asksForInput = (action: RowAction) => Boolean(action.set) && Object.keys(action.fields ?? {}).length > 0;

function startingValues(fields: [string, FieldDef][]): FormValues {
  return Object.fromEntries(
    fields.map(([name, field]) => [name, field.kind === "boolean" ? field.default === true : field.default == null ? "" : String(field.default)]),
  );
}

export function ActionFieldsDialog({
  module,
  action,
  row,
  onClose,
  onDone,
}: {
  module: TableModule;
  action: RowAction;
  row: Record<string, unknown>;
  onClose: () => void;
  onDone: () => void;
}) {
  const fields = useMemo(() => Object.entries(action.fields ?? {}), [action]);
  const initial = useMemo(() => startingValues(fields), [fields]);
  const [values, setValues] = useState<FormValues>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const run = trpc.admin.action.useMutation();
  const formRef = useRef<HTMLFormElement>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (focusRequest) focusFirstInvalid(formRef.current);
  }, [focusRequest]);
  const unsaved = useUnsavedChanges(JSON.stringify(values) !== JSON.stringify(initial));
  const close = unsaved.guard(onClose);
  const label = text(action.label ?? "admin.ui.save");
  const formId = `action-form-${module.key}-${action.key}`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (run.isPending) return;
    try {
      const id = Number(row[module.primaryKey ?? "id"]);
      const result = await run.mutateAsync({ module: module.key, action: action.key, id, values });
      const message = result.message ?? (action.toast ? text(action.toast) : null);
      if (message) adminToast.success(message);
      unsaved.release();
      onDone();
      onClose();
    } catch (error) {
      // The server judges the input: its messages go under their fields, anything else to a toast.
      const fieldErrors = serverFieldErrors(error);
      if (fieldErrors) {
        setErrors(fieldErrors);
        setFocusRequest((n) => n + 1);
      } else adminToast.error(error);
    }
  };

  return (
    <>
      <Dialog
        open
        title={label}
        description={m["admin.action.forRow"]({
          item: text(module.labels.singular),
          name: String(row[titleColumnOf(module)] ?? row[module.primaryKey ?? "id"] ?? ""),
        })}
        onClose={close}
        footer={
          <>
            <Button variant="outline" onClick={close}>
              {m["admin.ui.cancel"]()}
            </Button>
            <Button variant="primary" type="submit" form={formId} disabled={run.isPending}>
              {label}
            </Button>
          </>
        }
      >
        <form id={formId} ref={formRef} className="admin-form-grid" noValidate onSubmit={submit}>
          {fields.map(([name, field]) => (
            <FieldInput
              key={name}
              moduleKey={module.key}
              name={name}
              field={field}
              value={values[name] ?? ""}
              error={errors[name] || undefined}
              onChange={(value) => {
                setValues((current) => ({ ...current, [name]: value }));
                setErrors((current) => (current[name] ? { ...current, [name]: "" } : current));
              }}
            />
          ))}
        </form>
      </Dialog>
      {unsaved.dialog}
    </>
  );
}
