/** Prints one figure against its budget; benchmarks report, they never fail the build. */
export function report(name: string, value: number, unit: string, budget?: number) {
  const within =
    budget === undefined
      ? ''
      : value <= budget
        ? `  (budget ${budget} ${unit}: within)`
        : `  (budget ${budget} ${unit}: OVER)`;
  console.log(
    `${name.padEnd(58)} ${value.toFixed(unit === 'ms' ? 0 : 1).padStart(9)} ${unit}${within}`,
  );
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}
