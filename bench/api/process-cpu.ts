import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100;

/** The pid of the process listening on a local TCP port (the API server itself, not its tsx launcher). */
export function listeningPid(port: number): number {
  const out = spawnSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' }).stdout;
  const pid = /pid=(\d+)/.exec(out)?.[1];
  if (!pid) throw new Error(`aucun processus n'écoute sur le port ${port} (ss -ltnp)`);
  return Number(pid);
}

/** User + system CPU time of one process, in microseconds (Linux /proc); 0 for a process gone meanwhile. */
function processCpuMicros(pid: number): number {
  try {
    // Fields after the command name: state is 0, utime 11, stime 12 (proc(5) numbers them 3, 14, 15).
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND) * 1_000_000;
  } catch {
    return 0;
  }
}

/** User + system CPU time of processes, in microseconds; a process gone meanwhile counts 0. */
export function cpuMicros(pids: readonly number[]): number {
  return pids.reduce((total, pid) => total + processCpuMicros(pid), 0);
}

/**
 * The CPU time a changing set of processes spends during a measure (PostgreSQL backends: the API's pool
 * closes idle connections and opens new ones): call `start` before, `stop` after, with the processes of
 * the moment. A process that appeared meanwhile counts for all its time; one that both appeared and
 * left during the measure is missed.
 */
export function cpuSpentBy(pidsNow: () => readonly number[]): { stop(): number } {
  const before = new Map(pidsNow().map((pid) => [pid, processCpuMicros(pid)]));
  return {
    stop: () => pidsNow().reduce((total, pid) => total + Math.max(0, processCpuMicros(pid) - (before.get(pid) ?? 0)), 0),
  };
}
