import net from 'node:net';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { loadConfig, type HttpLimits } from '../src/config';
import { closeTestTemplates, createTestDatabase, startTestApp, type TestApp, type TestDatabase } from '../src/testing';

afterAll(closeTestTemplates);

/** A raw connection that records what the server sent and when it closed the socket. */
function openSocket(url: string) {
  const { hostname, port } = new URL(url);
  const socket = net.connect(Number(port), hostname);
  const opened = Date.now();
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString('utf8')));
  socket.on('error', () => {});
  const closed = new Promise<number>((resolve) => socket.on('close', () => resolve(Date.now() - opened)));
  return { socket, closed, received: () => received };
}

/** Resolves with the milliseconds until the server closed, or null when it still had not after `withinMs`. */
async function closedWithin(closed: Promise<number>, withinMs: number): Promise<number | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), withinMs)));
  try {
    return await Promise.race([closed, late]);
  } finally {
    clearTimeout(timer);
  }
}

const trickle = (socket: net.Socket, text: string, everyMs: number): NodeJS.Timeout => {
  let sent = 0;
  const timer = setInterval(() => {
    if (socket.destroyed || sent >= text.length) return clearInterval(timer);
    socket.write(text[sent++]!);
  }, everyMs);
  return timer;
};

describe('slow connections (docs/operations.md#security, point 6)', () => {
  let database: TestDatabase;
  let app: TestApp | undefined;
  const timers: NodeJS.Timeout[] = [];
  const sockets: net.Socket[] = [];

  const start = async (http: Partial<HttpLimits>) => {
    database ??= await createTestDatabase('pglite');
    const defaults = { headersTimeoutMs: 1000, bodyTimeoutMs: 1000, idleTimeoutMs: 1000, maxConnections: 100 };
    app = await startTestApp({ db: database.db, config: { http: { ...defaults, ...http } } });
    return app;
  };
  const track = (connection: ReturnType<typeof openSocket>) => {
    sockets.push(connection.socket);
    return connection;
  };

  afterEach(async () => {
    for (const timer of timers.splice(0)) clearInterval(timer);
    for (const socket of sockets.splice(0)) socket.destroy();
    await app?.close();
    app = undefined;
  });
  afterAll(() => database?.close());

  it('documents the limits and defaults them to about 30 s and a cap on connections', () => {
    expect(loadConfig({}).http).toEqual({ headersTimeoutMs: 30_000, bodyTimeoutMs: 30_000, idleTimeoutMs: 30_000, maxConnections: 1000 });
    expect(
      loadConfig({ HTTP_HEADERS_TIMEOUT_MS: '1000', HTTP_BODY_TIMEOUT_MS: '2000', HTTP_IDLE_TIMEOUT_MS: '3000', HTTP_MAX_CONNECTIONS: '5' }).http,
    ).toEqual({ headersTimeoutMs: 1000, bodyTimeoutMs: 2000, idleTimeoutMs: 3000, maxConnections: 5 });
    expect(() => loadConfig({ HTTP_BODY_TIMEOUT_MS: 'долго' })).toThrow(/HTTP_BODY_TIMEOUT_MS: ожидается целое число миллисекунд/);
  });

  it('cuts a body trickled a byte at a time after the body timeout, answering 408 in Russian', async () => {
    const { url } = await start({ bodyTimeoutMs: 1000 });
    const connection = track(openSocket(url));
    const body = JSON.stringify({ email: 'slow@example.com', password: 'x'.repeat(200) });
    connection.socket.write(
      `POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
    // A byte every 150 ms keeps the connection from ever being idle; only the body deadline ends it.
    timers.push(trickle(connection.socket, body, 150));
    const after = await closedWithin(connection.closed, 8000);
    expect(after).not.toBeNull();
    expect(after).toBeLessThan(8000);
    expect(connection.received()).toMatch(/^HTTP\/1\.1 408 /);
    expect(connection.received()).toContain('{"error":"Запрос не получен полностью за отведённое время"}');
  });

  it('cuts headers trickled a line at a time after the header timeout', async () => {
    const { url } = await start({ headersTimeoutMs: 1000, bodyTimeoutMs: 60_000 });
    const connection = track(openSocket(url));
    connection.socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    timers.push(trickle(connection.socket, 'X-Slow: ' + 'a'.repeat(200), 150));
    const after = await closedWithin(connection.closed, 8000);
    expect(after).not.toBeNull();
    expect(connection.received()).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('closes a connection that goes silent in the middle of a body after the idle timeout', async () => {
    const { url } = await start({ headersTimeoutMs: 60_000, bodyTimeoutMs: 60_000, idleTimeoutMs: 1000 });
    const connection = track(openSocket(url));
    connection.socket.write(
      'POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"em',
    );
    const after = await closedWithin(connection.closed, 8000);
    expect(after).not.toBeNull();
  });

  it('closes connections past the cap as they arrive and serves again once one is gone', async () => {
    const { url } = await start({ headersTimeoutMs: 60_000, bodyTimeoutMs: 60_000, idleTimeoutMs: 60_000, maxConnections: 2 });
    const first = track(openSocket(url));
    const second = track(openSocket(url));
    await Promise.all([first, second].map(({ socket }) => new Promise((resolve) => socket.once('connect', resolve))));
    // Let the server count both before the third arrives.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const third = track(openSocket(url));
    third.socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    expect(await closedWithin(third.closed, 5000)).not.toBeNull();
    expect(third.received()).toBe('');

    first.socket.destroy();
    await first.closed;
    await new Promise((resolve) => setTimeout(resolve, 200));
    const fourth = track(openSocket(url));
    fourth.socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
    await closedWithin(fourth.closed, 5000);
    expect(fourth.received()).toMatch(/^HTTP\/1\.1 200 /);
  });
});
