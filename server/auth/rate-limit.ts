/**
 * Per-address limits for calls that write or cost (sign-in, sign-up, password reset, registration,
 * submissions, uploads). Fixed windows kept in memory: one process serves the site, and a restart
 * forgiving a burst is acceptable. tRPC batches many calls into one request, so this counts calls.
 */
import { TRPCError } from "@trpc/server";
import { t } from "../../admin-modules/domain/messages";

export interface AddressLimit {
  /** Calls allowed per window for one address. */
  max: number;
  windowMs: number;
}

/** The limits by bucket; one place to read and tune them. */
export const ADDRESS_LIMITS = {
  signIn: { max: 30, windowMs: 15 * 60_000 },
  signUp: { max: 10, windowMs: 60 * 60_000 },
  passwordReset: { max: 5, windowMs: 60 * 60_000 },
  registration: { max: 20, windowMs: 60 * 60_000 },
  submission: { max: 10, windowMs: 60 * 60_000 },
  upload: { max: 30, windowMs: 60 * 60_000 },
  report: { max: 20, windowMs: 60 * 60_000 },
} satisfies Record<string, AddressLimit>;

export type LimitBucket = keyof typeof ADDRESS_LIMITS;

const windows = new Map<string, { startedAt: number; count: number }>();

/** Counts one call; answers false when the address has used up its window. */
export function takeAddressAllowance(bucket: LimitBucket, address: string, now = Date.now()): boolean {
  const limit = ADDRESS_LIMITS[bucket];
  const key = `${bucket}\u0000${address}`;
  const current = windows.get(key);
  if (!current || now - current.startedAt >= limit.windowMs) {
    windows.set(key, { startedAt: now, count: 1 });
    if (windows.size > 50_000) pruneExpired(now);
    return true;
  }
  current.count += 1;
  return current.count <= limit.max;
}

/**
 * This machine itself is not limited. The server listens on loopback behind a reverse proxy that names
 * the visitor (X-Forwarded-For, trusted from loopback only): a request still seen as loopback is either
 * the operator or a proxy that failed to name the visitor, where one shared allowance would let a single
 * visitor lock everyone out. The browser tests also drive the one server from loopback.
 */
export function isLoopbackAddress(address: string): boolean {
  return address === "::1" || /^(::ffff:)?127\./.test(address);
}

/** Throws TOO_MANY_REQUESTS with a plain message when the allowance is used up (for tRPC procedures). */
export function enforceAddressLimit(bucket: LimitBucket, address: string): void {
  if (isLoopbackAddress(address)) return;
  if (!takeAddressAllowance(bucket, address)) {
    throw new TRPCError({ code: "TOO_MANY_REQUESTS", message: t("error.tooManyRequests") });
  }
}

/** Forgets every window (tests). */
export function resetAddressLimits(): void {
  windows.clear();
}

function pruneExpired(now: number) {
  for (const [key, value] of windows) {
    const bucket = key.slice(0, key.indexOf("\u0000")) as LimitBucket;
    if (now - value.startedAt >= ADDRESS_LIMITS[bucket].windowMs) windows.delete(key);
  }
}
