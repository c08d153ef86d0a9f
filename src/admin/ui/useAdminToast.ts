/** Toasts titled as the spec says: "Success" with the message, or "Error" with the server's message. */
import { toast } from "sonner";
import { m } from "../../../admin-modules/domain/i18n";
import { errorMessage } from "../../trpc";

export function useAdminToast() {
  return adminToast;
}

export const adminToast = {
  success(description: string) {
    toast.success(m["admin.ui.success"](), { description });
  },
  /** `error` may be a thrown tRPC error (its message is shown) or a text. */
  error(error: unknown, title?: string) {
    toast.error(title ?? m["admin.ui.error"](), { description: typeof error === "string" ? error : errorMessage(error) });
  },
};
