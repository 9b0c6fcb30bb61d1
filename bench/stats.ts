// Helpers the benchmarks share: the --runs argument and percentiles of timing samples.

export function runsFromArgs(argv: string[], fallback: number): number {
  const at = argv.indexOf('--runs');
  if (at === -1) return fallback;
  const runs = Number(argv[at + 1]);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a positive whole number');
  return runs;
}

export function percentile(samples: number[], p: number): number {
  if (samples.length === 0) return NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
