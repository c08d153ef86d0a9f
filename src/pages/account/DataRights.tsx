/**
 * My Account's privacy cards: the parent's consent and view (for a child below the consent age), and the
 * data rights for everyone: "Download my data" (a JSON file) and "Delete my account" (password to confirm).
 */
import { type FormEvent, useId, useRef, useState } from "react";
import { useNavigate } from "@tanstack/react-router";
import { m } from "../../../admin-modules/domain/i18n";
import { parentViewIsAlwaysOn } from "../../../admin-modules/domain/child-safety";
import { useAuth } from "../../auth/AuthContext";
import { downloadJson } from "../../lib/download-json";
import { ActionForm } from "../../lib/page-address";
import { myDataFileName } from "../../../admin-modules/domain/child-safety";
import { forgetThisPerson } from "../../offline/forget-person";
import { formatDay } from "../../lib/format";
import { toastError, toastSuccess } from "../../lib/toast";
import { trpc } from "../../trpc";
import "../../components/safety/safety.css";

export function ParentCard() {
  const { consent, profile, refresh } = useAuth();
  const setParentView = trpc.account.setParentView.useMutation();
  if (consent?.status !== "granted" || !profile) return null;
  const always = parentViewIsAlwaysOn(profile.age_range);

  const toggle = async (visible: boolean) => {
    try {
      await setParentView.mutateAsync({ visible });
      await refresh();
      toastSuccess(m["safety.account.parentViewSaved"]());
    } catch (error) {
      toastError(m["auth.updateFailed"](), error);
    }
  };

  return (
    <section className="card account-card" aria-labelledby="account-parent">
      <h2 id="account-parent">{m["safety.account.parentTitle"]()}</h2>
      {consent.consented_at && <p suppressHydrationWarning>{m["safety.account.parentGranted"]({ date: formatDay(consent.consented_at.slice(0, 10)) })}</p>}
      {always ? (
        <p className="muted">{m["safety.account.parentViewAlways"]()}</p>
      ) : (
        <label className="choice">
          <input type="checkbox" checked={profile.parent_view === 1} disabled={setParentView.isPending} onChange={(e) => void toggle(e.target.checked)} />
          {m["safety.account.parentViewChoice"]()}
        </label>
      )}
    </section>
  );
}

export function DataRightsCard() {
  const { user } = useAuth();
  const utils = trpc.useUtils();
  const navigate = useNavigate();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [password, setPassword] = useState("");
  const [downloading, setDownloading] = useState(false);
  const [keepPublished, setKeepPublished] = useState(false);
  const remove = trpc.account.deleteAccount.useMutation();

  const download = async () => {
    setDownloading(true);
    try {
      const data = await utils.account.exportData.fetch();
      downloadJson(myDataFileName(), data);
    } catch (error) {
      toastError(m["safety.account.downloadFailed"](), error);
    } finally {
      setDownloading(false);
    }
  };

  const confirmDelete = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await remove.mutateAsync({ password, keepPublished });
      dialog.current?.close();
      // The account is gone from the server; what this device kept of it goes too (issue #26).
      await forgetThisPerson().catch(() => undefined);
      utils.auth.session.setData(undefined, { user: null, role: null, profile: null, consent: null });
      await utils.invalidate();
      toastSuccess(m["safety.account.deleted"]());
      void navigate({ to: "/", replace: true });
    } catch (error) {
      toastError(m["safety.account.deleteFailed"](), error);
    }
  };

  if (!user) return null;
  return (
    <section className="card account-card danger-zone" aria-labelledby="account-data">
      <h2 id="account-data">{m["safety.account.dataTitle"]()}</h2>
      <p className="muted">{m["safety.account.dataText"]()}</p>
      <div className="form-actions">
        {/* Without the script the server sends the same file (accountExport); the page stays. */}
        <ActionForm name="accountExport" onApp={() => void download()}>
          <button type="submit" className="btn btn-outline" disabled={downloading}>
            {m["safety.account.download"]()}
          </button>
        </ActionForm>
        <button
          type="button"
          className="btn btn-danger"
          aria-haspopup="dialog"
          // Its dialog is the app's: a tap before the app runs is repeated once it does (src/boot).
          data-needs-app
          onClick={() => {
            setPassword("");
            setKeepPublished(false);
            dialog.current?.showModal();
          }}
        >
          {m["safety.account.delete"]()}
        </button>
      </div>
      <dialog ref={dialog} className="report-dialog" aria-labelledby={titleId}>
        <form className="form" method="post" onSubmit={confirmDelete}>
          <h2 id={titleId}>{m["safety.account.deleteTitle"]()}</h2>
          <p>{m["safety.account.deleteText"]()}</p>
          <label className="field">
            <span>{m["safety.account.deletePassword"]()}</span>
            <input
              type="password"
              name="deletePassword"
              autoComplete="current-password"
              required
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </label>
          <label className="checkbox-row">
            <input type="checkbox" name="keepPublished" checked={keepPublished} onChange={(e) => setKeepPublished(e.target.checked)} />
            <span>{m["safety.account.keepPublished"]()}</span>
          </label>
          <div className="button-row">
            <button type="submit" className="btn btn-danger" disabled={remove.isPending || !password}>
              {m["safety.account.deleteConfirm"]()}
            </button>
            <button type="button" className="btn btn-outline" onClick={() => dialog.current?.close()}>
              {m["account.cancel"]()}
            </button>
          </div>
        </form>
      </dialog>
    </section>
  );
}
