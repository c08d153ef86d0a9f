/** A parent page's action as a form posted to the page itself (src/pages/account/ParentPage.tsx, ParentDataPage.tsx). */
import type { FormEvent, ReactNode } from "react";
import { FormName, usePageAddress } from "../../lib/page-address";

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
