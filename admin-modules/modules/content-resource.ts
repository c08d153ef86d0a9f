/** Content submissions of type "resource" (/admin/content/resource). */
import { contentSubmissionModule } from "./_content-submission";

export default contentSubmissionModule("resource");
