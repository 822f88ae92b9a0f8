import { stableHash } from './random';
import type { Post, SourceStyle, StyledPool, TextSource } from './sources/types';

export type Side = 'train' | 'holdout';
export const SIDES: readonly Side[] = ['train', 'holdout'];

/**
 * A quarter of every pool goes to the held-out side before anything is generated. Splitting rows
 * instead would let a held-out row share its sentences with training rows, and the held-out score
 * would measure memory, not generalisation to posts written in other words.
 */
export const HOLDOUT_SHARE = 0.25;

/** Ranks items by a hash of their text, so the split is stable and does not move when a pool grows at the end. */
export function splitItems<T>(items: readonly T[], keyOf: (item: T) => string): Record<Side, T[]> {
  const holdoutCount = items.length < 2 ? 0 : Math.max(1, Math.round(items.length * HOLDOUT_SHARE));
  const ranked = [...items].sort((left, right) => stableHash(keyOf(left)) - stableHash(keyOf(right)) || keyOf(left).localeCompare(keyOf(right)));
  const holdout = new Set(ranked.slice(0, holdoutCount));
  return {
    train: items.filter((item) => !holdout.has(item)),
    holdout: items.filter((item) => holdout.has(item)),
  };
}

const postKey = (post: Post): string => `${post[0]}\n${post[1]}`;
const textKey = (text: string): string => text;

function splitPool<T>(pool: StyledPool<T>, keyOf: (item: T) => string, side: Side): StyledPool<T> {
  const result: Partial<Record<SourceStyle, readonly T[]>> = {};
  for (const [style, items] of Object.entries(pool) as [SourceStyle, readonly T[]][]) {
    result[style] = splitItems(items, keyOf)[side];
  }
  return result;
}

/** The side's share of every pool of a source; everything else about the source stays. */
export function sideOfSource<S extends TextSource>(source: S, side: Side): S {
  return {
    ...source,
    posts: splitPool(source.posts, postKey, side),
    titles: splitPool(source.titles, textKey, side),
    openings: splitPool(source.openings, textKey, side),
    bodies: splitPool(source.bodies, textKey, side),
    calls: splitPool(source.calls, textKey, side),
  };
}

/**
 * The side's share of a source plus a later wave of whole posts. The wave is split on its own, so a
 * quarter of the new writing is held out too and the split of the older material does not move.
 */
export function sideOfSourceWithMorePosts<S extends TextSource>(source: S, morePosts: StyledPool<Post> | undefined, side: Side): S {
  const base = sideOfSource(source, side);
  if (morePosts === undefined) return base;
  const added = splitPool(morePosts, postKey, side);
  const posts: Partial<Record<SourceStyle, readonly Post[]>> = { ...base.posts };
  for (const [style, items] of Object.entries(added) as [SourceStyle, readonly Post[]][]) {
    posts[style] = [...(posts[style] ?? []), ...items];
  }
  return { ...base, posts };
}
