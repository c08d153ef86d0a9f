/** Change password: current, new (at least 6), confirmation. The server ends every other session. */
import { type FormEvent, useState } from "react";
import { t } from "../../../admin-modules/domain/messages";
import { toastError, toastSuccess } from "../../lib/toast";
import { trpc } from "../../trpc";
import { NewPasswordFields } from "./PasswordFields";

export function ChangePasswordForm() {
  const change = trpc.auth.changePassword.useMutation();
  const [current, setCurrent] = useState("");
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (password !== confirm) return;
    try {
      await change.mutateAsync({ currentPassword: current, newPassword: password });
      toastSuccess(t("account.passwordChanged"), t("account.passwordChangedText"));
      setCurrent("");
      setPassword("");
      setConfirm("");
    } catch (error) {
      toastError(t("account.passwordChangeFailed"), error);
    }
  };

  return (
    <form className="form" onSubmit={submit}>
      <label className="field">
        <span>{t("account.currentPassword")}</span>
        <input
          type="password"
          name="currentPassword"
          autoComplete="current-password"
          required
          maxLength={200}
          value={current}
          onChange={(e) => setCurrent(e.target.value)}
        />
      </label>
      <NewPasswordFields password={password} confirm={confirm} onPassword={setPassword} onConfirm={setConfirm} />
      <div className="form-actions">
        <button type="submit" className="btn btn-primary" disabled={change.isPending || password !== confirm}>
          {t("account.changePasswordButton")}
        </button>
      </div>
    </form>
  );
}
