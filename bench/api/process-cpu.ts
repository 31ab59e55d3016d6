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

/** User + system CPU time of processes, in microseconds (Linux /proc); a process gone meanwhile counts 0. */
export function cpuMicros(pids: readonly number[]): number {
  let total = 0;
  for (const pid of pids) {
    try {
      // Fields after the command name: state is 0, utime 11, stime 12 (proc(5) numbers them 3, 14, 15).
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      total += ((Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND) * 1_000_000;
    } catch {
      // exited
    }
  }
  return total;
}
