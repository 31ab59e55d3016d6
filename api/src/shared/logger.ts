export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';
export type LogFields = Record<string, unknown>;

export interface Logger {
  debug(message: string, fields?: LogFields): void;
  info(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  error(message: string, fields?: LogFields): void;
  /** Whether lines of this level are written: lets a per-request caller skip building them. */
  enabled(level: Exclude<LogLevel, 'silent'>): boolean;
}

const ORDER: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

/** One JSON object per line on stdout (stderr for errors), ready for any log collector. */
export function createLogger(level: LogLevel, write: (line: string, isError: boolean) => void = defaultWrite): Logger {
  const enabled = (lineLevel: Exclude<LogLevel, 'silent'>) => ORDER[lineLevel] >= ORDER[level];
  const log =
    (lineLevel: Exclude<LogLevel, 'silent'>) =>
    (message: string, fields: LogFields = {}) => {
      if (!enabled(lineLevel)) return;
      write(JSON.stringify({ time: new Date().toISOString(), level: lineLevel, message, ...fields }), lineLevel === 'error');
    };
  return { debug: log('debug'), info: log('info'), warn: log('warn'), error: log('error'), enabled };
}

let pending: string[] = [];
let flushScheduled = false;

function flushPending(): void {
  flushScheduled = false;
  if (pending.length === 0) return;
  const lines = pending;
  pending = [];
  process.stdout.write(`${lines.join('\n')}\n`);
}

/**
 * stdout lines are gathered and written once per turn of the event loop (one write per request was a
 * syscall each under load); errors go to stderr at once, after what is pending, and the rest is written
 * when the process exits.
 */
function defaultWrite(line: string, isError: boolean): void {
  if (isError) {
    flushPending();
    process.stderr.write(`${line}\n`);
    return;
  }
  pending.push(line);
  if (!flushScheduled) {
    flushScheduled = true;
    setImmediate(flushPending);
  }
}
process.once('exit', flushPending);

export function serializeError(error: unknown): LogFields {
  if (error instanceof Error) return { errorName: error.name, errorMessage: error.message, stack: error.stack };
  return { errorMessage: String(error) };
}
