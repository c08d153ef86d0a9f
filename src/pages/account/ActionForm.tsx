/** A parent page's actions as forms posted to the page itself (src/pages/account/ParentPage.tsx, ParentDataPage.tsx). */
import type { FormEvent, ReactNode } from "react";
import { m } from "../../../admin-modules/domain/i18n";
import { downloadJson } from "../../lib/download-json";
import { FormName, usePageAddress } from "../../lib/page-address";
import { toastError } from "../../lib/toast";
import { trpc } from "../../trpc";

/**
 * One action of the page as a form posted to it (with hidden fields), so it works before the script runs;
 * once the app runs, `onApp` does it instead (with the app's confirm dialog where it asks one).
 */
export function ActionForm({ name, fields = {}, onApp, children }: { name: string; fields?: Record<string, string>; onApp: () => void; children: ReactNode }) {
  const action = usePageAddress();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApp();
  };
  return (
    <form method="post" action={action} onSubmit={submit} className="action-form">
      <FormName name={name} />
      {Object.entries(fields).map(([key, value]) => (
        <input key={key} type="hidden" name={key} value={value} />
      ))}
      {children}
    </form>
  );
}

/** "Download the child's data" as a JSON file: the server's file without the script, the app's download with it. */
export function ChildDataJsonButton({ token, username, label }: { token: string; username: string; label: string }) {
  const utils = trpc.useUtils();
  const download = async () => {
    try {
      downloadJson(`${username}-data.json`, await utils.parent.exportData.fetch({ token }));
    } catch (error) {
      toastError(m["safety.parent.failed"](), error);
    }
  };
  return (
    <ActionForm name="parentExport" onApp={() => void download()}>
      <button type="submit" className="btn btn-outline">
        {label}
      </button>
    </ActionForm>
  );
}
