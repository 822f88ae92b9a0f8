import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { VIOLATION_CATEGORIES, VIOLATIONS, type Event, type EventRequest, type ViolationCategory } from '@city/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ModerationModel } from '@city/moderation';
import { ConfigError, loadConfig } from '../src/config';
import { createLogger } from '../src/logger';
import { createEventModeration } from '../src/services/moderation';
import { createExternalModel, SYSTEM_PROMPT } from '../src/services/moderation/external-model';
import { closeTestTemplates, signIn, startTestApp, testClock, testDatabases, type TestApp, type TestDatabase } from '../src/testing';

afterAll(closeTestTemplates);

/** The endpoint we do not own: an OpenAI-compatible /chat/completions answering what a test says. */
interface FakeEndpoint {
  url: string;
  requests: Array<{ path: string; authorization: string | undefined; body: ChatRequest }>;
  answer: (respond: FakeAnswer) => void;
  close(): Promise<void>;
}

interface ChatRequest {
  model: string;
  messages: Array<{ role: string; content: string }>;
  response_format: { type: string; json_schema?: { strict: boolean; schema: { required: string[] } } };
}

type FakeAnswer =
  | { verdict: { category: string | null; confidence: number } }
  | { status: number; body: string }
  | { content: string }
  | { delayMs: number };

const readBody = async (request: IncomingMessage): Promise<string> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

const completion = (content: string) => JSON.stringify({ id: 'chatcmpl-1', choices: [{ index: 0, message: { role: 'assistant', content } }] });

async function startFakeEndpoint(): Promise<FakeEndpoint> {
  let next: FakeAnswer = { verdict: { category: null, confidence: 0.1 } };
  const requests: FakeEndpoint['requests'] = [];
  const server: Server = createServer((request, response) => {
    void readBody(request).then((raw) => {
      requests.push({ path: request.url ?? '', authorization: request.headers.authorization, body: JSON.parse(raw) as ChatRequest });
      const answer = next;
      if ('delayMs' in answer) {
        const timer = setTimeout(() => response.end(completion('{"category":null,"confidence":0}')), answer.delayMs);
        response.on('close', () => clearTimeout(timer));
        return;
      }
      if ('status' in answer) {
        response.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
        return;
      }
      const content = 'verdict' in answer ? JSON.stringify(answer.verdict) : answer.content;
      response.writeHead(200, { 'content-type': 'application/json' }).end(completion(content));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    requests,
    answer: (respond) => (next = respond),
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * The decision logic alone: a hand-made model whose score a test sets, so the score lands
 * exactly below, inside or above the band (the product tests use the shipped model).
 */
const scoredAt = (confidence: number, category: ViolationCategory = 'drugs'): ModerationModel => ({
  name: 'local-test-model',
  defaultThreshold: 0.5,
  uncertainBand: { from: 0.3, to: 0.8 },
  score: () => ({ confidence, category }),
});

const post = { title: 'Вечеринка «Снежок»', description: 'Будет весело, угощение от диджея.', address: 'ул. Складочная, 1' };
const CHECKED_AT = new Date('2030-06-10T09:00:00Z');

describe('the external moderation model (a fake OpenAI-compatible endpoint)', () => {
  let endpoint: FakeEndpoint;
  const logs: string[] = [];
  const logger = createLogger({ level: 'debug', write: (line) => logs.push(line) });

  const moderation = (model: ModerationModel, timeoutMs = 2000) =>
    createEventModeration({
      model,
      threshold: 0.5,
      externalModel: {
        model: createExternalModel({ url: endpoint.url, key: 'sk-test', model: 'gpt-test', timeoutMs }),
        band: { from: 0.3, to: 0.8 },
      },
      clock: () => CHECKED_AT,
      logger,
    });
  const warnings = () => logs.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => line.level === 'warn');

  beforeAll(async () => {
    endpoint = await startFakeEndpoint();
  });
  afterAll(() => endpoint.close());
  afterEach(() => {
    endpoint.requests.length = 0;
    logs.length = 0;
  });

  it('asks for a strict JSON verdict with every category in the prompt, and its agreement is recorded under its name', async () => {
    endpoint.answer({ verdict: { category: 'drugs', confidence: 0.92 } });
    const verdict = await moderation(scoredAt(0.6)).assess(post);

    expect(verdict).toEqual({
      model: 'gpt-test',
      confidence: 0.92,
      category: 'drugs',
      lawReference: VIOLATIONS.drugs.lawReference,
      checkedAt: CHECKED_AT.toISOString(),
    });
    expect(endpoint.requests).toHaveLength(1);
    const [request] = endpoint.requests;
    expect(request!.path).toBe('/v1/chat/completions');
    expect(request!.authorization).toBe('Bearer sk-test');
    expect(request!.body.model).toBe('gpt-test');
    expect(request!.body.response_format.type).toBe('json_schema');
    expect(request!.body.response_format.json_schema?.strict).toBe(true);
    expect(request!.body.response_format.json_schema?.schema.required).toEqual(['category', 'confidence']);
    const [system, user] = request!.body.messages;
    expect(system).toEqual({ role: 'system', content: SYSTEM_PROMPT });
    for (const category of VIOLATION_CATEGORIES) expect(system!.content).toContain(category);
    expect(user!.content).toContain(post.title);
    expect(user!.content).toContain(post.description);
    expect(user!.content).toContain(post.address);
  });

  it('clears a post the local model flagged when it finds no violation', async () => {
    endpoint.answer({ verdict: { category: null, confidence: 0.05 } });
    expect(await moderation(scoredAt(0.7)).assess(post)).toBeNull();
    expect(endpoint.requests).toHaveLength(1);
  });

  it('flags a post the local model let through, with its own category and confidence', async () => {
    endpoint.answer({ verdict: { category: 'extremism', confidence: 0.81 } });
    const verdict = await moderation(scoredAt(0.35, 'drugs')).assess(post);
    expect(verdict).toMatchObject({ model: 'gpt-test', category: 'extremism', confidence: 0.81, lawReference: VIOLATIONS.extremism.lawReference });
  });

  it.each<[string, FakeAnswer]>([
    ['answers 500', { status: 500, body: '{"error":{"message":"overloaded"}}' }],
    ['answers a body that is not JSON', { status: 200, body: '<html>Bad gateway</html>' }],
    ['answers content that is not JSON', { content: 'Нарушение: наркотики' }],
    ['names a category we do not know', { content: '{"category":"spam","confidence":0.9}' }],
    ['answers a confidence outside 0..1', { content: '{"category":"drugs","confidence":7}' }],
    ['is slower than the timeout', { delayMs: 1500 }],
  ])('keeps the local verdict when it %s, and logs why without the post', async (_case, answer) => {
    endpoint.answer(answer);
    const flagged = await moderation(scoredAt(0.6), 200).assess(post);
    expect(flagged).toMatchObject({ model: 'local-test-model', confidence: 0.6, category: 'drugs' });
    const cleared = await moderation(scoredAt(0.4), 200).assess(post);
    expect(cleared).toBeNull();

    expect(endpoint.requests).toHaveLength(2);
    const [warning] = warnings();
    expect(warning).toMatchObject({ externalModel: 'gpt-test', localModel: 'local-test-model', flagged: true });
    expect(typeof warning!.failure).toBe('string');
    const logged = logs.join('\n');
    for (const text of [post.title, post.description, post.address, 'sk-test']) expect(logged).not.toContain(text);
  });

  it('is never asked about a score outside the band', async () => {
    endpoint.answer({ verdict: { category: 'drugs', confidence: 0.99 } });
    expect(await moderation(scoredAt(0.29)).assess(post)).toBeNull();
    expect(await moderation(scoredAt(0.81)).assess(post)).toMatchObject({ model: 'local-test-model', confidence: 0.81 });
    expect(endpoint.requests).toHaveLength(0);
    // Both ends belong to the band.
    await moderation(scoredAt(0.3)).assess(post);
    await moderation(scoredAt(0.8)).assess(post);
    expect(endpoint.requests).toHaveLength(2);
  });
});

describe('MODERATION_* configuration', () => {
  const configError = (env: Record<string, string>): string => {
    try {
      loadConfig(env);
    } catch (error) {
      if (error instanceof ConfigError) return error.message;
      throw error;
    }
    throw new Error('expected a ConfigError');
  };

  it('defaults to the model’s threshold and no external model', () => {
    expect(loadConfig({}).moderation).toEqual({ threshold: null, llm: null });
  });

  it('reads the threshold and the external model', () => {
    const { moderation } = loadConfig({
      MODERATION_THRESHOLD: '0.65',
      MODERATION_LLM_URL: 'https://llm.example.org/v1/',
      MODERATION_LLM_KEY: 'sk-1',
      MODERATION_LLM_MODEL: 'qwen2.5-7b-instruct',
      MODERATION_LLM_BAND: '0.25 - 0.9',
      MODERATION_LLM_TIMEOUT_MS: '1500',
    });
    expect(moderation).toEqual({
      threshold: 0.65,
      llm: { url: 'https://llm.example.org/v1', key: 'sk-1', model: 'qwen2.5-7b-instruct', band: { from: 0.25, to: 0.9 }, timeoutMs: 1500 },
    });
    expect(loadConfig({ MODERATION_LLM_URL: 'http://127.0.0.1:8080/v1' }).moderation.llm).toEqual({
      url: 'http://127.0.0.1:8080/v1',
      key: null,
      model: 'gpt-4o-mini',
      band: null,
      timeoutMs: 3000,
    });
  });

  it('names each bad variable in Russian', () => {
    expect(
      configError({
        MODERATION_THRESHOLD: '1.5',
        MODERATION_LLM_URL: 'ftp://llm',
        MODERATION_LLM_BAND: '0.8-0.3',
        MODERATION_LLM_TIMEOUT_MS: 'скоро',
      }).split('\n'),
    ).toEqual([
      'MODERATION_THRESHOLD: ожидается число от 0 до 1, например 0.5',
      'MODERATION_LLM_URL: ожидается адрес вида https://api.example.com/v1',
      'MODERATION_LLM_BAND: границы от 0 до 1, нижняя не больше верхней, например 0.3-0.8',
      'MODERATION_LLM_TIMEOUT_MS: ожидается целое число миллисекунд от 100 до 60000',
    ]);
    expect(configError({ MODERATION_LLM_KEY: 'sk-1' })).toBe('MODERATION_LLM_KEY: задан без MODERATION_LLM_URL, внешняя модель не будет вызвана');
    expect(configError({ MODERATION_LLM_BAND: 'середина' })).toContain('MODERATION_LLM_BAND: ожидается диапазон');
  });
});

const boxingNight: EventRequest = {
  title: 'Турнир по боксу среди любителей',
  description: 'Шесть поединков по правилам любительского бокса, судьи федерации, врач у ринга. Вход для зрителей свободный.',
  category: 'спорт и туризм',
  ageLimit: 12,
  startDate: '2030-06-15T19:00:00',
  durationMinutes: 180,
  address: 'Спорткомплекс «Лужники», Лужнецкая наб., 24',
  isPaid: false,
};

describe.each(testDatabases())('the external model inside the app on $name', ({ create }) => {
  let database: TestDatabase;
  let endpoint: FakeEndpoint;
  let app: TestApp;
  const clock = testClock('2030-06-10T09:00:00Z');

  beforeAll(async () => {
    database = await create();
    endpoint = await startFakeEndpoint();
    // The whole range is borderline: every post goes to the endpoint, which then decides.
    app = await startTestApp({
      db: database.db,
      clock: clock.now,
      config: {
        moderation: {
          threshold: null,
          llm: { url: endpoint.url, key: null, model: 'gpt-test', band: { from: 0, to: 1 }, timeoutMs: 1000 },
        },
      },
    });
  });
  afterAll(async () => {
    await app.close();
    await endpoint.close();
    await database.close();
  });

  it('records the external model as the one that flagged an event, and falls back to the shipped model when it fails', async () => {
    const organizer = await signIn(app, database.db, { email: 'llm-organizer@example.com', password: 'Secret12' });
    endpoint.answer({ verdict: { category: 'violence', confidence: 0.77 } });
    const flagged = await organizer.client.post<Event>('/api/events', boxingNight);
    expect(flagged.status).toBe(201);
    expect(flagged.body.systemClaim?.metadata).toMatchObject({ model: 'gpt-test', category: 'violence', confidence: 0.77 });
    expect(endpoint.requests.at(-1)?.authorization).toBeUndefined();

    endpoint.answer({ status: 503, body: 'unavailable' });
    const fallback = await organizer.client.post<Event>('/api/events', boxingNight);
    expect(fallback.status).toBe(201);
    expect(fallback.body.systemClaim).toBeNull();
    expect(fallback.body.claim).toBe(false);
  });
});
