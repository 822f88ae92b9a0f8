import { VIOLATION_CATEGORIES, VIOLATIONS, type ViolationCategory } from '@city/contracts';
import type { ModerationInput } from '@city/moderation';
import { z } from 'zod';

/** An OpenAI-compatible chat endpoint asked about borderline posts (MODERATION_LLM_*). */
export interface ExternalModelConfig {
  /** Base URL; the call goes to `{url}/chat/completions`. */
  url: string;
  /** Sent as `Authorization: Bearer …` when set (local servers often need none). */
  key: string | null;
  model: string;
  timeoutMs: number;
}

export interface ExternalAnswer {
  /** null: the post breaks no law. */
  category: ViolationCategory | null;
  /** How sure the model is that the post breaks the law, 0..1. */
  confidence: number;
}

export interface ExternalModel {
  /** Recorded as the complaint's `model` when this model decided. */
  readonly name: string;
  /** Throws ExternalModelError on any failure; the caller then keeps the local verdict. */
  classify(input: ModerationInput): Promise<ExternalAnswer>;
}

/** The message says why the call failed, never what the post said (it is logged). */
export class ExternalModelError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ExternalModelError';
  }
}

const answerSchema = z.strictObject({
  category: z.enum(VIOLATION_CATEGORIES).nullable(),
  confidence: z.number().min(0).max(1),
});

const completionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string() }) })).min(1),
});

const CATEGORY_LINES = VIOLATION_CATEGORIES.map((id) => `- ${id}: ${VIOLATIONS[id].label} (${VIOLATIONS[id].lawReference})`).join('\n');

export const SYSTEM_PROMPT = `Ты модератор городской афиши. Тебе дают объявление о мероприятии (название, описание, адрес).
Реши, нарушает ли оно законодательство Российской Федерации, и если да, то в какой категории:
${CATEGORY_LINES}
Иносказания, сленг, опечатки и латинские буквы вместо русских не меняют сути. Лекция, спорт, профилактика,
согласованная акция или искусство, которые лишь упоминают тему, закон не нарушают.
Ответь строго JSON-объектом {"category": null или идентификатор категории из списка, "confidence": число от 0 до 1} —
confidence означает уверенность, что объявление нарушает закон. Если нарушения нет, category = null.`;

/** Strict JSON answers where the endpoint supports json_schema (OpenAI, vLLM, llama.cpp, Ollama). */
const RESPONSE_FORMAT = {
  type: 'json_schema',
  json_schema: {
    name: 'moderation_verdict',
    strict: true,
    schema: {
      type: 'object',
      properties: {
        category: { anyOf: [{ type: 'string', enum: [...VIOLATION_CATEGORIES] }, { type: 'null' }] },
        confidence: { type: 'number', minimum: 0, maximum: 1 },
      },
      required: ['category', 'confidence'],
      additionalProperties: false,
    },
  },
} as const;

const postText = ({ title, description, address }: ModerationInput): string =>
  [`Название: ${title}`, `Описание: ${description}`, address ? `Адрес: ${address}` : null].filter(Boolean).join('\n');

function parseAnswer(body: unknown): ExternalAnswer {
  const completion = completionSchema.safeParse(body);
  if (!completion.success) throw new ExternalModelError('the answer is not a chat completion');
  let content: unknown;
  try {
    content = JSON.parse(completion.data.choices[0]!.message.content);
  } catch {
    throw new ExternalModelError('the completion is not JSON');
  }
  const answer = answerSchema.safeParse(content);
  if (!answer.success) throw new ExternalModelError('the completion is not a verdict of the expected shape');
  return answer.data;
}

/** platform: the optional external model; `fetch` is Node's own (no SDK, nothing else to trust). */
export function createExternalModel(config: ExternalModelConfig): ExternalModel {
  const endpoint = `${config.url.replace(/\/+$/, '')}/chat/completions`;
  return {
    name: config.model,
    async classify(input) {
      let response: Response;
      try {
        response = await fetch(endpoint, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(config.key ? { authorization: `Bearer ${config.key}` } : {}),
          },
          body: JSON.stringify({
            model: config.model,
            temperature: 0,
            response_format: RESPONSE_FORMAT,
            messages: [
              { role: 'system', content: SYSTEM_PROMPT },
              { role: 'user', content: postText(input) },
            ],
          }),
          // Covers the whole exchange, the body's download included.
          signal: AbortSignal.timeout(config.timeoutMs),
        });
        if (!response.ok) throw new ExternalModelError(`status ${response.status}`);
        return parseAnswer(await response.json());
      } catch (error) {
        if (error instanceof ExternalModelError) throw error;
        if (error instanceof DOMException && error.name === 'TimeoutError') {
          throw new ExternalModelError(`no answer within ${config.timeoutMs} ms`);
        }
        if (error instanceof SyntaxError) throw new ExternalModelError('the answer is not JSON');
        throw new ExternalModelError(`request failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    },
  };
}
