/**
 * /join (issue 31): a signed-in child types the class code, sees the class's name and teacher, and joins
 * (or says "Not this one"). Below the consent age the server refuses until the parent agrees, with the
 * same friendly words as all learning. Nothing about the other children is ever shown.
 *
 * Both forms work before the script has run (server/http/forms/handlers.ts, classFind and classJoin):
 * "Find the class" leads to /join?code=…, which the server draws with the class found, and "Join this
 * class" comes back as /join?code=…&done=joined. Once the app runs, it does the same without reloading.
 */
import { useState } from "react";
import { Link, useNavigate } from "@tanstack/react-router";
import { m } from "../../../admin-modules/domain/i18n";
import { useAuth } from "../../auth/AuthContext";
import { FieldError, FormError } from "../../components/FieldError";
import { fieldErrorsOf } from "../../lib/form-errors";
import { useDone, useSearchText } from "../../lib/page-address";
import { useServerForm } from "../../lib/server-form";
import { errorMessage, trpc } from "../../trpc";
import "./classes.css";
import "../../fonts/sinhala-tamil.css";

export function JoinPage() {
  const { user, loading } = useAuth();
  const code = useSearchText("code")?.trim() ?? "";
  if (loading) return <section className="container page" />;
  if (!user)
    return (
      <section className="container page classes-page">
        <h1>{m["classes.join.title"]()}</h1>
        <p>{m["classes.join.signIn"]()}</p>
        <Link to="/auth" search={{ redirect: code ? `/join?code=${encodeURIComponent(code)}` : "/join" }} className="btn btn-primary">
          {m["learning.signIn"]()}
        </Link>
      </section>
    );
  return <JoinForms code={code} />;
}

function JoinForms({ code }: { code: string }) {
  const utils = trpc.useUtils();
  const navigate = useNavigate();
  // The class of the address's code: drawn by the server, so the child sees it before the script runs.
  const preview = trpc.classes.preview.useQuery({ code }, { enabled: code !== "", retry: false });
  const join = trpc.classes.join.useMutation();
  const find = useServerForm("classFind", { code });
  const agree = useServerForm("classJoin", { code });
  const [joinedHere, setJoined] = useState<string | null>(null);
  // Joined without the script: the server's redirect says so, and the page names the class of the code.
  const joinedBefore = useDone() === "joined" && preview.data ? preview.data.name : null;
  const joined = joinedHere ?? joinedBefore;

  const submitFind = find.onSubmit(async (values) => {
    find.setErrors({});
    try {
      await utils.classes.preview.fetch({ code: values.code.trim() });
      agree.setErrors({});
      await navigate({ to: "/join", search: { code: values.code.trim() } });
    } catch (error) {
      find.setErrors(fieldErrorsOf(error));
    }
  });
  const submitJoin = agree.onSubmit(async () => {
    agree.setErrors({});
    try {
      const answer = await join.mutateAsync({ code });
      setJoined(answer.name);
      await utils.classes.mine.invalidate();
    } catch (error) {
      agree.setErrors(fieldErrorsOf(error));
    }
  });

  // What is wrong with the code: the form's answer, or the address's code the server could not find.
  const findProblem =
    find.errors.code ??
    find.errors._ ??
    (preview.error ? (preview.error.data?.code === "NOT_FOUND" ? m["classes.join.notFound"]() : errorMessage(preview.error)) : undefined);
  const found = preview.data && !find.errors.code && !find.errors._ ? preview.data : null;

  return (
    <section className="container page classes-page join-page">
      <h1>{m["classes.join.title"]()}</h1>
      <p>{m["classes.join.intro"]()}</p>
      {joined ? (
        <div className="card" role="status">
          <p>{m["classes.join.joined"]({ name: joined })}</p>
          <Link to="/learning" className="btn btn-primary">
            {m["classes.learning.title"]()}
          </Link>
        </div>
      ) : (
        <>
          <form {...find.formProps} className="card class-form" onSubmit={submitFind}>
            {find.formName}
            <label className="field">
              <span>{m["classes.join.code"]()}</span>
              <input
                name="code"
                required
                maxLength={12}
                autoCapitalize="characters"
                autoComplete="off"
                spellCheck={false}
                value={find.values.code}
                aria-invalid={findProblem ? true : undefined}
                aria-describedby={findProblem ? find.errorId("code") : undefined}
                onChange={find.set("code")}
              />
              <FieldError id={find.errorId("code")} message={findProblem} />
            </label>
            <button type="submit" className="btn btn-primary" disabled={find.busy}>
              {m["classes.join.find"]()}
            </button>
          </form>
          {found && (
            <div className="card join-found" role="status">
              <p>
                <strong>{m["classes.join.found"]({ name: found.name })}</strong>
              </p>
              <p>{m["classes.join.teacher"]({ teacher: found.teacher })}</p>
              <p className="muted">{m["classes.join.school"]({ school: found.school, grade: found.grade })}</p>
              <FormError message={agree.errors._ ?? agree.errors.code} />
              <form {...agree.formProps} className="inline-form" onSubmit={submitJoin}>
                {agree.formName}
                <input type="hidden" name="code" value={code} />
                <button type="submit" className="btn btn-primary" disabled={agree.busy}>
                  {m["classes.join.confirm"]()}
                </button>{" "}
                <Link to="/join" className="btn btn-secondary">
                  {m["classes.join.cancel"]()}
                </Link>
              </form>
            </div>
          )}
        </>
      )}
    </section>
  );
}
