/**
 * "This site shows demo content" on the dashboard, for super admins while demo rows exist, with a
 * "Remove demo content" button behind a confirmation dialog. The server checks the role and removes
 * every demo row in one transaction (adminWorkflows.removeDemoContent).
 */
import { useState } from "react";
import { m } from "../../../admin-modules/domain/i18n";
import { trpc } from "../../trpc";
import { adminToast, Button, ConfirmDialog } from "../ui";

export function DemoNotice() {
  const utils = trpc.useUtils();
  const demo = trpc.adminWorkflows.demoContent.useQuery();
  const remove = trpc.adminWorkflows.removeDemoContent.useMutation();
  const [confirming, setConfirming] = useState(false);

  if (!demo.data || demo.data.total === 0) return null;
  const count = demo.data.total;

  const onConfirm = () => {
    remove.mutate(
      { confirm: true },
      {
        onSuccess: (result) => {
          setConfirming(false);
          adminToast.success(m["admin.demo.removed"]({ rows: result.rows, files: result.files.length }));
          // Every list and count may have changed.
          void utils.invalidate();
        },
        onError: (error) => adminToast.error(error),
      },
    );
  };

  return (
    <section className="screen-section demo-notice" aria-labelledby="demo-notice-title">
      <h2 id="demo-notice-title">{m["admin.demo.title"]()}</h2>
      <p>{m["admin.demo.body"]({ count })}</p>
      <Button variant="danger" icon="Trash2" onClick={() => setConfirming(true)}>
        {m["admin.demo.remove"]()}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={m["admin.demo.confirmTitle"]()}
        message={m["admin.demo.confirmMessage"]({ count })}
        confirmLabel={m["admin.demo.remove"]()}
        busy={remove.isPending}
        onConfirm={onConfirm}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}
