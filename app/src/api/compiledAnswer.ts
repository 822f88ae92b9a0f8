import type { ResponseSchema } from './request';

/**
 * A check compiled at build time from a contract's schema (app/build/answerChecks.ts), shaped as
 * the request wrapper takes a schema: `parse` answers the data or throws.
 */
export function compiledAnswer<T>(check: CompiledAnswerCheck): ResponseSchema<T> {
  return {
    parse(data: unknown): T {
      if (check(data)) return data as T;
      const [first] = check.errors ?? [];
      throw new Error(`Ответ не совпадает с контрактом: ${first ? `${first.instancePath} ${first.message ?? ''}` : '?'}`);
    },
  };
}
