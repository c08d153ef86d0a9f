/** Content submissions of type "event" (/admin/content/event). */
import { contentSubmissionModule } from "./_content-submission";

export default contentSubmissionModule("event");
