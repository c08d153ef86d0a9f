/** The parent's pages' download of the child's data (src/pages/account/ParentPage.tsx, ParentDataPage.tsx). */
import { m } from "../../../admin-modules/domain/i18n";
import { downloadJson } from "../../lib/download-json";
import { ActionForm } from "../../lib/page-address";
import { toastError } from "../../lib/toast";
import { trpc } from "../../trpc";

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
