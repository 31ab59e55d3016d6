/** Network and CPU conditions a page is loaded under (applied through the Chrome DevTools Protocol). */
export interface Profile {
  name: string;
  network?: { latency: number; downloadThroughput: number; uploadThroughput: number };
  cpuSlowdown?: number;
}

const megabitsPerSecond = (value: number) => (value * 1_000_000) / 8;

export const PROFILES: Profile[] = [
  { name: 'non bridé' },
  {
    name: 'bridé (150 ms, 1,6 Mbit/s, CPU ×4)',
    network: { latency: 150, downloadThroughput: megabitsPerSecond(1.6), uploadThroughput: megabitsPerSecond(0.75) },
    cpuSlowdown: 4,
  },
];
