/**
 * /join (issue 31): a signed-in child types the class code, sees the class's name and teacher, and joins
 * (or says "Not this one"). Below the consent age the server refuses until the parent agrees, with the
 * same friendly words as all learning. Nothing about the other children is ever shown.
 */
import { type FormEvent, useState } from "react";
import { Link } from "@tanstack/react-router";
import { m } from "../../../admin-modules/domain/i18n";
import { useAuth } from "../../auth/AuthContext";
import { errorMessage, trpc } from "../../trpc";
import "./classes.css";

type Found = { name: string; school: string; grade: string; teacher: string };

export function JoinPage() {
  const { user, loading } = useAuth();
  const utils = trpc.useUtils();
  const join = trpc.classes.join.useMutation();
  const [code, setCode] = useState("");
  const [found, setFound] = useState<Found | null>(null);
  const [joined, setJoined] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  if (loading) return <section className="container page" />;
  if (!user)
    return (
      <section className="container page classes-page">
        <h1>{m["classes.join.title"]()}</h1>
        <p>{m["classes.join.signIn"]()}</p>
        <Link to="/auth" search={{ redirect: "/join" }} className="btn btn-primary">
          {m["learning.signIn"]()}
        </Link>
      </section>
    );

  const find = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    setFound(null);
    try {
      setFound(await utils.classes.preview.fetch({ code }));
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };
  const confirm = async () => {
    setProblem(null);
    try {
      const answer = await join.mutateAsync({ code });
      setJoined(answer.name);
      setFound(null);
      await utils.classes.mine.invalidate();
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };

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
          <form className="card class-form" onSubmit={(e) => void find(e)}>
            <label className="field">
              <span>{m["classes.join.code"]()}</span>
              <input
                required
                maxLength={12}
                autoCapitalize="characters"
                autoComplete="off"
                spellCheck={false}
                value={code}
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? "join-problem" : undefined}
                onChange={(e) => setCode(e.target.value)}
              />
            </label>
            <button type="submit" className="btn btn-primary">
              {m["classes.join.find"]()}
            </button>
          </form>
          {problem && (
            <p id="join-problem" className="field-error" role="alert">
              {problem}
            </p>
          )}
          {found && (
            <div className="card join-found" role="status">
              <p>
                <strong>{m["classes.join.found"]({ name: found.name })}</strong>
              </p>
              <p>{m["classes.join.teacher"]({ teacher: found.teacher })}</p>
              <p className="muted">{m["classes.join.school"]({ school: found.school, grade: found.grade })}</p>
              <button type="button" className="btn btn-primary" disabled={join.isPending} onClick={() => void confirm()}>
                {m["classes.join.confirm"]()}
              </button>{" "}
              <button type="button" className="btn btn-secondary" onClick={() => setFound(null)}>
                {m["classes.join.cancel"]()}
              </button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
