let made = 0;

/**
 * A username no other test uses, in letters only: a name with seven digits reads as a phone number and
 * the server refuses it, so a time stamp in base 36 (which may hold that many digits) would fail at random.
 */
export function uniqueUsername(prefix: string): string {
  made += 1;
  // The process id keeps two test workers apart in the same millisecond.
  const stamp = `${Date.now().toString(36)}${process.pid.toString(36)}${made.toString(36)}`;
  return `${prefix}${stamp.replace(/\d/g, (digit) => "abcdefghij"[Number(digit)] ?? "")}`;
}
