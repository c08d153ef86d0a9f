/**
 * While an enrolled learner has a course open and visible, a heartbeat a minute tells the server; after 60
 * minutes of learning in one Sri Lanka day the server says so once, and a gentle message appears. It
 * never blocks anything: it can be closed and the lesson goes on.
 */
import { useEffect, useState } from "react";
import { m } from "../../../admin-modules/domain/i18n";
import { trpc } from "../../trpc";
import "../../components/safety/safety.css";

const BEAT_MS = 60_000;

export function LearningBreak({ active }: { active: boolean }) {
  const beat = trpc.public.learning.activity.useMutation();
  const [show, setShow] = useState(false);
  const { mutateAsync } = beat;

  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => {
      if (document.visibilityState !== "visible") return;
      mutateAsync()
        .then((answer) => {
          if (answer.showBreak) setShow(true);
        })
        .catch(() => undefined);
    }, BEAT_MS);
    return () => clearInterval(timer);
  }, [active, mutateAsync]);

  if (!show) return null;
  return (
    <div className="card learning-break" role="status">
      <h2>{m["safety.break.title"]()}</h2>
      <p>{m["safety.break.text"]()}</p>
      <div>
        <button type="button" className="btn btn-outline" onClick={() => setShow(false)}>
          {m["safety.break.dismiss"]()}
        </button>
      </div>
    </div>
  );
}
