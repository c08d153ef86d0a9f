/**
 * A lesson's practice (issue 30): its exercises one at a time. Each answer goes to the server, which
 * judges it (the page holds no answers) and says right or wrong, with the hint after a wrong answer and
 * the explanation after a right one; another try follows a wrong answer. The verdict is read out by a
 * live region; choices are radio groups or check boxes in a fieldset named by the question, the typed
 * answer and each match a labelled field, the order moved with buttons: all of it works by keyboard.
 * Who judges is the caller's `check`: the lesson page asks the server (and, without a connection, the
 * kept hashes of the right answers, queueing the answer to be sent: src/offline/answer-queue.ts); the
 * back office's phone preview checks the unsaved lesson in the browser and saves nothing.
 *
 * On the lesson page (`form`) each exercise is also a plain form that works before the script has arrived,
 * or without it: it posts to the page (server/http/forms/lesson-answer.ts) with an attempt key drawn into it,
 * every control has a name, an order is given with a place per item, and "Try again" and "Next question" are
 * links; the server sends the child back with the verdict (`start`). Once the app runs, the same form is
 * sent through `check`, and the order's up and down buttons and the action buttons are the app's.
 */
import { type FormEvent, type MouseEvent, useEffect, useId, useRef, useState } from "react";
import { m } from "../../../../admin-modules/domain/i18n";
import type { Answer, PublicExercise } from "../../../../admin-modules/domain/lesson-blocks";
import { toastError } from "../../../lib/toast";
import type { OfflineCheck } from "../../../../admin-modules/domain/offline-feedback";
import { FormName, useAppRunning, usePageAddress } from "../../../lib/page-address";
import { useFormAnswer } from "../../../lib/page-view";

/** The plain form's name (server/http/forms/handlers.ts). */
export const LESSON_ANSWER_FORM = "lessonAnswer";

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

/** A new id for one answer: sent twice (a double tap, a retry), the server counts it once. */
export function newAttemptKey(prefix = ""): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return prefix + Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** Where the practice starts: the exercise the server has just judged (its verdict and the answer given), or question `question` (1 first). */
export interface PracticeStart {
  blockId?: string;
  verdict?: Verdict;
  answer?: Answer | null;
  question?: number;
}

/** An answer given before, as the controls show it: the draft holds the same fields, without the type. */
function draftOf(answer: Answer | null | undefined): Draft {
  if (!answer) return {};
  const { type: _type, ...draft } = answer;
  return draft;
}

export function Practice({
  exercises,
  check,
  form,
  start,
}: {
  exercises: Exercise[];
  check: (blockId: string, answer: Answer) => Promise<Checked>;
  /** The lesson page: each exercise is also a plain form for the server. */
  form?: { courseId: number; lessonId: number };
  start?: PracticeStart;
}) {
  const startIndex = () => {
    const judged = exercises.findIndex((exercise) => exercise.id === start?.blockId);
    if (judged >= 0) return judged;
    const asked = Math.trunc(Number(start?.question ?? 1)) - 1;
    return asked >= 0 && asked < exercises.length ? asked : 0;
  };
  const [index, setIndex] = useState(startIndex);
  const [round, setRound] = useState(0);
  const judgedHere = () => start?.verdict !== undefined && exercises[startIndex()]?.id === start.blockId;
  const [draft, setDraft] = useState<Draft>(() => (judgedHere() ? draftOf(start?.answer) : {}));
  const [verdict, setVerdict] = useState<Verdict | null>(() => (judgedHere() ? start!.verdict! : null));
  // A plain form the server refused (nothing chosen, the session ended): its message under that exercise.
  const refused = useFormAnswer(LESSON_ANSWER_FORM);
  const [notice, setNotice] = useState(() => (form && refused?.values.blockId === exercises[startIndex()]?.id ? (refused?.errors._ ?? "") : ""));
  const [pending, setPending] = useState(false);
  const running = useAppRunning();
  const action = usePageAddress();
  // Drawn into the plain form: the same form sent twice is the same attempt (made on the server, kept by the page).
  const [formKey] = useState(() => newAttemptKey("form-"));
  const headingRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const actionRef = useRef<HTMLElement | null>(null);
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
  // Before the script (or without it), the actions are links to the page at that question: the server draws it afresh.
  const plain = form !== undefined && !running;
  const question = (number: number) => `?q=${number}#practice-title`;
  const actionButton = (key: string, label: string, href: string, onClick: () => void) =>
    plain ? (
      <a key={key} href={href} className="btn btn-primary">
        {label}
      </a>
    ) : (
      <button
        key={key}
        ref={(element) => {
          actionRef.current = element;
        }}
        type="button"
        className="btn btn-primary"
        onClick={(event: MouseEvent) => {
          event.preventDefault();
          onClick();
        }}
      >
        {label}
      </button>
    );
  return (
    <section className="practice card" aria-labelledby="practice-title">
      <h2 id="practice-title">{m["lesson.practiceTitle"]()}</h2>
      <form
        ref={formRef}
        className="exercise"
        onSubmit={(event) => void submit(event)}
        noValidate
        {...(form ? { method: "post", action: `${action}#practice-title` } : {})}
      >
        {form && (
          <>
            <FormName name={LESSON_ANSWER_FORM} />
            <input type="hidden" name="courseId" value={form.courseId} />
            <input type="hidden" name="lessonId" value={form.lessonId} />
            <input type="hidden" name="blockId" value={exercise.id} />
            <input type="hidden" name="type" value={exercise.type} />
            {/* Random per drawing: the browser keeps the server's value, which is the one a plain send carries. */}
            <input type="hidden" name="attemptKey" value={formKey} suppressHydrationWarning />
          </>
        )}
        <h3 ref={headingRef} tabIndex={-1} className="muted small exercise-count">
          {m["exercise.question"]({ number: index + 1, total: exercises.length })}
        </h3>
        <ExerciseInput key={`${round}-${exercise.id}`} exercise={exercise} draft={draft} setDraft={setDraft} disabled={locked} plain={plain} />
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
            actionButton("next", last ? m["exercise.practiseAgain"]() : m["exercise.next"](), question(last ? 1 : index + 2), next)
          ) : verdict?.correct === false ? (
            actionButton("retry", m["exercise.tryAgain"](), question(index + 1), tryAgain)
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

function ExerciseInput({
  exercise,
  draft,
  setDraft,
  disabled,
  plain,
}: {
  exercise: Exercise;
  draft: Draft;
  setDraft: (draft: Draft) => void;
  disabled: boolean;
  plain: boolean;
}) {
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
                name={many ? `choices.${option.id}` : "choice"}
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
            name="text"
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
      return plain ? (
        <OrderPlaces exercise={exercise} order={draft.order} disabled={disabled} />
      ) : (
        <OrderInput exercise={exercise} order={draft.order} setOrder={(order) => setDraft({ order })} disabled={disabled} />
      );
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
                name={`pair.${left.id}`}
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

/** An order without the script: a place (1 first) chosen for each item, as shown or as the child last gave it (`order`). */
function OrderPlaces({ exercise, order, disabled }: { exercise: Extract<Exercise, { type: "order" }>; order: string[] | undefined; disabled: boolean }) {
  const id = useId();
  const lang = exercise.lang ?? undefined;
  return (
    <fieldset className="exercise-order" disabled={disabled}>
      <legend lang={lang}>{exercise.prompt}</legend>
      <p className="muted small">{m["lessonForm.orderHelp"]()}</p>
      <ol>
        {exercise.items.map((item, i) => (
          <li key={item.id} className="match-row">
            <label htmlFor={`${id}-${item.id}`} lang={lang}>
              {item.text}
            </label>
            <select
              id={`${id}-${item.id}`}
              name={`place.${item.id}`}
              className="input"
              defaultValue={String((order?.indexOf(item.id) ?? -1) + 1 || i + 1)}
              aria-label={m["lessonForm.place"]({ item: item.text })}
            >
              {exercise.items.map((_, place) => (
                <option key={String(place + 1)} value={String(place + 1)}>
                  {place + 1}
                </option>
              ))}
            </select>
          </li>
        ))}
      </ol>
    </fieldset>
  );
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
