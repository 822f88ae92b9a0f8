import { wordsCutIn } from '@city/testing/words-cut';

/** The one word-cut check (testing/src/words-cut.ts) on a feed's shadow root, a clamp counting as a cut. */
export const wordsCutInFeed = (feed: Element): string[] => wordsCutIn(feed, { inShadowRoot: true, lineClamp: true });
