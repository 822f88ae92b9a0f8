import { normalizedSentenceWords, normalizedWords } from './normalize';
import { stemRussian } from './stem';

/**
 * Hashed bag-of-features of a post: word stems (the meaning), stem bigrams (short phrases) and
 * character 3–5-grams of each normalised word with its boundaries (typos, slang, new word forms).
 * Hashing keeps the model a fixed-size array with no vocabulary to ship.
 */
export interface FeatureConfig {
  /** log2 of the number of hash buckets. */
  hashBits: number;
  charNgramMin: number;
  charNgramMax: number;
  /** How much a word of the title counts against one of the description or the address. */
  fieldWeights: { title: number; description: number; address: number };
  /** Each family is scaled to unit length and then by this weight. */
  familyWeights: { stems: number; bigrams: number; chars: number };
  /**
   * docs/moderation.md#the-model: a violating sentence inside a long ordinary post is diluted in the whole post's
   * vector, so a description of at least `minSentences` sentences is also read in windows of
   * `windowSentences` consecutive sentences (without the title), and the post scores as its most
   * suspicious passage. Windows start every `windowStride` sentences (the window's length when
   * unset: no overlap). Sliding by one sentence costs a quarter more passages on the benchmark's
   * posts and reads every two sentences that belong together as one passage: the second tuning
   * round measured 85.9 % development recall against 83.5 % without (moderation/README.md).
   */
  passages: { minSentences: number; windowSentences: number; windowStride?: number };
}

export const DEFAULT_FEATURE_CONFIG: FeatureConfig = {
  hashBits: 18,
  charNgramMin: 3,
  charNgramMax: 5,
  // Chosen on the sentence-disjoint validation split (train.ts): a title counts like any sentence
  // (an innocent title often fronts a violating post), and stems generalise best to new wording.
  fieldWeights: { title: 1, description: 1, address: 0.5 },
  familyWeights: { stems: 2, bigrams: 0.3, chars: 0.7 },
  passages: { minSentences: 3, windowSentences: 2, windowStride: 1 },
};

export interface PostText {
  title: string;
  description: string;
  address?: string;
}

/** A post read whole and, when long enough, in windows of consecutive sentences. */
export interface PassageVectors {
  whole: SparseVector;
  windows: SparseVector[];
}

const SENTENCE_END = /(?<=[.!?…])\s+|\n+/u;

/** The sentences of a text: split after . ! ? … followed by a space, and at line breaks. */
export const sentencesOf = (text: string): string[] =>
  text
    .split(SENTENCE_END)
    .map((part) => part.trim())
    .filter(Boolean);

/** A sparse feature vector: distinct bucket indices (in first-seen order) and their values. */
export interface SparseVector {
  indices: Int32Array;
  values: Float32Array;
}

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;
const WORD_BOUNDARY = 0x2;
const BIGRAM_JOINER = 0x1;
const MAX_WORD_LENGTH = 40;
/** Words of posts repeat (Zipf): caching a word's buckets saves most of the hashing and stemming. */
const WORD_CACHE_SIZE = 50_000;

interface WordFeatures {
  /** The stem's hash before bucketing: stem bigrams combine two of them. */
  stemHash: number;
  stemBucket: number;
  charBuckets: Int32Array;
}
/** Each family starts from its own offset, so «мир» the stem and «мир» the n-gram land apart. */
const FAMILY_SEEDS = { stems: FNV_OFFSET ^ 0x53, bigrams: FNV_OFFSET ^ 0x42, chars: FNV_OFFSET ^ 0x43 } as const;

const fnvStep = (hash: number, code: number): number => Math.imul(hash ^ code, FNV_PRIME);
const fnvString = (hash: number, text: string): number => {
  let next = hash;
  for (let index = 0; index < text.length; index += 1) next = fnvStep(next, text.charCodeAt(index));
  return next;
};
/** FNV-1a's low bits are weak on short keys; a final avalanche spreads them over the buckets. */
const finish = (hash: number): number => {
  let mixed = hash ^ (hash >>> 16);
  mixed = Math.imul(mixed, 0x85ebca6b);
  return mixed ^ (mixed >>> 13);
};

/** Reusable accumulators, so scoring a post allocates only its result. */
export class FeatureExtractor {
  private readonly mask: number;
  /** One family's counts, then the post's vector: Float32 keeps both within the core's cache (2^18 buckets each). */
  private readonly family: Float32Array;
  private readonly familyTouched: Int32Array;
  private familyCount = 0;
  private readonly total: Float32Array;
  private readonly totalTouched: Int32Array;
  private totalCount = 0;
  private readonly wordCache = new Map<string, WordFeatures>();

  constructor(readonly config: FeatureConfig) {
    const buckets = 1 << config.hashBits;
    this.mask = buckets - 1;
    this.family = new Float32Array(buckets);
    this.total = new Float32Array(buckets);
    // A bucket is touched once per family before it is flushed: at most every bucket.
    this.familyTouched = new Int32Array(buckets);
    this.totalTouched = new Int32Array(buckets);
  }

  /** The whole post's vector. */
  extract(post: PostText): SparseVector {
    return this.extractPassages(post, false).whole;
  }

  /**
   * The whole post and its sentence windows. Each sentence is normalised once and its words serve
   * both the whole post and the windows it belongs to (scoring 10,000 posts stays within 2 s):
   * the description's words are read into one list with the stem-pair bucket of each word and the
   * one before it, and every passage is a range of that list.
   */
  extractPassages(post: PostText, withWindows = true): PassageVectors {
    const { fieldWeights, passages } = this.config;
    const title = this.read(normalizedWords(post.title));
    const sentences = normalizedSentenceWords(post.description);
    const address = post.address ? this.read(normalizedWords(post.address)) : NO_WORDS;
    let wordCount = 0;
    for (const sentence of sentences) wordCount += sentence.length;
    const description: WordFeatures[] = new Array<WordFeatures>(wordCount);
    const sentenceStarts = new Int32Array(sentences.length + 1);
    let position = 0;
    sentences.forEach((sentence, index) => {
      sentenceStarts[index] = position;
      for (const word of sentence) description[position++] = this.wordFeatures(word);
    });
    sentenceStarts[sentences.length] = position;
    const descriptionPairs = this.pairBuckets(description);

    const whole = this.vectorOf(
      title, this.pairBuckets(title), fieldWeights.title,
      description, descriptionPairs, 0, wordCount, fieldWeights.description,
      address, this.pairBuckets(address), fieldWeights.address,
    );
    const windows: SparseVector[] = [];
    if (withWindows && sentences.length >= passages.minSentences) {
      const stride = passages.windowStride ?? passages.windowSentences;
      for (let start = 0; start < sentences.length; start += stride) {
        // Sliding windows stop at the last full one: a shorter tail is inside it.
        if (start > 0 && stride < passages.windowSentences && start + passages.windowSentences > sentences.length) break;
        const from = sentenceStarts[start]!;
        const to = sentenceStarts[Math.min(sentences.length, start + passages.windowSentences)]!;
        if (to > from) {
          windows.push(
            this.vectorOf(NO_WORDS, NO_PAIRS, 0, description, descriptionPairs, from, to, fieldWeights.description, NO_WORDS, NO_PAIRS, 0),
          );
        }
      }
    }
    return { whole, windows };
  }

  private read(words: readonly string[]): WordFeatures[] {
    const features = new Array<WordFeatures>(words.length);
    for (let index = 0; index < words.length; index += 1) features[index] = this.wordFeatures(words[index]!);
    return features;
  }

  /** The stem-pair bucket of each word with the one before it (index 0 unused). */
  private pairBuckets(words: readonly WordFeatures[]): Int32Array {
    if (words.length < 2) return NO_PAIRS;
    const buckets = new Int32Array(words.length);
    for (let index = 1; index < words.length; index += 1) {
      const hash = fnvStep(fnvStep(FAMILY_SEEDS.bigrams ^ words[index - 1]!.stemHash, BIGRAM_JOINER), words[index]!.stemHash);
      buckets[index] = finish(hash) & this.mask;
    }
    return buckets;
  }

  /**
   * The vector of a passage: the title's and address's words (each whole) and the description's
   * words from `from` to `to`, each with its field's weight.
   */
  private vectorOf(
    title: readonly WordFeatures[], titlePairs: Int32Array, titleWeight: number,
    description: readonly WordFeatures[], descriptionPairs: Int32Array, from: number, to: number, descriptionWeight: number,
    address: readonly WordFeatures[], addressPairs: Int32Array, addressWeight: number,
  ): SparseVector {
    const { familyWeights } = this.config;

    for (let index = 0; index < title.length; index += 1) this.addBucket(title[index]!.stemBucket, titleWeight);
    for (let index = from; index < to; index += 1) this.addBucket(description[index]!.stemBucket, descriptionWeight);
    for (let index = 0; index < address.length; index += 1) this.addBucket(address[index]!.stemBucket, addressWeight);
    this.flushFamily(familyWeights.stems);

    for (let index = 1; index < title.length; index += 1) this.addBucket(titlePairs[index]!, titleWeight);
    for (let index = from + 1; index < to; index += 1) this.addBucket(descriptionPairs[index]!, descriptionWeight);
    for (let index = 1; index < address.length; index += 1) this.addBucket(addressPairs[index]!, addressWeight);
    this.flushFamily(familyWeights.bigrams);

    for (let index = 0; index < title.length; index += 1) this.addBuckets(title[index]!.charBuckets, titleWeight);
    for (let index = from; index < to; index += 1) this.addBuckets(description[index]!.charBuckets, descriptionWeight);
    for (let index = 0; index < address.length; index += 1) this.addBuckets(address[index]!.charBuckets, addressWeight);
    this.flushFamily(familyWeights.chars);

    return this.collect();
  }

  /** A word's stem hash and bucket and its n-gram buckets, computed once per word and cached (words repeat: Zipf). */
  private wordFeatures(word: string): WordFeatures {
    let features = this.wordCache.get(word);
    if (features === undefined) {
      if (this.wordCache.size >= WORD_CACHE_SIZE) this.wordCache.clear();
      const stemHash = fnvString(FAMILY_SEEDS.stems, stemRussian(word));
      features = { stemHash, stemBucket: finish(stemHash) & this.mask, charBuckets: this.charNgramBuckets(word) };
      this.wordCache.set(word, features);
    }
    return features;
  }

  private addBucket(bucket: number, weight: number): void {
    const family = this.family;
    if (family[bucket] === 0) this.familyTouched[this.familyCount++] = bucket;
    family[bucket]! += weight;
  }

  private addBuckets(buckets: Int32Array, weight: number): void {
    const family = this.family;
    const touched = this.familyTouched;
    let count = this.familyCount;
    for (let index = 0; index < buckets.length; index += 1) {
      const bucket = buckets[index]!;
      if (family[bucket] === 0) touched[count++] = bucket;
      family[bucket]! += weight;
    }
    this.familyCount = count;
  }

  /** The n-grams of «‹word›» with boundary marks. */
  private charNgramBuckets(word: string): Int32Array {
    const { charNgramMin, charNgramMax } = this.config;
    const length = Math.min(word.length, MAX_WORD_LENGTH);
    const padded = length + 2;
    const codes = new Int32Array(padded);
    codes[0] = WORD_BOUNDARY;
    codes[padded - 1] = WORD_BOUNDARY;
    for (let index = 0; index < length; index += 1) codes[index + 1] = word.charCodeAt(index);
    const buckets: number[] = [];
    for (let start = 0; start < padded; start += 1) {
      let hash = FAMILY_SEEDS.chars;
      for (let size = 1; size <= charNgramMax && start + size <= padded; size += 1) {
        hash = fnvStep(hash, codes[start + size - 1]!);
        if (size >= charNgramMin) buckets.push(finish(hash) & this.mask);
      }
    }
    return Int32Array.from(buckets);
  }

  /** Damps repeated words (log), scales the family to unit length, adds it to the post's vector. */
  private flushFamily(familyWeight: number): void {
    const { family, familyTouched, total, totalTouched } = this;
    const count = this.familyCount;
    let squares = 0;
    for (let index = 0; index < count; index += 1) {
      const bucket = familyTouched[index]!;
      const damped = Math.log1p(family[bucket]!);
      family[bucket] = damped;
      squares += damped * damped;
    }
    const scale = squares > 0 ? familyWeight / Math.sqrt(squares) : 0;
    let totalCount = this.totalCount;
    for (let index = 0; index < count; index += 1) {
      const bucket = familyTouched[index]!;
      if (total[bucket] === 0) totalTouched[totalCount++] = bucket;
      total[bucket]! += family[bucket]! * scale;
      family[bucket] = 0;
    }
    this.totalCount = totalCount;
    this.familyCount = 0;
  }

  private collect(): SparseVector {
    const { total, totalTouched } = this;
    const count = this.totalCount;
    const indices = totalTouched.slice(0, count);
    const values = new Float32Array(count);
    for (let position = 0; position < count; position += 1) {
      const bucket = totalTouched[position]!;
      values[position] = total[bucket]!;
      total[bucket] = 0;
    }
    this.totalCount = 0;
    return { indices, values };
  }
}

const NO_WORDS: readonly WordFeatures[] = [];
const NO_PAIRS = new Int32Array(0);
