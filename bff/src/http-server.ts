import { createServer, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { getRequestListener } from '@hono/node-server';
import type { HttpLimits } from './config';

type FetchCallback = Parameters<typeof getRequestListener>[0];

const CLIENT_ERROR_ANSWERS: Record<string, { status: string; error: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: { status: '408 Request Timeout', error: 'Запрос не получен полностью за отведённое время' },
  HPE_HEADER_OVERFLOW: { status: '431 Request Header Fields Too Large', error: 'Заголовки запроса слишком большие' },
};
const MALFORMED_REQUEST = { status: '400 Bad Request', error: 'Некорректный HTTP-запрос' };

/**
 * Node answers requests its parser refuses (bad syntax, timeouts) itself, with an empty body; the
 * platform's errors are Russian `{error}` (docs/operations.md#errors), so the answer is written here. Nothing is
 * written once a response has started on the socket: that would corrupt it.
 */
function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  const inFlight = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (error.code === 'ECONNRESET' || !socket.writable || inFlight?.headersSent) {
    socket.destroy();
    return;
  }
  const answer = CLIENT_ERROR_ANSWERS[error.code ?? ''] ?? MALFORMED_REQUEST;
  const body = JSON.stringify({ error: answer.error });
  socket.end(
    `HTTP/1.1 ${answer.status}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
  // A client that never reads must not keep the socket: the answer is small, give it a moment.
  setTimeout(() => socket.destroy(), 1000).unref();
}

/**
 * The Node HTTP server every way of running the BFF uses (server.ts, the test app), with the
 * limits of docs/operations.md#security, point 6: a body trickled a byte at a time, headers that never end or a
 * silent connection are cut after about 30 s each, and connections past the cap are closed on
 * arrival. Node checks the header and body deadlines on a timer (30 s by default), so the timer
 * runs at a fraction of the shortest deadline for it to hold within that fraction.
 */
export function createHttpServer(limits: HttpLimits): Server {
  const shortest = Math.min(limits.headersTimeoutMs, limits.bodyTimeoutMs);
  const server = createServer({
    headersTimeout: limits.headersTimeoutMs,
    // Node's request timeout runs from the first byte to the last of the body: headers + body.
    requestTimeout: limits.headersTimeoutMs + limits.bodyTimeoutMs,
    connectionsCheckingInterval: Math.min(5000, Math.max(100, Math.floor(shortest / 5))),
    // Between requests a kept-alive connection waits 5 s (Node's default), never longer than idle.
    keepAliveTimeout: Math.min(5000, limits.idleTimeoutMs),
  });
  // No byte either way for this long, mid-request or mid-answer: Node destroys the socket.
  server.timeout = limits.idleTimeoutMs;
  server.maxConnections = limits.maxConnections;
  server.on('clientError', answerClientError);
  return server;
}

/**
 * Hands every request to the app. The request body is cleaned up by Node itself (read and
 * dropped when a handler did not read it), not by @hono/node-server's own clean-up, which gives
 * up after 500 ms and resets the connection under a client that is still sending (docs/operations.md#command-line,
 * point 7); the time a body may take is HTTP_BODY_TIMEOUT_MS.
 */
export function serveApp(server: Server, fetch: FetchCallback): void {
  server.on('request', getRequestListener(fetch, { autoCleanupIncoming: false }));
}
