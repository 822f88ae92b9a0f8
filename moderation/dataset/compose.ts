import { addNoise, type NoiseLevel } from './noise';
import type { SeededRandom } from './random';
import type { RowStyle } from './row';
import type { Post, SourceStyle, StyledPool, TextSource } from './sources/types';

/** The form allows a 150-character title and 5000-character description; posts stay well inside. */
export const TITLE_LENGTH = { min: 5, max: 120 } as const;
export const DESCRIPTION_LENGTH = { min: 20, max: 2000 } as const;

/** Shared, already split material every post may carry. */
export interface SharedMaterial {
  readonly logisticsTemplates: readonly string[];
  readonly places: readonly string[];
  readonly addresses: readonly string[];
  readonly times: readonly string[];
  readonly days: readonly string[];
  readonly prices: readonly string[];
  readonly neutralEmoji: readonly string[];
}

export interface ComposedPost {
  readonly title: string;
  readonly description: string;
  readonly address?: string;
  readonly style: RowStyle;
}

/** A style's items, or every style's items when that style has none on this side. */
function itemsOf<T>(pool: StyledPool<T>, style: SourceStyle): readonly T[] {
  const own = pool[style] ?? [];
  if (own.length > 0) return own;
  return Object.values(pool).flatMap((items) => items ?? []);
}

export function availableStyles(source: TextSource): SourceStyle[] {
  return (['blunt', 'veiled', 'slang', 'plain'] as const).filter(
    (style) => (source.posts[style]?.length ?? 0) > 0 || (source.bodies[style]?.length ?? 0) > 0,
  );
}

function logisticsLine(random: SeededRandom, shared: SharedMaterial): string {
  return random
    .pick(shared.logisticsTemplates)
    .replaceAll('{time}', random.pick(shared.times))
    .replaceAll('{day}', random.pick(shared.days))
    .replaceAll('{price}', random.pick(shared.prices))
    .replaceAll('{place}', random.pick(shared.places));
}

function joinParts(parts: readonly string[], random: SeededRandom): string {
  const separator = random.weighted({ ' ': 7, '\n': 2, '\n\n': 1 });
  return parts.join(separator);
}

/** Keeps whole parts from the start until the limit; a post is never cut mid-sentence. */
function fitDescription(parts: readonly string[], random: SeededRandom, shared: SharedMaterial): string {
  let kept = [...parts];
  while (kept.length > 1 && kept.join('\n\n').length > DESCRIPTION_LENGTH.max) kept = kept.slice(0, -1);
  let description = joinParts(kept, random);
  while (description.length < DESCRIPTION_LENGTH.min) description = `${description} ${logisticsLine(random, shared)}`;
  return description;
}

/**
 * What a post is made of before noise. `frame` lends the opening and title of another kind of post
 * (an ordinary concert announcement hiding a drug party; a lecture framed like any lecture).
 */
export interface CompositionPlan {
  readonly source: TextSource;
  readonly style: SourceStyle;
  readonly frame?: TextSource;
  readonly wholePostShare: number;
}

function composeParts(plan: CompositionPlan, random: SeededRandom, shared: SharedMaterial): { title: string; parts: string[] } {
  const { source, style, frame } = plan;
  const posts: readonly Post[] = itemsOf(source.posts, style);
  const framed = frame !== undefined;
  const logistics = Array.from({ length: random.int(0, 2) }, () => logisticsLine(random, shared));

  if (!framed && posts.length > 0 && random.chance(plan.wholePostShare)) {
    const [postTitle, postDescription] = random.pick(posts);
    const title = random.chance(0.2) ? random.pick(itemsOf(source.titles, style)) : postTitle;
    const parts = [postDescription];
    if (random.chance(0.25)) parts.push(random.pick(itemsOf(source.calls, style)));
    return { title, parts: [...parts, ...logistics] };
  }

  const title = random.pick(itemsOf((frame ?? source).titles, framed ? 'plain' : style));
  const parts: string[] = [];
  if (random.chance(framed ? 0.9 : 0.75)) parts.push(random.pick(itemsOf((frame ?? source).openings, framed ? 'plain' : style)));
  const bodies = itemsOf(source.bodies, style);
  const bodyCount = Math.min(bodies.length, Number(random.weighted({ '1': 5, '2': 4, '3': 1 })));
  for (const body of random.shuffle(bodies).slice(0, bodyCount)) parts.push(body);
  // A writer drifts between registers; a blunt post may close with a slang call.
  if (random.chance(0.2)) parts.push(random.pick(itemsOf(source.bodies, random.pick(availableStyles(source)))));
  const tail = [...logistics];
  if (random.chance(0.7)) tail.push(random.pick(itemsOf(source.calls, style)));
  return { title, parts: [...new Set([...parts, ...random.shuffle(tail)])] };
}

const NOISE_WEIGHTS: Readonly<Record<NoiseLevel, number>> = { none: 45, light: 35, heavy: 20 };

/** Builds one post: parts, limits, noise, address. */
export function composePost(plan: CompositionPlan, random: SeededRandom, shared: SharedMaterial): ComposedPost {
  const { title: cleanTitle, parts } = composeParts(plan, random, shared);
  const cleanDescription = fitDescription(parts, random, shared);
  const level = random.weighted(NOISE_WEIGHTS);
  const context = { random, stems: plan.source.sensitiveStems, emoji: [...plan.source.emoji, ...shared.neutralEmoji] };
  let title = addNoise(cleanTitle, level, context, 'title');
  if (title.length > TITLE_LENGTH.max || title.trim().length < TITLE_LENGTH.min) title = cleanTitle;
  let description = addNoise(cleanDescription, level, context, 'description');
  if (description.length > DESCRIPTION_LENGTH.max || description.length < DESCRIPTION_LENGTH.min) description = cleanDescription;
  const style: RowStyle = level === 'heavy' ? 'noisy' : plan.style;
  const base = { title, description, style };
  return random.chance(0.85) ? { ...base, address: random.pick(shared.addresses) } : base;
}
