/**
 * What the platform accepts as a link or a file's address, in one place: the back office's fields
 * (admin-modules/schema.ts) and the publishing of a submission (server/admin/workflows/publish.ts) apply
 * the same rules.
 */

const WEB_ADDRESS = /^https?:\/\/[^\s/$.?#].[^\s]*$/i;
const HTTPS_ADDRESS = /^https:\/\/[^\s/$.?#].[^\s]*$/i;
// Uploaded files, and the seeded demo pictures (so a seeded row can be saved again unchanged).
const UPLOAD_PATH = /^\/(uploads|demo)\/[A-Za-z0-9._\-/]+$/;

/** An http or https address of another site. */
export const isWebAddress = (value: string) => WEB_ADDRESS.test(value);
/** An https address only (video links and others a child opens on another site). */
export const isHttpsAddress = (value: string) => HTTPS_ADDRESS.test(value);
/** A file of ours: an upload, or a seeded demo picture. */
export const isUploadPath = (value: string) => UPLOAD_PATH.test(value);
