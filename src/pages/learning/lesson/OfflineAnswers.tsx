/**
 * What waits on this phone to be sent (answers given without a connection), then that it was sent. Its
 * own live region, outside the practice's, which says the verdict.
 */
import { m } from "../../../../admin-modules/domain/i18n";
import { useAnswerQueue } from "../../../offline/answer-queue";

export function OfflineAnswers({ lessonId }: { lessonId: number }) {
  const queue = useAnswerQueue(lessonId);
  return (
    <div className="offline-answers" role="status" data-testid="offline-answers">
      {queue.waiting > 0 ? (
        <p className="notice">{m["offlinePractice.waiting"]({ count: queue.waiting })}</p>
      ) : (
        queue.sent > 0 && <p className="notice course-complete">{m["offlinePractice.sent"]({ count: queue.sent })}</p>
      )}
    </div>
  );
}
