import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/errors';
import { eventFailureText, formFailureText, isAbortError } from './actionFailure';

const refused = (status: number, error?: string) => new ApiError(status, 'текст обёртки', error ? { error } : undefined);

describe('eventFailureText (docs/events.md#participation: join and leave)', () => {
  it("shows the server's text of a refusal", () => {
    expect(eventFailureText(refused(409, 'Свободных мест нет'), 'Произошла ошибка')).toBe('Свободных мест нет');
  });

  it("falls back to 'Произошла ошибка' without a server text", () => {
    expect(eventFailureText(refused(500), 'Произошла ошибка')).toBe('Произошла ошибка');
  });

  it('only logs a network exception', () => {
    expect(eventFailureText(new ApiError(0, 'нет сети'), 'Произошла ошибка')).toBeNull();
  });

  it('leaves a lost session (401) to the auth error handler and shows a 403 refusal', () => {
    expect(eventFailureText(refused(401, 'Требуется авторизация'), 'Произошла ошибка')).toBeNull();
    expect(eventFailureText(refused(403, 'У вас нет прав для удаления этого мероприятия'), 'Произошла ошибка')).toBe(
      'У вас нет прав для удаления этого мероприятия',
    );
  });

  it('shows nothing for what is not a failed call', () => {
    expect(eventFailureText(new DOMException('aborted', 'AbortError'), 'Произошла ошибка')).toBeNull();
  });
});

describe('formFailureText (docs/events.md#creating-and-editing: create and update)', () => {
  it("names the server's reason for a 4xx", () => {
    expect(formFailureText(refused(400, 'Дата и время не могут быть в прошлом'), 'x')).toBe(
      'Дата и время не могут быть в прошлом',
    );
  });

  it("uses the page's message for server failures, lost connections and 4xx without a text", () => {
    const fallback = 'Произошла ошибка при создании мероприятия';
    expect(formFailureText(refused(500, 'Внутренняя ошибка сервера'), fallback)).toBe(fallback);
    expect(formFailureText(new ApiError(0, 'нет сети'), fallback)).toBe(fallback);
    expect(formFailureText(refused(422), fallback)).toBe(fallback);
    expect(formFailureText(new Error('что-то'), fallback)).toBe(fallback);
  });
});

describe('isAbortError', () => {
  it('recognises a cancelled fetch', () => {
    expect(isAbortError(new DOMException('The operation was aborted.', 'AbortError'))).toBe(true);
    expect(isAbortError(new Error('AbortError'))).toBe(false);
  });
});
