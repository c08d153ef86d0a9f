/**
 * Row actions of kind "workflow" whose procedure needs more than the row id: the Users module's
 * "edit details" (name, e-mail, organization) and "change role". Other workflows are called with
 * { id } (see callWorkflow); screens with richer workflows (media review, registrations) are custom.
 */
import { type FormEvent, useEffect, useState } from "react";
import type { z } from "zod";
import { fieldOptions, fieldValueSchema, text, type RowAction, type TableModule } from "../../../admin-modules/registry";
import { t } from "../../../admin-modules/domain/messages";
import { trpc } from "../../trpc";
import { adminToast, Button, Dialog, Field, Select } from "../ui";

export interface WorkflowTarget {
  action: RowAction;
  row: Record<string, unknown>;
}

type Client = ReturnType<typeof trpc.useUtils>["client"];

/** Calls a workflow procedure named by its tRPC path ("adminWorkflows.resolveReport"). */
export async function callWorkflow(client: Client, procedure: string, input: unknown): Promise<{ message?: string | null } | undefined> {
  let target: unknown = client;
  for (const part of procedure.split(".")) target = (target as Record<string, unknown>)?.[part];
  const mutate = (target as { mutate?: (input: unknown) => Promise<unknown> } | undefined)?.mutate;
  if (!mutate) throw new Error(t("error.notFound"));
  return (await mutate(input)) as { message?: string | null } | undefined;
}

/** The input of a workflow that needs only the row: its id (and the status a report action sets). */
export function simpleWorkflowInput(module: TableModule, action: RowAction, row: Record<string, unknown>): unknown {
  const id = Number(row[module.primaryKey ?? "id"]);
  if (action.procedure === "adminWorkflows.resolveReport") return { id, status: action.key === "resolve" ? "resolved" : "dismissed" };
  return { id };
}

/** Does this workflow action open a dialog here (rather than run straight away)? */
export const hasDialog = (module: TableModule, action: RowAction) => module.key === "users" && (action.key === "editUser" || action.key === "setRole");

export function WorkflowDialog({
  module,
  target,
  onClose,
  onDone,
}: {
  module: TableModule;
  target: WorkflowTarget | null;
  onClose: () => void;
  onDone: () => void;
}) {
  if (!target) return null;
  if (target.action.key === "setRole") return <RoleDialog module={module} target={target} onClose={onClose} onDone={onDone} />;
  return <UserDetailsDialog module={module} target={target} onClose={onClose} onDone={onDone} />;
}

const USER_FIELDS = ["full_name", "email", "organization_name"] as const;

/** Runs a dialog's save: the server's message as a Success toast and the dialog closed, or an Error toast. */
async function saveAndClose(save: () => Promise<{ message: string }>, onDone: () => void, onClose: () => void) {
  try {
    const result = await save();
    adminToast.success(result.message);
    onDone();
    onClose();
  } catch (error) {
    adminToast.error(error);
  }
}

/** Cancel and Save, the footer both dialogs share. */
function SaveFooter({ onCancel, saving, form, onSave }: { onCancel: () => void; saving: boolean; form?: string; onSave?: () => void }) {
  return (
    <>
      <Button onClick={onCancel}>{t("admin.ui.cancel")}</Button>
      <Button variant="primary" type={form ? "submit" : "button"} form={form} onClick={onSave} disabled={saving}>
        {t("admin.ui.save")}
      </Button>
    </>
  );
}

function UserDetailsDialog({ module, target, onClose, onDone }: { module: TableModule; target: WorkflowTarget; onClose: () => void; onDone: () => void }) {
  const update = trpc.adminWorkflows.updateUser.useMutation();
  const [values, setValues] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    setValues(Object.fromEntries(USER_FIELDS.map((f) => [f, String(target.row[f] ?? "")])));
    setErrors({});
  }, [target]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    for (const name of USER_FIELDS) {
      const field = module.fields[name];
      const value = values[name]?.trim() ?? "";
      if (!value) {
        if (field.required) found[name] = t("admin.validation.required", { field: text(field.label) });
        continue;
      }
      const result = (fieldValueSchema(field) as z.ZodType).safeParse(value);
      if (!result.success) found[name] = result.error.issues[0]?.message ?? "";
    }
    setErrors(found);
    if (Object.keys(found).length) return;
    await saveAndClose(
      () =>
        update.mutateAsync({
          userId: Number(target.row.user_id),
          full_name: values.full_name.trim(),
          email: values.email.trim(),
          organization_name: values.organization_name.trim() || null,
        }),
      onDone,
      onClose,
    );
  };

  return (
    <Dialog
      open
      title={text(target.action.label ?? "admin.ui.edit")}
      onClose={onClose}
      footer={<SaveFooter onCancel={onClose} saving={update.isPending} form="user-details-form" />}
    >
      <form id="user-details-form" className="admin-form-grid" noValidate onSubmit={submit}>
        {USER_FIELDS.map((name) => (
          <Field
            key={name}
            label={text(module.fields[name].label)}
            required={module.fields[name].required}
            error={errors[name]}
            fullWidth
            inputProps={{
              name,
              type: name === "email" ? "email" : "text",
              value: values[name] ?? "",
              onChange: (e) => setValues((v) => ({ ...v, [name]: e.target.value })),
            }}
          />
        ))}
      </form>
    </Dialog>
  );
}

function RoleDialog({ module, target, onClose, onDone }: { module: TableModule; target: WorkflowTarget; onClose: () => void; onDone: () => void }) {
  const setRole = trpc.adminWorkflows.setUserRole.useMutation();
  const options = fieldOptions(module.fields.role).map((o) => ({ value: o.value, label: text(o.label) }));
  const [role, setValue] = useState(String(target.row.role ?? "organization"));

  const submit = async () => {
    await saveAndClose(() => setRole.mutateAsync({ userId: Number(target.row.user_id), role: role as "organization" | "super_admin" }), onDone, onClose);
  };

  return (
    <Dialog
      open
      title={text(target.action.label ?? "admin.field.role")}
      description={String(target.row.full_name ?? target.row.email ?? "")}
      onClose={onClose}
      footer={<SaveFooter onCancel={onClose} saving={setRole.isPending} onSave={() => void submit()} />}
    >
      <Select label={text(module.fields.role.label)} options={options} value={role} onChange={setValue} />
    </Dialog>
  );
}
