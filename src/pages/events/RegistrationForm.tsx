/** The registration form of an event, or the reason registration is closed (full, past, cancelled). */
import { type FormEvent, useState } from "react";
import { t } from "../../../admin-modules/domain/messages";
import { useAuth } from "../../auth/AuthContext";
import { toastError, toastSuccess } from "../../lib/toast";
import { errorMessage, trpc } from "../../trpc";

interface Props {
  event: { id: number; title: string; registration: "open" | "full" | "past" | "cancelled" };
  onRegistered: () => void;
}

export function RegistrationForm({ event, onRegistered }: Props) {
  const { user, profile } = useAuth();
  const [name, setName] = useState(profile?.full_name ?? "");
  const [email, setEmail] = useState(user?.email ?? "");
  const [phone, setPhone] = useState("");
  const [notes, setNotes] = useState("");
  const [done, setDone] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const register = trpc.public.events.register.useMutation();

  if (done) {
    return (
      <div className="register-success" role="status">
        <h2 style={{ fontSize: "1.15rem" }}>{t("events.register.successTitle")}</h2>
        <p>{done}</p>
      </div>
    );
  }
  if (event.registration !== "open") {
    const [title, text] =
      event.registration === "full"
        ? [t("events.register.full"), t("events.register.fullText")]
        : event.registration === "past"
          ? [t("events.register.closed"), t("events.register.past")]
          : [t("events.register.closed"), t("events.register.cancelled")];
    return (
      <div className="notice warning" role="status">
        <h2 style={{ fontSize: "1.15rem" }}>{title}</h2>
        <p style={{ margin: 0 }}>{text}</p>
      </div>
    );
  }

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setProblem(null);
    try {
      const result = await register.mutateAsync({ eventId: event.id, name, email, phone: phone || null, notes: notes || null });
      toastSuccess(t("events.register.successTitle"));
      setDone(result.message);
      onRegistered();
    } catch (error) {
      setProblem(errorMessage(error));
      toastError(t("events.register.failed"), error);
    }
  };

  return (
    <form className="form" onSubmit={submit} aria-labelledby="register-title">
      <h2 id="register-title" style={{ fontSize: "1.15rem", margin: ".75rem 0 0" }}>
        {t("events.register.title")}
      </h2>
      <label className="field">
        <span>{t("events.register.name")}</span>
        <input name="name" autoComplete="name" required maxLength={200} value={name} onChange={(e) => setName(e.target.value)} />
      </label>
      <label className="field">
        <span>{t("events.register.email")}</span>
        <input type="email" name="email" autoComplete="email" required maxLength={254} value={email} onChange={(e) => setEmail(e.target.value)} />
      </label>
      <label className="field">
        <span>{t("events.register.phone")}</span>
        <input type="tel" name="phone" autoComplete="tel" maxLength={40} value={phone} onChange={(e) => setPhone(e.target.value)} />
      </label>
      <label className="field">
        <span>{t("events.register.notes")}</span>
        <textarea name="notes" maxLength={1000} rows={3} value={notes} onChange={(e) => setNotes(e.target.value)} />
      </label>
      <p className="small muted">{t("events.register.privacy")}</p>
      {problem && (
        <p className="field-error" role="alert">
          {problem}
        </p>
      )}
      <button type="submit" className="btn btn-primary btn-block" disabled={register.isPending}>
        {register.isPending ? t("events.register.sending") : t("events.register.submit")}
      </button>
    </form>
  );
}
