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
