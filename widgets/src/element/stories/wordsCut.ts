// The one word-cut check, shared with the partner-widget journey (testing/src/words-cut.ts).
export { wordsCutInFeed } from '@city/testing/words-cut';
