import { wordsCutIn as sharedWordsCutIn } from '@city/testing/words-cut';

/**
 * The one word-cut check (testing/src/words-cut.ts) on a story's own content: an address may wrap
 * after its «@» or a dot, and a line clamp is the design's own truncation (TruncatedText), not a cut.
 */
export const wordsCutIn = (root: Element): string[] => sharedWordsCutIn(root, { addressBreaks: true });
