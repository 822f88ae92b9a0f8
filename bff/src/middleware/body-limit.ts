import type { IncomingMessage } from 'node:http';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../app-env';

export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;
export const BODY_TOO_LARGE_MESSAGE = 'Тело запроса слишком большое: допускается не более 1 МБ';
const BODY_ABORTED_MESSAGE = 'Тело запроса передано не полностью';

/**
 * A refused body is read to its end and thrown away before the 413 is sent (docs/operations.md#http-caching-and-compression, point 7):
 * a client still writing its body (Node's fetch, a raw socket) reads the answer only if the
 * connection is not reset under it, and closing a socket with unread bytes sends a TCP reset. Past
 * this many bytes the connection is closed instead (`Connection: close`): nobody sends that much by
 * mistake. How long the reading may take is bounded by HTTP_BODY_TIMEOUT_MS (the server's limits).
 */
export const REFUSED_BODY_DRAIN_MAX_BYTES = 64 * 1024 * 1024;

export interface BodyLimitOptions {
  maxBytes: number;
  /** The Russian `{error}` of the 413. */
  message: string;
}

type BodyReading = { kind: 'within'; body: Buffer } | { kind: 'over' } | { kind: 'aborted' };

/**
 * Reads a body of unknown length (chunked) counting its bytes: within the limit it is kept, past
 * it the rest is read and dropped. The socket is never destroyed here, so the answer still reaches
 * the client; a stream that fails or closes early is `aborted` (nobody is left to answer).
 */
function readCounting(incoming: IncomingMessage, maxBytes: number, drainMaxBytes: number): Promise<BodyReading> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let received = 0;
    const finish = (reading: BodyReading) => {
      incoming.off('data', onData);
      incoming.off('end', onEnd);
      incoming.off('error', onAbort);
      incoming.off('close', onClose);
      resolve(reading);
    };
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received <= maxBytes) chunks.push(chunk);
      else chunks.length = 0;
      if (received > drainMaxBytes) finish({ kind: 'over' });
    };
    const onEnd = () => finish(received > maxBytes ? { kind: 'over' } : { kind: 'within', body: Buffer.concat(chunks) });
    const onAbort = () => finish({ kind: 'aborted' });
    const onClose = () => {
      if (!incoming.readableEnded) onAbort();
    };
    incoming.on('data', onData);
    incoming.on('end', onEnd);
    incoming.on('error', onAbort);
    incoming.on('close', onClose);
    incoming.resume();
  });
}

/** Reads and drops a declared-length body, so the 413 is not followed by a reset (see above). */
function drain(incoming: IncomingMessage): Promise<void> {
  return readCounting(incoming, 0, Number.POSITIVE_INFINITY).then(() => undefined);
}

const refuse = (c: Context<AppEnv>, message: string, closeConnection: boolean) => {
  if (closeConnection) c.header('Connection', 'close');
  return c.json({ error: message }, 413);
};

/**
 * Refuses a body over `maxBytes` with 413 `{error}` that every client receives (docs/operations.md#command-line, point
 * 7). hono/body-limit cancels the request stream on refusal, which destroys the socket before the
 * answer is written: Node's fetch then sees «other side closed». Here the body is read from the
 * Node request itself and the socket is left alone.
 */
export function limitBody({ maxBytes, message }: BodyLimitOptions, drainMaxBytes = REFUSED_BODY_DRAIN_MAX_BYTES): MiddlewareHandler<AppEnv> {
  // In-process calls (app.request in tests) have no socket to protect.
  const inProcess = bodyLimit({ maxSize: maxBytes, onError: (c) => c.json({ error: message }, 413) });
  return async (c, next) => {
    const incoming = c.env?.incoming;
    if (!incoming) return inProcess(c, next);
    const declared = incoming.headers['content-length'];
    const chunked = incoming.headers['transfer-encoding'] !== undefined;
    if (declared === undefined && !chunked) return next();
    if (declared !== undefined && !chunked) {
      const length = Number(declared);
      // Node's parser delivers exactly the declared length, so a body within the limit is safe to pass on.
      if (length <= maxBytes) return next();
      if (length > drainMaxBytes) return refuse(c, message, true);
      await drain(incoming);
      return refuse(c, message, false);
    }
    const reading = await readCounting(incoming, maxBytes, drainMaxBytes);
    if (reading.kind === 'aborted') return c.json({ error: BODY_ABORTED_MESSAGE }, 400);
    if (reading.kind === 'over') return refuse(c, message, !incoming.readableEnded);
    // The body was read off the socket: the handler gets it from memory (within the limit, at most 1 MB for JSON).
    c.req.raw = new Request(c.req.url, { method: c.req.method, headers: c.req.raw.headers, body: new Uint8Array(reading.body) });
    return next();
  };
}

const limitJson = limitBody({ maxBytes: JSON_BODY_LIMIT_BYTES, message: BODY_TOO_LARGE_MESSAGE });

/** 1 MB for every body except multipart uploads, which set their own limit (docs/events.md#images: 5 MB images). */
export const jsonBodyLimit = (): MiddlewareHandler<AppEnv> => async (c, next) => {
  // A GET has no body; asking the request for one would build a whole Request object per call.
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
  if (c.req.header('content-type')?.toLowerCase().startsWith('multipart/form-data')) return next();
  return limitJson(c, next);
};
