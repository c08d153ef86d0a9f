/**
 * A lesson's practice (issue 30): its exercises one at a time. Each answer goes to the server, which
 * judges it (the page holds no answers) and says right or wrong, with the hint after a wrong answer and
 * the explanation after a right one; another try follows a wrong answer. The verdict is read out by a
 * live region; choices are radio groups or check boxes in a fieldset named by the question, the typed
 * answer and each match a labelled field, the order moved with buttons: all of it works by keyboard.
 * Who judges is the caller's `check`: the lesson page asks the server (and, without a connection, the
 * kept hashes of the right answers, queueing the answer to be sent: src/offline/answer-queue.ts); the
 * back office's phone preview checks the unsaved lesson in the browser and saves nothing.
 */
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { m } from "../../../../admin-modules/domain/i18n";
import type { Answer, PublicExercise } from "../../../../admin-modules/domain/lesson-blocks";
import { toastError } from "../../../lib/toast";
import type { OfflineCheck } from "../../../../admin-modules/domain/offline-feedback";

type Exercise = PublicExercise & { lang: string | null; offline?: OfflineCheck };

/** What the child has chosen or typed so far for one exercise. */
interface Draft {
  choice?: string;
  choices?: string[];
  value?: boolean;
  text?: string;
  order?: string[];
  pairs?: Record<string, string>;
}

/** What a check of one answer says: right or not, the hint after a wrong one, the explanation after a right one. */
export interface Verdict {
  correct: boolean;
  hint: string;
  explanation: string;
  /** Judged on this phone from the kept hashes; the server judges it again when it is sent. */
  here?: boolean;
}

/** What a check gives back: the verdict, or a notice when there is none yet (offline: "checked once sent"). */
export type Checked = Verdict | { notice: string };

/** The draft as the answer procedure takes it, or null when nothing is chosen yet. */
function answerOf(exercise: Exercise, draft: Draft): Answer | null {
  switch (exercise.type) {
    case "single":
      return draft.choice ? { type: "single", choice: draft.choice } : null;
    case "multiple":
      return draft.choices?.length ? { type: "multiple", choices: draft.choices } : null;
    case "truefalse":
      return draft.value === undefined ? null : { type: "truefalse", value: draft.value };
    case "typed":
      return draft.text?.trim() ? { type: "typed", text: draft.text.trim() } : null;
    case "order":
      return { type: "order", order: draft.order ?? exercise.items.map((item) => item.id) };
    case "match": {
      const pairs = draft.pairs ?? {};
      return exercise.left.every((left) => pairs[left.id]) ? { type: "match", pairs } : null;
    }
  }
}

export function Practice({ exercises, check }: { exercises: Exercise[]; check: (blockId: string, answer: Answer) => Promise<Checked> }) {
  const [index, setIndex] = useState(0);
  const [round, setRound] = useState(0);
  const [draft, setDraft] = useState<Draft>({});
  const [verdict, setVerdict] = useState<Verdict | null>(null);
  const [notice, setNotice] = useState("");
  const [pending, setPending] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const actionRef = useRef<HTMLButtonElement>(null);
  // After a verdict, the keyboard is on its button (Try again, Next question): the live region reads the verdict.
  useEffect(() => {
    if (verdict) actionRef.current?.focus();
  }, [verdict]);
  const exercise = exercises[index]!;
  const last = index === exercises.length - 1;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const given = answerOf(exercise, draft);
    if (!given) {
      setVerdict(null);
      setNotice(m["exercise.needAnswer"]());
      return;
    }
    setNotice("");
    setPending(true);
    try {
      const result = await check(exercise.id, given);
      if ("notice" in result) setNotice(result.notice);
      else setVerdict({ correct: result.correct, hint: result.hint, explanation: result.explanation, here: result.here });
    } catch (error) {
      toastError(m["exercise.error.notSaved"](), error);
    } finally {
      setPending(false);
    }
  };

  const next = () => {
    setVerdict(null);
    setDraft({});
    setNotice("");
    if (last) setRound(round + 1);
    setIndex(last ? 0 : index + 1);
    headingRef.current?.focus();
  };
  const tryAgain = () => {
    setVerdict(null);
    setNotice("");
    // Back to the answer, to change it.
    setTimeout(() => formRef.current?.querySelector<HTMLElement>("input:checked, input, select")?.focus());
  };

  const locked = verdict?.correct === true || pending;
  return (
    <section className="practice card" aria-labelledby="practice-title">
      <h2 id="practice-title">{m["lesson.practiceTitle"]()}</h2>
      <form ref={formRef} className="exercise" onSubmit={(event) => void submit(event)} noValidate>
        <h3 ref={headingRef} tabIndex={-1} className="muted small exercise-count">
          {m["exercise.question"]({ number: index + 1, total: exercises.length })}
        </h3>
        <ExerciseInput key={`${round}-${exercise.id}`} exercise={exercise} draft={draft} setDraft={setDraft} disabled={locked} />
        <div className="exercise-feedback" role="status" aria-live="polite">
          {notice && <p className="exercise-notice">{notice}</p>}
          {verdict?.correct === true && (
            <div className="feedback-right">
              <p>
                <strong>{m["exercise.right"]()}</strong>
              </p>
              {verdict.explanation && <p lang={exercise.lang ?? undefined}>{m["exercise.explanation"]({ text: verdict.explanation })}</p>}
            </div>
          )}
          {verdict?.correct === false && (
            <div className="feedback-wrong">
              <p>
                <strong>{m["exercise.wrong"]()}</strong>
              </p>
              <p lang={verdict.hint ? (exercise.lang ?? undefined) : undefined}>
                {verdict.hint ? m["exercise.hint"]({ hint: verdict.hint }) : m["exercise.defaultHint"]()}
              </p>
            </div>
          )}
          {verdict?.here && <p className="muted small">{m["offlinePractice.checkedHere"]()}</p>}
        </div>
        {/* Each button its own element (keys): the click that swaps them must not reach the next one as a submit. */}
        <div className="exercise-actions">
          {verdict?.correct === true ? (
            <button key="next" ref={actionRef} type="button" className="btn btn-primary" onClick={next}>
              {last ? m["exercise.practiseAgain"]() : m["exercise.next"]()}
            </button>
          ) : verdict?.correct === false ? (
            <button key="retry" ref={actionRef} type="button" className="btn btn-primary" onClick={tryAgain}>
              {m["exercise.tryAgain"]()}
            </button>
          ) : (
            <button key="check" type="submit" className="btn btn-primary" disabled={pending}>
              {m["exercise.check"]()}
            </button>
          )}
        </div>
      </form>
    </section>
  );
}

function ExerciseInput({ exercise, draft, setDraft, disabled }: { exercise: Exercise; draft: Draft; setDraft: (draft: Draft) => void; disabled: boolean }) {
  const id = useId();
  const lang = exercise.lang ?? undefined;
  switch (exercise.type) {
    case "single":
    case "multiple":
    case "truefalse": {
      const options =
        exercise.type === "truefalse"
          ? [
              { id: "true", text: m["exercise.true"](), lang: undefined },
              { id: "false", text: m["exercise.false"](), lang: undefined },
            ]
          : exercise.choices.map((choice) => ({ ...choice, lang }));
      const many = exercise.type === "multiple";
      const checked = (option: string) =>
        exercise.type === "truefalse" ? draft.value === (option === "true") : many ? (draft.choices ?? []).includes(option) : draft.choice === option;
      const toggle = (option: string) => {
        if (exercise.type === "truefalse") setDraft({ value: option === "true" });
        else if (many) {
          const chosen = draft.choices ?? [];
          setDraft({ choices: chosen.includes(option) ? chosen.filter((c) => c !== option) : [...chosen, option] });
        } else setDraft({ choice: option });
      };
      return (
        <fieldset className="exercise-choices" disabled={disabled}>
          <legend lang={lang}>{exercise.prompt}</legend>
          <p className="muted small">{many ? m["exercise.chooseMany"]() : m["exercise.chooseOne"]()}</p>
          {options.map((option) => (
            <label key={option.id} className="choice" lang={option.lang}>
              <input
                type={many ? "checkbox" : "radio"}
                name={`${id}-choice`}
                value={option.id}
                checked={checked(option.id)}
                onChange={() => toggle(option.id)}
              />
              <span>{option.text}</span>
            </label>
          ))}
        </fieldset>
      );
    }
    case "typed":
      return (
        <div className="exercise-typed">
          <p className="exercise-prompt" id={`${id}-prompt`} lang={lang}>
            {exercise.prompt}
          </p>
          <label htmlFor={`${id}-text`}>{m["exercise.yourAnswer"]()}</label>
          <input
            id={`${id}-text`}
            className="input"
            type="text"
            inputMode={exercise.numeric ? "decimal" : "text"}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            maxLength={200}
            aria-describedby={`${id}-prompt ${id}-help`}
            value={draft.text ?? ""}
            disabled={disabled}
            onChange={(event) => setDraft({ text: event.target.value })}
          />
          <p id={`${id}-help`} className="muted small">
            {m["exercise.typedHelp"]()}
          </p>
        </div>
      );
    case "order":
      return <OrderInput exercise={exercise} order={draft.order} setOrder={(order) => setDraft({ order })} disabled={disabled} />;
    case "match":
      return (
        <fieldset className="exercise-match" disabled={disabled}>
          <legend lang={lang}>{exercise.prompt}</legend>
          <p className="muted small">{m["exercise.matchHelp"]()}</p>
          {exercise.left.map((left) => (
            <div key={left.id} className="match-row">
              <label htmlFor={`${id}-${left.id}`} lang={lang}>
                {left.text}
              </label>
              <select
                id={`${id}-${left.id}`}
                className="input"
                value={draft.pairs?.[left.id] ?? ""}
                onChange={(event) => setDraft({ pairs: { ...draft.pairs, [left.id]: event.target.value } })}
              >
                <option value="">{m["exercise.matchChoose"]()}</option>
                {exercise.right.map((right) => (
                  <option key={right.id} value={right.id} lang={lang}>
                    {right.text}
                  </option>
                ))}
              </select>
            </div>
          ))}
        </fieldset>
      );
  }
}

function OrderInput({
  exercise,
  order,
  setOrder,
  disabled,
}: {
  exercise: Extract<Exercise, { type: "order" }>;
  order: string[] | undefined;
  setOrder: (order: string[]) => void;
  disabled: boolean;
}) {
  const [moved, setMoved] = useState("");
  const ids = order ?? exercise.items.map((item) => item.id);
  const text = (itemId: string) => exercise.items.find((item) => item.id === itemId)?.text ?? "";
  const move = (from: number, to: number) => {
    const next = [...ids];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item!);
    setOrder(next);
    setMoved(m["exercise.moved"]({ item: text(item!), position: to + 1 }));
  };
  const lang = exercise.lang ?? undefined;
  return (
    <fieldset className="exercise-order" disabled={disabled}>
      <legend lang={lang}>{exercise.prompt}</legend>
      <p className="muted small">{m["exercise.orderHelp"]()}</p>
      <ol>
        {ids.map((itemId, i) => (
          <li key={itemId}>
            <span lang={lang}>{text(itemId)}</span>
            <span className="order-buttons">
              <button
                type="button"
                className="btn btn-ghost"
                aria-label={m["exercise.moveUp"]({ item: text(itemId) })}
                disabled={i === 0}
                onClick={() => move(i, i - 1)}
              >
                ↑
              </button>
              <button
                type="button"
                className="btn btn-ghost"
                aria-label={m["exercise.moveDown"]({ item: text(itemId) })}
                disabled={i === ids.length - 1}
                onClick={() => move(i, i + 1)}
              >
                ↓
              </button>
            </span>
          </li>
        ))}
      </ol>
      <p className="sr-only" aria-live="polite">
        {moved}
      </p>
    </fieldset>
  );
}
