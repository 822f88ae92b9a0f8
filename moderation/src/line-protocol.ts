import { violationLawReference, type ViolationCategory } from '@city/contracts';
import type { ModerationModel } from './model';

/** One answer line of `npm run moderate -- --jsonl`. */
export type ModerationLine =
  | { id: unknown; category: ViolationCategory | null; confidence: number; lawReference: string | null }
  | { id: unknown; error: string };

const isIdentifier = (value: unknown): boolean => typeof value === 'string' || typeof value === 'number';

/**
 * Scores one input line `{"id","title","description","address"?}`; a malformed line gets an
 * error answer with its id (null when it has none) instead of stopping the stream.
 */
export function moderateLine(model: ModerationModel, line: string, threshold: number): ModerationLine {
  let parsed: unknown;
  try {
    parsed = JSON.parse(line);
  } catch {
    return { id: null, error: 'Строка не является JSON' };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return { id: null, error: 'Ожидается объект {"id","title","description"}' };
  }
  const { id, title, description, address } = parsed as Record<string, unknown>;
  const answerId = isIdentifier(id) ? id : null;
  if (!isIdentifier(id)) return { id: answerId, error: 'Нет поля id (строка или число)' };
  if (typeof title !== 'string' || typeof description !== 'string') {
    return { id: answerId, error: 'Поля title и description должны быть строками' };
  }
  if (address !== undefined && address !== null && typeof address !== 'string') {
    return { id: answerId, error: 'Поле address должно быть строкой' };
  }
  const score = model.score({ title, description, ...(typeof address === 'string' ? { address } : {}) });
  const flagged = score.confidence >= threshold;
  return {
    id,
    category: flagged ? score.category : null,
    confidence: Math.round(score.confidence * 10_000) / 10_000,
    lawReference: flagged ? violationLawReference(score.category) : null,
  };
}
