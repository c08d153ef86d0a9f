/** Toasts: the spec's titles with the server's message as the description. */
import { loadToast } from "../components/toasts/ToastHost";
import { errorMessage } from "../trpc";

export function toastSuccess(title: string, description?: string) {
  void loadToast().then((toast) => toast.success(title, { description }));
}

/** A destructive toast: the title names what failed, the description says why. */
export function toastError(title: string, error: unknown) {
  const description = typeof error === "string" ? error : errorMessage(error);
  void loadToast().then((toast) => toast.error(title, { description }));
}
