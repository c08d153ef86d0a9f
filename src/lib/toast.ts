/** Toasts: the spec's titles with the server's message as the description. */
import { toast } from "sonner";
import { errorMessage } from "../trpc";

export function toastSuccess(title: string, description?: string) {
  toast.success(title, { description });
}

/** A destructive toast: the title names what failed, the description says why. */
export function toastError(title: string, error: unknown) {
  toast.error(title, { description: typeof error === "string" ? error : errorMessage(error) });
}
