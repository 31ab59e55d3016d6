export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';
export type LogFields = Record<string, unknown>;

export interface Logger {
  debug(message: string, fields?: LogFields): void;
  info(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  error(message: string, fields?: LogFields): void;
}

const ORDER: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

/** One JSON object per line on stdout (stderr for errors), ready for any log collector. */
export function createLogger(level: LogLevel, write: (line: string, isError: boolean) => void = defaultWrite): Logger {
  const log = (lineLevel: Exclude<LogLevel, 'silent'>) => (message: string, fields: LogFields = {}) => {
    if (ORDER[lineLevel] < ORDER[level]) return;
    write(JSON.stringify({ time: new Date().toISOString(), level: lineLevel, message, ...fields }), lineLevel === 'error');
  };
  return { debug: log('debug'), info: log('info'), warn: log('warn'), error: log('error') };
}

function defaultWrite(line: string, isError: boolean): void {
  (isError ? process.stderr : process.stdout).write(`${line}\n`);
}

export function serializeError(error: unknown): LogFields {
  if (error instanceof Error) return { errorName: error.name, errorMessage: error.message, stack: error.stack };
  return { errorMessage: String(error) };
}
