/** The middle value (the upper one of the two middles for an even count; 0 for none), as every table of `bench:web` prints it. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}
