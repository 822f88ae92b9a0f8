import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { startTestServer, type TestServer } from '@city/testing/http-server';
import { configureApi, setAuthErrorHandler, setNotifier, type RequestNotice } from '../api/request';

export interface ApiHarness {
  /** The real local server the calls go to (started once per file). */
  readonly server: TestServer;
  /** The wrapper's notices (its toasts) during the current test. */
  readonly notices: RequestNotice[];
  /** The statuses handed to the auth error handler during the current test. */
  readonly authStatuses: number[];
  /** 'METHOD /path?query' of every request of the current test, in order. */
  calls(): string[];
}

/**
 * The set-up every typed-call test shares: a real HTTP server, the client pointed at it, and the
 * wrapper's notifier and auth handler recording what they would show. Call it at the top of a file.
 */
export function useApiHarness(): ApiHarness {
  let running: TestServer | null = null;
  const notices: RequestNotice[] = [];
  const authStatuses: number[] = [];
  const server = (): TestServer => {
    if (!running) throw new Error('the test server starts in beforeAll');
    return running;
  };

  beforeAll(async () => {
    running = await startTestServer();
  });
  afterAll(() => running?.close());
  beforeEach(() => {
    configureApi({ baseUrl: server().url });
    server().requests.length = 0;
    notices.length = 0;
    authStatuses.length = 0;
    setNotifier((notice) => notices.push(notice));
    setAuthErrorHandler((status) => authStatuses.push(status));
  });
  afterEach(() => {
    setNotifier(null);
    setAuthErrorHandler(null);
  });

  return {
    get server() {
      return server();
    },
    notices,
    authStatuses,
    calls: () => server().requests.map((recorded) => `${recorded.method} ${recorded.path}`),
  };
}
