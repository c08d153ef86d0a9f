/**
 * The V8 flags every start of the server uses (npm start, npm run serve, the systemd unit, the container,
 * the benchmarks and the browser tests), so what is measured and tested is what runs.
 *
 * Why (issue #10, the server's memory): on a machine with gigabytes free, V8 lets garbage pile up between
 * full collections, and a server that holds about 130 MiB at rest reached 250-300 MiB under 20
 * connections. A young generation of at most 4 MiB per semi-space (instead of 16) and an old generation
 * that grows by at most 20 % after each full collection keep the peak near 150 MiB. Neither is a hard
 * limit: a large export still gets the memory it needs, at the cost of more frequent collections.
 * tests/api/deploy.test.ts checks that every launcher passes them.
 */
export const SERVER_NODE_FLAGS = ["--max-semi-space-size=4", "--heap-growing-percent=20"];

/**
 * The environment every start of the server sets beside the flags (issue #34, the server's memory).
 * glibc gives each thread that calls malloc an arena of its own, up to eight per core, and keeps what each
 * was given. Node's threads (V8's compiler and collector helpers, libuv's pool, the sweep's worker) each grow
 * one, so the resident memory rose by 30-40 MiB outside the JavaScript heap under load. Two arenas share
 * that memory: `npm run bench:http -- --seconds 4 --warmup 1` on the same machine and hour measured the
 * server's peak (VmHWM) at 186-195 MiB without it and 164-173 MiB with it, at the same requests per second.
 * One arena (issue 34, 2026-11-27): nearly every allocation is the main thread's, and the full
 * `npm run bench:http -- --seconds 5 --warmup 2` measured 144 and 146 MiB with one against 148 and 151 MiB
 * with two, in the same hour, with no loss of requests per second the machine's swings could show.
 * glibc reads it when the process starts, so it must be in the environment the process is started with.
 */
export const SERVER_ENV = { MALLOC_ARENA_MAX: "1" };
