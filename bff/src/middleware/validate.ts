import { zValidator } from '@hono/zod-validator';
import type { z } from 'zod';

const HAS_CYRILLIC = /[а-яё]/i;

/**
 * docs/operations.md#errors: 400 with the first problem, naming the field. The shared schemas carry Russian
 * messages that already name it («Введите email»); anything else gets the field's name added.
 */
export function firstIssueMessage(error: { issues: readonly z.core.$ZodIssue[] }): string {
  const issue = error.issues[0];
  if (!issue) return 'Некорректные данные запроса';
  if (HAS_CYRILLIC.test(issue.message)) return issue.message;
  if (issue.path.length === 0) return 'Тело запроса должно быть JSON-объектом';
  return `Некорректное значение поля «${issue.path.join('.')}»`;
}

/** Validates the JSON body with a contracts schema; the handler reads `c.req.valid('json')`. */
export const validateJson = <Schema extends z.ZodType>(schema: Schema) =>
  zValidator('json', schema, (result, c) => {
    if (!result.success) return c.json({ error: firstIssueMessage(result.error) }, 400);
  });

/** Validates the query string; the handler reads `c.req.valid('query')`. */
export const validateQuery = <Schema extends z.ZodType>(schema: Schema) =>
  zValidator('query', schema, (result, c) => {
    if (!result.success) return c.json({ error: firstIssueMessage(result.error) }, 400);
  });
