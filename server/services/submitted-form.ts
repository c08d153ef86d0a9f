/** A form posted with multipart/form-data as the services read it (server/http/multipart.ts reads it off the request). */
import type { ImageRejectedError } from "./images";

export interface SubmittedForm {
  fields: Record<string, string>;
  /** The bytes of the one accepted file field, when one was sent and not empty. */
  file: Buffer | null;
  /** Why the file was dropped (too large); the text fields are still read, so a form can be shown again with them. */
  fileError: ImageRejectedError | null;
}
