/** Toasts titled as the spec says: "Success" with the message, or "Error" with the server's message. */
import { loadToast } from "../../components/toasts/ToastHost";
import { m } from "../../../admin-modules/domain/i18n";
import { errorMessage } from "../../trpc";

export function useAdminToast() {
  return adminToast;
}

export const adminToast = {
  success(description: string) {
    void loadToast().then((toast) => toast.success(m["admin.ui.success"](), { description }));
  },
  /** `error` may be a thrown tRPC error (its message is shown) or a text. */
  error(error: unknown, title?: string) {
    const description = typeof error === "string" ? error : errorMessage(error);
    void loadToast().then((toast) => toast.error(title ?? m["admin.ui.error"](), { description }));
  },
};
