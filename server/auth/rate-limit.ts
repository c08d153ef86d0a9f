/**
 * Per-address limits for calls that write or cost (sign-in, sign-up, password reset, registration,
 * submissions, uploads). Fixed windows kept in memory: one process serves the site, and a restart
 * forgiving a burst is acceptable. tRPC batches many calls into one request, so this counts calls.
 */
import { isIPv6 } from "node:net";
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

/**
 * The unit a limit counts: an IPv4 address (also when written IPv4-mapped, "::ffff:1.2.3.4"), or an IPv6
 * /64 network, since one household or phone is handed a whole /64 and could otherwise rotate through it.
 * Anything else (such as "email:…" keys) is used as it is.
 */
export function addressKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (!isIPv6(address)) return address;
  const [head = "", tail = ""] = address.toLowerCase().split("%")[0]!.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = address.includes("::") ? [...left, ...Array(8 - left.length - right.length).fill("0"), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}

/** Counts one call; answers false when the address has used up its window. */
export function takeAddressAllowance(bucket: LimitBucket, address: string, now = Date.now()): boolean {
  const limit = ADDRESS_LIMITS[bucket];
  const key = `${bucket}\u0000${addressKey(address)}`;
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

/** Whether a visitor at this address may make one more call of the bucket (loopback always may). */
export function allowAddress(bucket: LimitBucket, address: string): boolean {
  return isLoopbackAddress(address) || takeAddressAllowance(bucket, address);
}

/** Throws TOO_MANY_REQUESTS with a plain message when the allowance is used up (for tRPC procedures). */
export function enforceAddressLimit(bucket: LimitBucket, address: string): void {
  if (!allowAddress(bucket, address)) {
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
