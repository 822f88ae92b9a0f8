import { AUTH_MESSAGES, type RateLimitResponse } from '@city/contracts';

/** A rule of the product was broken; the error handler turns it into `{error}` with `status` (docs/operations.md#errors). */
export class DomainError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 429 | 503,
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class ValidationError extends DomainError {
  constructor(message: string) {
    super(400, message);
  }
}

export class UnauthorizedError extends DomainError {
  constructor(message: string = AUTH_MESSAGES.authRequired) {
    super(401, message);
  }
}

export class ForbiddenError extends DomainError {
  constructor(message: string) {
    super(403, message);
  }
}

export const NOT_FOUND_MESSAGE = 'Ресурс не найден';

export class NotFoundError extends DomainError {
  constructor(message: string = NOT_FOUND_MESSAGE) {
    super(404, message);
  }
}

export class ConflictError extends DomainError {
  constructor(message: string) {
    super(409, message);
  }
}

/** docs/operations.md#errors: 413 too large (an upload over its limit). */
export class PayloadTooLargeError extends DomainError {
  constructor(message: string) {
    super(413, message);
  }
}

/** docs/operations.md#rate-limits: the body the rate-limit panel reads, plus the Retry-After seconds. */
export class RateLimitError extends DomainError {
  constructor(readonly body: RateLimitResponse) {
    super(429, body.error);
  }
}

/** 503: the server cannot take this request on now (e.g. password checks queued past their deadline). */
export class ServiceUnavailableError extends DomainError {
  constructor(message: string) {
    super(503, message);
  }
}
