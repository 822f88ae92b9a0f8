/** A real local HTTP server for the wrapper tests: records every request, answers with a handler. */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** Raw body text ('' when none). */
  body: string;
}

export interface Reply {
  status: number;
  /** An object is sent as JSON; a string as is. */
  body?: unknown;
  headers?: Record<string, string>;
  /** Destroy the socket instead of answering. */
  hangUp?: boolean;
}

export type Handler = (request: RecordedRequest) => Reply;

export interface TestServer {
  url: string;
  requests: RecordedRequest[];
  /** Replaces the handler for the next requests. */
  answer(handler: Handler): void;
  close(): Promise<void>;
}

export async function startTestServer(): Promise<TestServer> {
  let handler: Handler = () => ({ status: 204 });
  const requests: RecordedRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const recorded: RecordedRequest = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(recorded);
      const reply = handler(recorded);
      if (reply.hangUp) {
        req.socket.destroy();
        return;
      }
      const isText = typeof reply.body === 'string';
      const text = reply.body === undefined ? '' : isText ? String(reply.body) : JSON.stringify(reply.body);
      res.writeHead(reply.status, {
        ...(reply.body !== undefined && !isText ? { 'Content-Type': 'application/json; charset=utf-8' } : {}),
        ...reply.headers,
      });
      res.end(text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    answer(next) {
      handler = next;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
