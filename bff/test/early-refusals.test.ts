import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeTestTemplates, createTestDatabase, startTestApp, type TestApp, type TestDatabase } from '../src/testing';

afterAll(closeTestTemplates);

const TOO_LARGE = { error: 'Тело запроса слишком большое: допускается не более 1 МБ' };
const TWO_MB_JSON = JSON.stringify({ email: 'big@example.com', password: 'x'.repeat(2 * 1024 * 1024) });

/** A body of unknown length (chunked), as a browser or Node streams an upload. */
function streamed(text: string, chunkBytes = 64 * 1024): ReadableStream<Uint8Array> {
  const bytes = Buffer.from(text);
  let offset = 0;
  return new ReadableStream({
    pull(controller) {
      if (offset >= bytes.length) return controller.close();
      controller.enqueue(bytes.subarray(offset, offset + chunkBytes));
      offset += chunkBytes;
    },
  });
}

/** Writes the whole request, then reads whatever the server answers until it closes. */
function rawExchange(url: string, request: string): Promise<string> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname);
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('utf8')));
    socket.on('error', (error) => (received ? resolve(received) : reject(error)));
    socket.on('close', () => resolve(received));
    socket.end(request);
  });
}

describe('early refusals reach the client (docs/operations.md#command-line, point 7)', () => {
  let database: TestDatabase;
  let app: TestApp;

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    app = await startTestApp({ db: database.db });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const post = (body: BodyInit, extra: RequestInit = {}) =>
    fetch(`${app.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: app.url },
      body,
      ...extra,
    });

  it("gives Node's fetch the 413 for a 2 MB JSON body of declared length, and the connection serves on", async () => {
    const refused = await post(TWO_MB_JSON);
    expect(refused.status).toBe(413);
    expect(await refused.json()).toEqual(TOO_LARGE);
    const next = await post(JSON.stringify({ email: 'nobody@example.com', password: 'Secret12' }));
    expect(next.status).toBe(401);
  });

  it("gives Node's fetch the 413 for a 2 MB JSON body streamed without a length", async () => {
    const refused = await post(streamed(TWO_MB_JSON), { duplex: 'half' } as RequestInit);
    expect(refused.status).toBe(413);
    expect(await refused.json()).toEqual(TOO_LARGE);
  });

  it('still takes a streamed body within the limit', async () => {
    const answer = await post(streamed(JSON.stringify({ email: 'nobody@example.com', password: 'Secret12' }), 7), {
      duplex: 'half',
    } as RequestInit);
    expect(answer.status).toBe(401);
  });

  it('gives a raw socket that writes the whole 2 MB before reading the 413', async () => {
    const { host } = new URL(app.url);
    const answer = await rawExchange(
      app.url,
      `POST /api/auth/login HTTP/1.1\r\nHost: ${host}\r\nOrigin: ${app.url}\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(TWO_MB_JSON)}\r\nConnection: close\r\n\r\n${TWO_MB_JSON}`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer).toContain(JSON.stringify(TOO_LARGE));
  });

  it('gives a raw socket the 413 for a chunked 2 MB body', async () => {
    const { host } = new URL(app.url);
    const chunk = (text: string) => `${Buffer.byteLength(text).toString(16)}\r\n${text}\r\n`;
    const answer = await rawExchange(
      app.url,
      `POST /api/auth/login HTTP/1.1\r\nHost: ${host}\r\nOrigin: ${app.url}\r\nContent-Type: application/json\r\n` +
        `Transfer-Encoding: chunked\r\nConnection: close\r\n\r\n${chunk(TWO_MB_JSON)}0\r\n\r\n`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer).toContain(JSON.stringify(TOO_LARGE));
  });
});
