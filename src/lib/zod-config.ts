/**
 * Zod's compiled parsers probe `new Function("")` once; under our CSP (no 'unsafe-eval') that probe is
 * refused and reported as a securitypolicyviolation on every page. Jitless parsing skips the probe.
 * Imported first by the two chunks that use zod in the browser (AdminApp and Share Your Creation's
 * media-submission-schema), before any schema parses.
 */
import { z } from "zod";

z.config({ jitless: true });
