import { test as base, expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import {
  DEFAULT_CITY_TIME_ZONE,
  eventSchema,
  formatWallClock,
  instantToWallClock,
  type Event,
  type EventRequest,
} from '@city/contracts';
import { createVerifiedAccount, uniqueEmail } from './accounts';
import { startPlatform, type RunningPlatform } from './platform';

/** A signed-in person with their own browser context (cookies), page and API client. */
export interface Person {
  email: string;
  id: number;
  context: BrowserContext;
  page: Page;
  api: EventsApi;
}

export const PERSON_PASSWORD = 'Gorod2026x';

let clientCounter = 0;
/** TEST-NET-2 addresses (RFC 5737): a different client per person for the registration limit. */
const nextClientAddress = (): string => `198.51.100.${(clientCounter++ % 254) + 1}`;

/**
 * The events journeys run on a platform of their own: several people register in every journey,
 * each from its own client address (TRUST_PROXY), so the per-address limit of docs/operations.md#rate-limits and the
 * auth journeys' registrations do not meet. `person('anna')` makes a verified, signed-in person.
 */
export const test = base.extend<{ person(prefix: string): Promise<Person> }, { platform: RunningPlatform }>({
  platform: [
    // eslint-disable-next-line no-empty-pattern -- Playwright requires the destructuring form.
    async ({}, use) => {
      const platform = await startPlatform({ TRUST_PROXY: '1' });
      await use(platform);
      await platform.stop();
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: async ({ platform }, use) => use(platform.url),
  person: async ({ browser, platform, locale, timezoneId, colorScheme }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (prefix) => {
      const context = await browser.newContext({ baseURL: platform.url, locale, timezoneId, colorScheme });
      contexts.push(context);
      const email = uniqueEmail(prefix);
      await createVerifiedAccount(platform, context.request, email, PERSON_PASSWORD, { clientAddress: nextClientAddress() });
      const me = await context.request.get('/api/auth/me');
      expect(me.status()).toBe(200);
      const { id } = (await me.json()) as { id: number };
      return { email, id, context, page: await context.newPage(), api: eventsApi(context.request, platform) };
    });
    for (const context of contexts) await context.close();
  },
});

export { expect };

/** The city's wall-clock time `days` from now at `time` ('yyyy-MM-ddTHH:mm:00'), as the API takes it. */
export function cityDateTime(days: number, time = '19:00'): string {
  const day = formatWallClock(instantToWallClock(Date.now() + days * 86_400_000, DEFAULT_CITY_TIME_ZONE)).slice(0, 10);
  return `${day}T${time}:00`;
}

export interface EventsApi {
  create(overrides?: Partial<EventRequest>): Promise<Event>;
  join(eventId: number): Promise<Event>;
  /** Uploads a picture the way the event form does; answers its imageUrl. */
  uploadImage(png: Buffer): Promise<string>;
  /** The raw answer, for checking refusals. */
  post(path: string, data?: unknown): ReturnType<APIRequestContext['post']>;
  delete(path: string): ReturnType<APIRequestContext['delete']>;
}

/** The events calls of one signed-in context, with the Origin header state changes need (docs/operations.md#security). */
export function eventsApi(request: APIRequestContext, platform: RunningPlatform): EventsApi {
  const headers = { Origin: platform.url };
  const api: EventsApi = {
    post: (path, data) => request.post(path, { headers, data }),
    delete: (path) => request.delete(path, { headers }),
    async create(overrides = {}) {
      const body: EventRequest = {
        title: 'Событие журнала',
        description: 'Описание события для проверки.',
        category: 'досуг и развлечения',
        ageLimit: 0,
        startDate: cityDateTime(5),
        durationMinutes: 120,
        address: 'Москва, Тверская улица, 1',
        isPaid: false,
        ...overrides,
      };
      const answer = await api.post('/api/events', body);
      if (answer.status() !== 201) throw new Error(`Событие не создано: ${answer.status()} ${await answer.text()}`);
      return eventSchema.parse(await answer.json());
    },
    async uploadImage(png) {
      const answer = await request.post('/api/upload/image', {
        headers,
        multipart: { image: { name: 'afisha.png', mimeType: 'image/png', buffer: png } },
      });
      if (answer.status() !== 201) throw new Error(`Изображение не загружено: ${answer.status()} ${await answer.text()}`);
      return ((await answer.json()) as { imageUrl: string }).imageUrl;
    },
    async join(eventId) {
      const answer = await api.post(`/api/events/${eventId}/join`);
      if (!answer.ok()) throw new Error(`Запись не удалась: ${answer.status()} ${await answer.text()}`);
      return eventSchema.parse(await answer.json());
    },
  };
  return api;
}
