/** The one-time page where the first super admin is created, reached from the link `npm start` prints. */
import { type FormEvent, useState } from "react";
import { Link, useSearch } from "@tanstack/react-router";
import { EmailField } from "../components/EmailField";
import { m } from "../../admin-modules/domain/i18n";
import { trpc } from "../trpc";
import { toastError, toastSuccess } from "../lib/toast";

export function SetupPage() {
  const { token = "" } = useSearch({ strict: false }) as { token?: string };
  const status = trpc.auth.setupStatus.useQuery({ token }, { enabled: token.length > 0 });
  const setup = trpc.auth.setup.useMutation();
  const [fullName, setFullName] = useState("");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [done, setDone] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await setup.mutateAsync({ token, fullName, email, password });
      setDone(true);
      toastSuccess(m["setup.done"]());
    } catch (error) {
      toastError(m["auth.signUpFailed"](), error);
    }
  };

  return (
    <section className="container auth-page">
      <div className="card auth-card">
        <h1>{m["setup.title"]()}</h1>
        {done ? (
          <p>
            {m["setup.done"]()} <Link to="/auth">{m["nav.signIn"]()}</Link>
          </p>
        ) : !token || status.data?.valid === false ? (
          <p role="alert">{m["setup.invalid"]()}</p>
        ) : status.isPending ? (
          <p>{m["site.loading"]()}</p>
        ) : (
          <form className="form" method="post" onSubmit={submit}>
            <p className="muted">{m["setup.text"]()}</p>
            <label className="field">
              <span>{m["setup.fullName"]()}</span>
              <input required value={fullName} onChange={(e) => setFullName(e.target.value)} autoComplete="name" />
            </label>
            <EmailField value={email} onChange={setEmail} />
            <label className="field">
              <span>{m["auth.password"]()}</span>
              <input type="password" required minLength={6} value={password} onChange={(e) => setPassword(e.target.value)} autoComplete="new-password" />
            </label>
            <button type="submit" className="btn btn-primary btn-block" disabled={setup.isPending}>
              {m["setup.create"]()}
            </button>
          </form>
        )}
      </div>
    </section>
  );
}
