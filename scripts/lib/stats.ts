/** The p-th percentile (0–100) of ascending `sorted`, 0 for none. */
export const percentile = (sorted: ReadonlyArray<number>, p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0

/** Latencies by call name, for "p99 per call". */
export const latencyRecorder = () => {
  const byName = new Map<string, Array<number>>()
  return {
    record: (name: string, ms: number) => {
      const list = byName.get(name) ?? []
      list.push(ms)
      byName.set(name, list)
    },
    summary: () =>
      [...byName.entries()].map(([name, list]) => {
        const sorted = [...list].sort((a, b) => a - b)
        return {
          name,
          count: sorted.length,
          p50: percentile(sorted, 50),
          p95: percentile(sorted, 95),
          p99: percentile(sorted, 99),
        }
      }),
  }
}
