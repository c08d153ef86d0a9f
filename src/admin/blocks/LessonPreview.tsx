/**
 * "Preview on a phone" (issue 30): the unsaved blocks drawn by the very components of the child's lesson
 * page (LessonBlocks' ReadingBlock, Practice), in a frame 375 px wide. The exercises reach the player as
 * a child's page gets them (publicBlock: no answers); answers given here are checked in the browser
 * against the blocks being written, with the same grading as the server, and saved nowhere.
 */
import { m } from "../../../admin-modules/domain/i18n";
import { isCorrect } from "../../../admin-modules/domain/grading";
import { answerLines, type Answer, type Block, isExercise, publicBlock } from "../../../admin-modules/domain/lesson-blocks";
import { isReading, ReadingBlock, type ShownBlock } from "../../pages/learning/lesson/LessonBlocks";
import { Practice, type Verdict } from "../../pages/learning/lesson/Practice";
import "../../pages/learning/learning.css";

/** The blocks as they would be saved (blank typed answers dropped). */
const asSaved = (blocks: readonly Block[]): Block[] => blocks.map((b) => (b.type === "typed" ? { ...b, answers: answerLines(b.answers.join("\n")) } : b));

export function LessonPreview({ blocks }: { blocks: readonly Block[] }) {
  const saved = asSaved(blocks);
  const shown = saved.map((block) => publicBlock(block, null)) as ShownBlock[];
  const exercises = shown.filter((block) => !isReading(block)) as Extract<ShownBlock, { prompt: string }>[];
  const check = async (blockId: string, answer: Answer): Promise<Verdict> => {
    const exercise = saved.find((b) => b.id === blockId);
    const correct = exercise !== undefined && isExercise(exercise) && isCorrect(exercise, answer);
    const texts = exercise && isExercise(exercise) ? exercise : { hint: "", explanation: "" };
    return { correct, hint: correct ? "" : texts.hint, explanation: correct ? texts.explanation : "" };
  };
  return (
    // The practice's own form sits inside the module's form: its submit must not reach the module's (a save).
    <section className="lesson-preview" aria-label={m["admin.blocks.preview"]()} onSubmit={(event) => event.stopPropagation()}>
      <p className="admin-help">{m["admin.blocks.previewNote"]()}</p>
      <div className="lesson-preview-phone">
        <article className="lesson-page">
          <div className="lesson-blocks">
            {shown.filter(isReading).map((block) => (
              <ReadingBlock key={block.id} block={block} />
            ))}
          </div>
          {/* A change to the exercises starts the practice again (its place in the list may no longer exist). */}
          {exercises.length > 0 && <Practice key={JSON.stringify(exercises)} exercises={exercises} check={check} />}
        </article>
      </div>
    </section>
  );
}
