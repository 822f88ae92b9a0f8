import { describe, expect, it } from 'vitest';
import { failureMessage } from './failureMessage';

describe('failureMessage (docs/accounts.md#request-failures)', () => {
  it('names a network failure', () => {
    expect(failureMessage(0, undefined)).toBe('Ошибка соединения. Проверьте подключение к интернету');
  });

  it.each([500, 502, 503, 599])('names a server failure for %i, whatever the body says', (status) => {
    expect(failureMessage(status, { error: 'Внутренняя ошибка сервера' })).toBe('Ошибка сервера. Попробуйте позже');
  });

  it('uses fixed texts for 404 and 403 even when the body has an error field', () => {
    expect(failureMessage(404, { error: 'Ресурс не найден' })).toBe('Запрашиваемый ресурс не найден');
    expect(failureMessage(403, { error: 'Запрос с другого сайта отклонён' })).toBe('Доступ запрещен');
  });

  it('shows the error field of other 4xx answers', () => {
    expect(failureMessage(400, { error: 'Введите корректный email' })).toBe('Введите корректный email');
    expect(failureMessage(409, { error: 'Пользователь с таким email уже зарегистрирован' })).toBe(
      'Пользователь с таким email уже зарегистрирован',
    );
  });

  it.each([undefined, null, 'plain text', { message: 'нет поля error' }, { error: 42 }, { error: '  ' }])(
    'falls back for a 4xx without a readable error field (%j)',
    (body) => {
      expect(failureMessage(422, body)).toBe('Ошибка при обработке запроса');
    },
  );

  it('shows the Russian panel title instead of the English rate-limit constant', () => {
    const body = {
      error: 'Rate limit exceeded',
      rateLimitType: 'password_reset',
      remainingTime: 120,
      maxAttempts: 3,
      attemptsUsed: 3,
      resetTime: '2026-11-22T10:00:00.000Z',
    };
    expect(failureMessage(429, body)).toBe('Слишком много запросов восстановления');
  });

  it('has a default for statuses outside the catalogue', () => {
    expect(failureMessage(302, undefined)).toBe('Произошла ошибка при выполнении запроса');
  });
});
