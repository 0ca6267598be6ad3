import fc from "fast-check"
import { LATENCY_BUCKET_COUNT, latencyBucketOf } from "@boleteria/core"

/** A histogram of the inside's calls (core's LATENCY_BUCKETS_MS): `count` calls of `ms` each. */
export const calls = (ms: number, count: number): ReadonlyArray<number> =>
  Array.from({ length: LATENCY_BUCKET_COUNT }, (_, bucket) => (bucket === latencyBucketOf(ms) ? count : 0))

/** Any histogram of the inside's calls. */
export const histogram = fc.array(fc.nat(1_000), { minLength: LATENCY_BUCKET_COUNT, maxLength: LATENCY_BUCKET_COUNT })
