/** Content submissions of type "media" (/admin/content/media). */
import { contentSubmissionModule } from "./_content-submission";

export default contentSubmissionModule("media");
