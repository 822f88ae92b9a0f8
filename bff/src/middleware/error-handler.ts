import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv } from '../app-env';
import { DomainError, NOT_FOUND_MESSAGE, RateLimitError } from '../errors';
import type { Logger } from '../logger';
import { BODY_TOO_LARGE_MESSAGE } from './body-limit';

export const MALFORMED_JSON_MESSAGE = 'Некорректный JSON в теле запроса';
export const INTERNAL_ERROR_MESSAGE = 'Внутренняя ошибка сервера';

/** Hono's own exceptions (raised before our code runs) in Russian. */
function httpExceptionMessage(error: HTTPException): string {
  if (error.status === 400 && /json/i.test(error.message)) return MALFORMED_JSON_MESSAGE;
  if (error.status === 413) return BODY_TOO_LARGE_MESSAGE;
  if (error.status === 400) return 'Некорректный запрос';
  if (error.status === 401) return 'Требуется авторизация';
  if (error.status === 403) return 'Доступ запрещён';
  if (error.status === 404) return NOT_FOUND_MESSAGE;
  return error.status >= 500 ? INTERNAL_ERROR_MESSAGE : 'Не удалось обработать запрос';
}

/** The one place errors become `{error}` with a status (docs/operations.md#errors); unexpected ones are logged, not sent. */
export const errorHandler =
  (logger: Logger): ErrorHandler<AppEnv> =>
  (error, c: Context<AppEnv>) => {
    if (error instanceof RateLimitError) {
      c.header('Retry-After', String(error.body.remainingTime));
      return c.json(error.body, 429);
    }
    if (error instanceof DomainError) return c.json({ error: error.message }, error.status);
    if (error instanceof HTTPException) return c.json({ error: httpExceptionMessage(error) }, error.status);
    logger.error('unhandled error', {
      requestId: c.get('requestId'),
      method: c.req.method,
      path: c.req.path,
      error: error.message,
      stack: error.stack,
    });
    return c.json({ error: INTERNAL_ERROR_MESSAGE }, 500);
  };

export const notFoundHandler: NotFoundHandler = (c) => c.json({ error: NOT_FOUND_MESSAGE }, 404);
