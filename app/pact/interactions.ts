/**
 * The shapes every consumer interaction takes: provider states, a request, the BFF's answer, and
 * the app's real client called against Pact's mock server. An answer checks what the client
 * returns; a refusal checks the ApiError the client throws. The pact files only describe
 * interactions, so the helpers write exactly what a hand-built `addInteraction()` chain would.
 */
import { expect, it } from 'vitest';
import { PactV4, type TemplateHeaders, type TemplateQuery, type V3MockServer } from '@pact-foundation/pact';
import { AUTH_MESSAGES, type RateLimitType } from '@city/contracts';
import { errorBody, jsonHeaders, PACT_DIR, PROVIDER, rateLimitBody, rateLimitHeaders } from '@city/contracts/pact';
import { configureApi } from '../src/api/client';
import { ApiError } from '../src/api/errors';

/** The app's pact with the BFF: contracts/pacts/city-app-city-bff.json. */
export const createPact = (): PactV4 =>
  new PactV4({ consumer: 'city-app', provider: PROVIDER, dir: PACT_DIR, logLevel: 'warn' });

type UnconfiguredInteraction = ReturnType<PactV4['addInteraction']>;

/** A state the BFF sets up before the request, with its parameters where it takes any. */
export type ProviderState = readonly [name: string, params?: Parameters<UnconfiguredInteraction['given']>[1]];

export const NO_SESSION: ProviderState = ['no session'];

export interface PactRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  query?: TemplateQuery;
  /** Sent as JSON, with the JSON content type. */
  json?: unknown;
  /** One file as multipart/form-data: Pact reads multipart bodies from a file on disk. */
  multipart?: { contentType: string; file: string; part: string };
}

export const get = (path: string, query?: TemplateQuery): PactRequest => ({ method: 'GET', path, query });
export const post = (path: string, json?: unknown): PactRequest => ({ method: 'POST', path, json });
export const put = (path: string, json?: unknown): PactRequest => ({ method: 'PUT', path, json });
export const del = (path: string): PactRequest => ({ method: 'DELETE', path });
export const upload = (path: string, contentType: string, file: string, part: string): PactRequest => ({
  method: 'POST',
  path,
  multipart: { contentType, file, part },
});

export interface InteractionSpec {
  states?: readonly ProviderState[];
  description: string;
  request: PactRequest;
}

/** A successful answer (200 unless said) and what the client must make of it. */
export interface Answer<T> extends InteractionSpec {
  status?: number;
  /** The JSON content type unless said (e.g. with the session cookie). */
  headers?: TemplateHeaders;
  body: unknown;
  call: () => Promise<T>;
  check: (result: T) => void;
}

/** How a refused call surfaces: a client that wraps the ApiError passes its own unwrapping. */
export type RefusalOf = (call: Promise<unknown>) => Promise<ApiError>;

/** A refusal: the status, the body the BFF sends, and what the client's ApiError must carry. */
export interface Refusal extends InteractionSpec {
  status: number;
  /** The `{error}` body (or the rate-limit body) as the BFF sends it. */
  error: unknown;
  headers?: TemplateHeaders;
  call: () => Promise<unknown>;
  /** The server's text the client must pass on, where the interaction is about it. */
  message?: string;
  check?: (error: ApiError) => void;
  refusalOf?: RefusalOf;
}

/** docs/operations.md#rate-limits: a 429 with the rate-limit shape, its type and its attempts. */
export interface RateLimitRefusal extends InteractionSpec {
  limit: { type: RateLimitType; maxAttempts: number };
  call: () => Promise<unknown>;
  refusalOf?: RefusalOf;
}

/** A 401 to a call that needs a session, made without one. */
export type SignInRequired = Omit<InteractionSpec, 'states'> & { call: () => Promise<unknown>; refusalOf?: RefusalOf };

/** A row of a table: the test's name beside the interaction. */
export type Named<T> = T & { name: string };

/** The ApiError a call was refused with; fails the test when the call succeeded or threw something else. */
async function apiErrorOf(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

/**
 * One test per row, titled by the row's name as written: `it.each`'s `$name` quotes and shortens
 * long titles.
 */
function eachRow<T>(rows: readonly Named<T>[], test: (row: Named<T>) => Promise<unknown>): void {
  for (const row of rows) it(row.name, () => test(row));
}

const useMock = (server: V3MockServer) => configureApi({ baseUrl: server.url });

/** The interaction helpers writing into one consumer pact. */
export function interactionsOf(pact: PactV4) {
  const describeInteraction = (
    { states = [], description, request }: InteractionSpec,
    status: number,
    headers: TemplateHeaders,
    body: unknown,
  ) =>
    states
      .reduce((interaction, [name, params]) => interaction.given(name, params), pact.addInteraction())
      .uponReceiving(description)
      .withRequest(request.method, request.path, (req) => {
        if (request.query) req.query(request.query);
        if (request.json !== undefined) req.headers(jsonHeaders).jsonBody(request.json);
        if (request.multipart) req.multipartBody(request.multipart.contentType, request.multipart.file, request.multipart.part);
      })
      .willRespondWith(status, (res) => res.headers(headers).jsonBody(body));

  const expectAnswer = <T>(spec: Answer<T>) =>
    describeInteraction(spec, spec.status ?? 200, spec.headers ?? jsonHeaders, spec.body).executeTest(async (server) => {
      useMock(server);
      spec.check(await spec.call());
    });

  const expectRefusal = (spec: Refusal) =>
    describeInteraction(spec, spec.status, spec.headers ?? jsonHeaders, spec.error).executeTest(async (server) => {
      useMock(server);
      const error = await (spec.refusalOf ?? apiErrorOf)(spec.call());
      expect(error.status).toBe(spec.status);
      if (spec.message !== undefined) expect(error.serverMessage).toBe(spec.message);
      spec.check?.(error);
    });

  const expectRateLimit = ({ limit, ...spec }: RateLimitRefusal) =>
    expectRefusal({
      ...spec,
      status: 429,
      headers: { ...jsonHeaders, ...rateLimitHeaders },
      error: rateLimitBody(limit.type, limit.maxAttempts),
      check: (error) => expect(error.rateLimit).toMatchObject({ rateLimitType: limit.type, maxAttempts: limit.maxAttempts }),
    });

  const expectSignInRequired = (spec: SignInRequired) =>
    expectRefusal({ ...spec, states: [NO_SESSION], status: 401, error: errorBody(AUTH_MESSAGES.authRequired) });

  return {
    expectAnswer,
    expectRefusal,
    expectRateLimit,
    expectSignInRequired,
    itRefuses: (rows: readonly Named<Refusal>[]) => eachRow(rows, expectRefusal),
    itRequiresSignIn: (rows: readonly Named<SignInRequired>[]) => eachRow(rows, expectSignInRequired),
  };
}
