/** Content submissions of type "learning" (/admin/content/learning). */
import { contentSubmissionModule } from "./_content-submission";

export default contentSubmissionModule("learning");
