/**
 * The Share Your Creation schema with zod, in a chunk of its own: the page fetches it as it opens, so
 * zod stays out of the bundle every visitor downloads. Jitless zod is configured before it parses.
 */
import "../../lib/zod-config";

export { mediaSubmissionSchema } from "../../../admin-modules/domain/media-schemas";
