/**
 * Row actions of kind "workflow" that need more than the row: a module's own action that declares input
 * `fields` (the generic ActionFieldsDialog), and the Users module's "edit details" (name, e-mail,
 * organization) and "change role". Every action runs through the one procedure `admin.action` (see
 * runAction); the server finds it in its action table by "<module>.<action>".
 */
import { type FormEvent, useEffect, useRef, useState } from "react";
import type { z } from "zod";
import { fieldOptions, fieldValueSchema, text, type RowAction, type TableModule } from "../../../admin-modules/registry";
import { m } from "../../../admin-modules/domain/i18n";
import { trpc } from "../../trpc";
import { adminToast, Button, ConfirmDialog, Dialog, Field, Select, useUnsavedChanges } from "../ui";
import { ActionFieldsDialog, asksForInput } from "./ActionFieldsDialog";
import { focusFirstInvalid } from "./form-focus";

export interface WorkflowTarget {
  action: RowAction;
  row: Record<string, unknown>;
}

type Client = ReturnType<typeof trpc.useUtils>["client"];

/** Runs a module's action on one row through the one generic procedure: { message } for the toast. */
export function runAction(client: Client, module: TableModule, action: RowAction, row: Record<string, unknown>, values?: Record<string, unknown>) {
  return client.admin.action.mutate({ module: module.key, action: action.key, id: Number(row[module.primaryKey ?? "id"]), values });
}

/** Does this workflow action open a dialog here (rather than run straight away)? */
export const hasDialog = (module: TableModule, action: RowAction) =>
  asksForInput(action) || (module.key === "users" && (action.key === "editUser" || action.key === "setRole"));

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
  if (asksForInput(target.action)) return <ActionFieldsDialog module={module} action={target.action} row={target.row} onClose={onClose} onDone={onDone} />;
  if (target.action.key === "setRole") return <RoleDialog module={module} target={target} onClose={onClose} onDone={onDone} />;
  return <UserDetailsDialog module={module} target={target} onClose={onClose} onDone={onDone} />;
}

const USER_FIELDS = ["full_name", "email", "organization_name"] as const;

/** Runs a dialog's save: the server's message as a Success toast and the dialog closed, or an Error toast. */
async function saveAndClose(save: () => Promise<{ message?: string | null }>, onDone: () => void, onClose: () => void) {
  try {
    const result = await save();
    adminToast.success(result.message ?? m["admin.ui.success"]());
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
      <Button onClick={onCancel}>{m["admin.ui.cancel"]()}</Button>
      <Button variant="primary" type={form ? "submit" : "button"} form={form} onClick={onSave} disabled={saving}>
        {m["admin.ui.save"]()}
      </Button>
    </>
  );
}

function UserDetailsDialog({ module, target, onClose, onDone }: { module: TableModule; target: WorkflowTarget; onClose: () => void; onDone: () => void }) {
  const update = trpc.admin.action.useMutation();
  const [values, setValues] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const stored = (name: string) => String(target.row[name] ?? "");
  useEffect(() => {
    setValues(Object.fromEntries(USER_FIELDS.map((f) => [f, String(target.row[f] ?? "")])));
    setErrors({});
  }, [target]);
  const formRef = useRef<HTMLFormElement>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (focusRequest) focusFirstInvalid(formRef.current);
  }, [focusRequest]);
  const unsaved = useUnsavedChanges(USER_FIELDS.some((name) => values[name] !== undefined && values[name] !== stored(name)));
  const close = unsaved.guard(onClose);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    for (const name of USER_FIELDS) {
      const field = module.fields[name];
      const value = values[name]?.trim() ?? "";
      if (!value) {
        if (field.required) found[name] = m["admin.validation.required"]({ field: text(field.label) });
        continue;
      }
      const result = (fieldValueSchema(field) as z.ZodType).safeParse(value);
      if (!result.success) found[name] = result.error.issues[0]?.message ?? "";
    }
    setErrors(found);
    if (Object.keys(found).length) {
      setFocusRequest((n) => n + 1);
      return;
    }
    await saveAndClose(
      () =>
        update.mutateAsync({
          module: module.key,
          action: target.action.key,
          id: Number(target.row.user_id),
          values: { full_name: values.full_name.trim(), email: values.email.trim(), organization_name: values.organization_name.trim() || null },
        }),
      onDone,
      () => {
        unsaved.release();
        onClose();
      },
    );
  };

  return (
    <Dialog
      open
      title={text(target.action.label ?? "admin.ui.edit")}
      onClose={close}
      footer={<SaveFooter onCancel={close} saving={update.isPending} form="user-details-form" />}
    >
      {unsaved.dialog}
      <form id="user-details-form" ref={formRef} className="admin-form-grid" noValidate onSubmit={submit}>
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

/**
 * Change role: pre-selects the member's current role ("None" when they have none, so one Save never turns
 * a parent into staff), offers None, and asks before granting Super Admin.
 */
function RoleDialog({ module, target, onClose, onDone }: { module: TableModule; target: WorkflowTarget; onClose: () => void; onDone: () => void }) {
  const setRole = trpc.admin.action.useMutation();
  const none = module.fields.role.emptyFilter;
  const options = [
    ...fieldOptions(module.fields.role).map((o) => ({ value: o.value, label: text(o.label) })),
    ...(none ? [{ value: none.value, label: m["admin.users.roleNoneOption"]() }] : []),
  ];
  const current = typeof target.row.role === "string" && target.row.role ? target.row.role : (none?.value ?? "");
  const [role, setValue] = useState(current);
  const [confirming, setConfirming] = useState(false);
  const name = String(target.row.full_name ?? target.row.email ?? "");
  const unsaved = useUnsavedChanges(role !== current);
  const close = unsaved.guard(onClose);

  const save = async () => {
    setConfirming(false);
    await saveAndClose(
      () => setRole.mutateAsync({ module: module.key, action: target.action.key, id: Number(target.row.user_id), values: { role } }),
      onDone,
      () => {
        unsaved.release();
        onClose();
      },
    );
  };
  // Granting Super Admin is asked about first; every other change saves at once.
  const submit = () => (role === "super_admin" && current !== "super_admin" ? setConfirming(true) : void save());

  return (
    <>
      <Dialog
        open={!confirming}
        title={text(target.action.label ?? "admin.field.role")}
        description={name}
        onClose={close}
        footer={<SaveFooter onCancel={close} saving={setRole.isPending} onSave={submit} />}
      >
        <Select label={text(module.fields.role.label)} options={options} value={role} onChange={setValue} />
      </Dialog>
      <ConfirmDialog
        open={confirming}
        title={m["admin.users.confirmSuperAdminTitle"]()}
        message={m["admin.users.confirmSuperAdmin"]({ name })}
        confirmLabel={m["admin.users.grantSuperAdmin"]()}
        busy={setRole.isPending}
        onConfirm={() => void save()}
        onCancel={() => setConfirming(false)}
      />
      {unsaved.dialog}
    </>
  );
}
