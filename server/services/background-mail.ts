/**
 * E-mails prepared after the answer has gone (password resets, address-proving links, parents' links):
 * the visitor never waits on, or fails with, an SMTP server, and the answer's timing tells nothing. A
 * failure is logged without any address. `settled()` resolves once every started job has finished
 * (tests, a tidy shutdown).
 */
import { log, scrubEmails } from "../logger";

export function backgroundMail() {
  const pending = new Set<Promise<void>>();
  return {
    start(job: () => Promise<void>, failure: string): void {
      const running = job().catch((error: unknown) => {
        log.error({ cause: scrubEmails(error instanceof Error ? error.message : String(error)) }, failure);
      });
      pending.add(running);
      void running.finally(() => pending.delete(running));
    },
    async settled(): Promise<void> {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}
