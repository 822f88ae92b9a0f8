import { isRateLimitResponse, type RateLimitResponse } from '@city/contracts';

/** A failed call: `status` is the HTTP status, 0 when the server could not be reached. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    message: string,
    /** The parsed JSON body of the answer (a RateLimitResponse for a 429 with that shape). */
    readonly body: unknown = undefined,
  ) {
    super(message);
  }

  /** The server's own `{error}` text, when it sent one (docs/operations.md#errors). */
  get serverMessage(): string | null {
    return readErrorField(this.body);
  }

  /** docs/operations.md#rate-limits: the rate-limit answer of a 429, when it has that shape. */
  get rateLimit(): RateLimitResponse | null {
    return this.status === 429 && isRateLimitResponse(this.body) ? this.body : null;
  }

  get isNetworkFailure(): boolean {
    return this.status === 0;
  }
}

export function readErrorField(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || !('error' in body)) return null;
  const { error } = body;
  return typeof error === 'string' && error.trim() !== '' ? error : null;
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
