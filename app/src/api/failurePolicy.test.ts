import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './errors';
import {
  announceFailure,
  callPolicy,
  failureText,
  handsOver,
  logFailure,
  setFailureLogger,
  setFailureToaster,
} from './failurePolicy';

const answer = (status: number, error?: string) => new ApiError(status, 'текст обёртки', error ? { error } : undefined);
const offline = new ApiError(0, 'Ошибка соединения. Проверьте подключение к интернету');
const aborted = new DOMException('The operation was aborted.', 'AbortError');
const rateLimited = new ApiError(429, 'x', {
  error: 'Rate limit exceeded',
  rateLimitType: 'other',
  remainingTime: 1800,
  maxAttempts: 20,
  attemptsUsed: 20,
  resetTime: '2030-06-10T10:00:00.000Z',
});

describe('callPolicy: what each kind of call gets from the wrapper', () => {
  it('toasts only a notice; hands a 403 over except for actions; auth calls hand nothing over', () => {
    expect(callPolicy('notice')).toEqual({ notify: true, handleAuth: true });
    expect(callPolicy('read')).toEqual({ notify: false, handleAuth: true });
    expect(callPolicy('action')).toEqual({ notify: false, handleAuth: 'session' });
    expect(callPolicy('auth')).toEqual({ notify: false, handleAuth: false });
  });

  it('hands over 401 and 403, only 401 for a session-only call, nothing when opted out', () => {
    expect([401, 403, 404].map((status) => handsOver(status, true))).toEqual([true, true, false]);
    expect([401, 403].map((status) => handsOver(status, 'session'))).toEqual([true, false]);
    expect([401, 403].map((status) => handsOver(status, false))).toEqual([false, false]);
  });
});

describe('failureText: the words the person reads', () => {
  const fallback = 'Произошла ошибка';

  it('shows a refusal’s server text (4xx) by default, the fallback for faults, lost connections and bare refusals', () => {
    expect(failureText(answer(400, 'Дата и время не могут быть в прошлом'), { fallback })).toBe('Дата и время не могут быть в прошлом');
    expect(failureText(answer(500, 'Внутренняя ошибка сервера'), { fallback })).toBe(fallback);
    expect(failureText(offline, { fallback })).toBe(fallback);
    expect(failureText(answer(422), { fallback })).toBe(fallback);
    expect(failureText(new TypeError('boom'), { fallback })).toBe(fallback);
  });

  it('leaves a lost session to the auth handler unless the page keeps its text', () => {
    expect(failureText(answer(401, 'Требуется авторизация'), { fallback })).toBeNull();
    expect(failureText(answer(401, 'Требуется авторизация'), { fallback, sessionLost: 'shown' })).toBe('Требуется авторизация');
  });

  it('never shows anything for a cancelled call', () => {
    expect(failureText(aborted, { fallback })).toBeNull();
  });

  it('serverText: any answer, only a 403, or never', () => {
    expect(failureText(answer(500, 'Внутренняя ошибка сервера'), { fallback, serverText: 'any' })).toBe('Внутренняя ошибка сервера');
    expect(failureText(answer(403, 'У вас нет прав для удаления этого мероприятия'), { fallback, serverText: 'forbidden' })).toBe(
      'У вас нет прав для удаления этого мероприятия',
    );
    expect(failureText(answer(404, 'Мероприятие не найдено'), { fallback, serverText: 'forbidden' })).toBe(fallback);
    expect(failureText(answer(409, 'Жалоба уже подана'), { fallback, serverText: 'never' })).toBe(fallback);
  });

  it('answersOnly: a network exception or a non-answer is only logged', () => {
    expect(failureText(offline, { fallback, answersOnly: true })).toBeNull();
    expect(failureText(new Error('x'), { fallback, answersOnly: true })).toBeNull();
    expect(failureText(answer(409, 'Свободных мест нет'), { fallback, answersOnly: true })).toBe('Свободных мест нет');
  });

  it('reasonAfter: the spec’s text, then the reason of a refusal', () => {
    const rule = { fallback: 'Ошибка при одобрении жалобы', reasonAfter: true };
    expect(failureText(answer(409, 'Жалоба уже рассмотрена'), rule)).toBe('Ошибка при одобрении жалобы. Жалоба уже рассмотрена');
    expect(failureText(answer(500, 'Внутренняя ошибка сервера'), rule)).toBe('Ошибка при одобрении жалобы');
  });

  it('rateLimitTitle: a 429 shows its Russian panel title, not the English constant', () => {
    expect(failureText(rateLimited, { fallback, rateLimitTitle: true })).toBe('Слишком много запросов');
    expect(failureText(rateLimited, { fallback })).toBe('Rate limit exceeded');
  });

  it('withStatus: the status in the text, the connection text without one', () => {
    const rule = { fallback: 'Неизвестная ошибка', withStatus: (detail: string | number) => `Ошибка при загрузке отзывов: ${detail}` };
    expect(failureText(answer(500), rule)).toBe('Ошибка при загрузке отзывов: 500');
    expect(failureText(offline, rule)).toBe(`Ошибка при загрузке отзывов: ${offline.message}`);
    expect(failureText('oops', rule)).toBe('Ошибка при загрузке отзывов: Неизвестная ошибка');
  });

  it('unknown: for a thrown value that is not an Error', () => {
    expect(failureText('oops', { fallback, unknown: 'Неизвестная ошибка' })).toBe('Неизвестная ошибка');
    expect(failureText(new Error('x'), { fallback, unknown: 'Неизвестная ошибка' })).toBe(fallback);
  });
});

describe('announceFailure and logFailure: the one place failures are told and logged', () => {
  let toasts: string[];
  let logged: string[];
  beforeEach(() => {
    toasts = [];
    logged = [];
    setFailureToaster((title) => toasts.push(title));
    setFailureLogger((label) => logged.push(label));
  });
  afterEach(() => {
    setFailureToaster(null);
    setFailureLogger(null);
    vi.restoreAllMocks();
  });

  it('logs and toasts the rule’s text', () => {
    announceFailure(answer(403, 'Нельзя пожаловаться на самого себя'), { label: 'Жалоба не отправлена', fallback: 'x' });
    expect(toasts).toEqual(['Нельзя пожаловаться на самого себя']);
    expect(logged).toEqual(['Жалоба не отправлена']);
  });

  it('only logs what has no text to show (a lost session, a network exception of a join)', () => {
    announceFailure(answer(401, 'Требуется авторизация'), { label: 'a', fallback: 'x' });
    announceFailure(offline, { label: 'b', fallback: 'x', answersOnly: true });
    expect(toasts).toEqual([]);
    expect(logged).toEqual(['a', 'b']);
  });

  it('neither logs nor tells a cancelled call', () => {
    logFailure('Не удалось загрузить события', aborted);
    announceFailure(aborted, { label: 'c', fallback: 'x' });
    expect([toasts, logged]).toEqual([[], []]);
  });

  it('logs to the console by default', () => {
    setFailureLogger(null);
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const error = new Error('boom');
    logFailure('Профиль не сохранён', error);
    expect(spy).toHaveBeenCalledWith('Профиль не сохранён', error);
  });
});
