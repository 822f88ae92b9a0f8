export const LOG_LEVELS = ['debug', 'info', 'warn', 'error'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export type LogFields = Record<string, string | number | boolean | null | undefined>;

export interface Logger {
  debug(message: string, fields?: LogFields): void;
  info(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  error(message: string, fields?: LogFields): void;
}

export interface LoggerOptions {
  level: LogLevel;
  /** Where each JSON line goes; tests capture it. */
  write?: (line: string) => void;
}

/** One JSON object per line, so log collectors can parse it without rules. */
export function createLogger({ level, write = (line) => process.stdout.write(`${line}\n`) }: LoggerOptions): Logger {
  const threshold = LOG_LEVELS.indexOf(level);
  const log = (lineLevel: LogLevel) => (message: string, fields: LogFields = {}) => {
    if (LOG_LEVELS.indexOf(lineLevel) < threshold) return;
    write(JSON.stringify({ time: new Date().toISOString(), level: lineLevel, msg: message, ...fields }));
  };
  return { debug: log('debug'), info: log('info'), warn: log('warn'), error: log('error') };
}

export const silentLogger: Logger = createLogger({ level: 'error', write: () => {} });
