import type { EventCategory, ViolationCategory } from '@city/contracts';

/** A whole handwritten post: [title, description]. */
export type Post = readonly [title: string, description: string];

/**
 * How a piece is written. Violations come blunt, veiled (euphemisms, hints) or in slang;
 * lawful posts are plain or slang (the chatty teen register exists there too).
 */
export type SourceStyle = 'blunt' | 'veiled' | 'slang' | 'plain';

export type StyledPool<T> = Partial<Record<SourceStyle, readonly T[]>>;

/** Handwritten material of one kind of post: whole posts plus fragments the generator combines. */
export interface TextSource {
  /**
   * Word stems people disguise when they write this kind of post (spaced letters, digits);
   * the noiser prefers them, so disguise lands where it does in real posts.
   */
  readonly sensitiveStems: readonly string[];
  readonly emoji: readonly string[];
  readonly posts: StyledPool<Post>;
  readonly titles: StyledPool<string>;
  /** First sentence of a description: the hook. */
  readonly openings: StyledPool<string>;
  /** What happens there: the substance of the post. */
  readonly bodies: StyledPool<string>;
  /** Calls to action and closing lines. */
  readonly calls: StyledPool<string>;
}

export interface ViolationSource extends TextSource {
  readonly category: ViolationCategory;
}

export interface OrdinarySource extends TextSource {
  readonly eventCategory: EventCategory;
}

/** A lawful post that shares words with a violation category. */
export interface HardNegativeSource extends TextSource {
  readonly theme: string;
  readonly resembles: readonly ViolationCategory[];
}
