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
  /** Where each JSON line goes (urgent: an error, to be written at once); tests capture it. */
  write?: (line: string, urgent: boolean) => void;
}

/**
 * Lines to stdout, gathered and written once per turn of the event loop: at thousands of requests
 * a second, one write per request line cost the server a fifth of its time (stdout to a file or a
 * pipe is a blocking write per call). Errors go out at once, with whatever was gathered before
 * them, and the rest goes out when the process exits.
 */
export function bufferedStdout(): (line: string, urgent?: boolean) => void {
  let pending: string[] = [];
  const flush = () => {
    if (pending.length === 0) return;
    const text = pending.join('');
    pending = [];
    process.stdout.write(text);
  };
  process.once('exit', flush);
  return (line, urgent = false) => {
    if (pending.length === 0 && !urgent) setImmediate(flush);
    pending.push(`${line}\n`);
    if (urgent) flush();
  };
}

/** One JSON object per line, so log collectors can parse it without rules. */
export function createLogger({ level, write = bufferedStdout() }: LoggerOptions): Logger {
  const threshold = LOG_LEVELS.indexOf(level);
  const urgent = LOG_LEVELS.indexOf('error');
  const log = (lineLevel: LogLevel) => (message: string, fields: LogFields = {}) => {
    const rank = LOG_LEVELS.indexOf(lineLevel);
    if (rank < threshold) return;
    write(JSON.stringify({ time: new Date().toISOString(), level: lineLevel, msg: message, ...fields }), rank >= urgent);
  };
  return { debug: log('debug'), info: log('info'), warn: log('warn'), error: log('error') };
}

export const silentLogger: Logger = createLogger({ level: 'error', write: () => {} });
