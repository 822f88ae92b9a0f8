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
   * suspicious passage. Windows do not overlap: a violating sentence is still whole in one of
   * them, at half the cost of sliding by one sentence.
   */
  passages: { minSentences: number; windowSentences: number };
}

export const DEFAULT_FEATURE_CONFIG: FeatureConfig = {
  hashBits: 18,
  charNgramMin: 3,
  charNgramMax: 5,
  // Chosen on the sentence-disjoint validation split (train.ts): a title counts like any sentence
  // (an innocent title often fronts a violating post), and stems generalise best to new wording.
  fieldWeights: { title: 1, description: 1, address: 0.5 },
  familyWeights: { stems: 2, bigrams: 0.3, chars: 0.7 },
  passages: { minSentences: 3, windowSentences: 2 },
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
  private readonly family: Float64Array;
  private readonly familyTouched: number[] = [];
  private readonly total: Float64Array;
  private readonly totalTouched: number[] = [];
  private readonly wordCache = new Map<string, WordFeatures>();

  constructor(readonly config: FeatureConfig) {
    const buckets = 1 << config.hashBits;
    this.mask = buckets - 1;
    this.family = new Float64Array(buckets);
    this.total = new Float64Array(buckets);
  }

  /** The whole post's vector. */
  extract(post: PostText): SparseVector {
    return this.extractPassages(post, false).whole;
  }

  /**
   * The whole post and its sentence windows. Each sentence is normalised once and its words serve
   * both the whole post and the windows it belongs to (scoring 10,000 posts stays within 2 s).
   */
  extractPassages(post: PostText, withWindows = true): PassageVectors {
    const { fieldWeights, passages } = this.config;
    const read = (words: readonly string[]) => words.map((word) => this.wordFeatures(word));
    const sentences = normalizedSentenceWords(post.description).map(read);
    const whole = this.vectorOf([
      { words: read(normalizedWords(post.title)), weight: fieldWeights.title },
      { words: sentences.flat(), weight: fieldWeights.description },
      { words: read(normalizedWords(post.address ?? '')), weight: fieldWeights.address },
    ]);
    const windows: SparseVector[] = [];
    if (withWindows && sentences.length >= passages.minSentences) {
      for (let start = 0; start < sentences.length; start += passages.windowSentences) {
        const words = sentences.slice(start, start + passages.windowSentences).flat();
        if (words.length > 0) windows.push(this.vectorOf([{ words, weight: fieldWeights.description }]));
      }
    }
    return { whole, windows };
  }

  private vectorOf(read: ReadonlyArray<{ words: readonly WordFeatures[]; weight: number }>): SparseVector {
    const { familyWeights } = this.config;

    for (const { words, weight } of read) {
      for (const word of words) this.addBucket(word.stemBucket, weight);
    }
    this.flushFamily(familyWeights.stems);

    for (const { words, weight } of read) {
      for (let index = 1; index < words.length; index += 1) {
        this.add(fnvStep(fnvStep(FAMILY_SEEDS.bigrams ^ words[index - 1]!.stemHash, BIGRAM_JOINER), words[index]!.stemHash), weight);
      }
    }
    this.flushFamily(familyWeights.bigrams);

    for (const { words, weight } of read) {
      for (const word of words) {
        const buckets = word.charBuckets;
        for (let index = 0; index < buckets.length; index += 1) this.addBucket(buckets[index]!, weight);
      }
    }
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

  private add(hash: number, weight: number): void {
    this.addBucket(finish(hash) & this.mask, weight);
  }

  private addBucket(bucket: number, weight: number): void {
    if (this.family[bucket] === 0) this.familyTouched.push(bucket);
    this.family[bucket]! += weight;
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
    let squares = 0;
    for (const bucket of this.familyTouched) {
      const damped = Math.log1p(this.family[bucket]!);
      this.family[bucket] = damped;
      squares += damped * damped;
    }
    const scale = squares > 0 ? familyWeight / Math.sqrt(squares) : 0;
    for (const bucket of this.familyTouched) {
      if (this.total[bucket] === 0) this.totalTouched.push(bucket);
      this.total[bucket]! += this.family[bucket]! * scale;
      this.family[bucket] = 0;
    }
    this.familyTouched.length = 0;
  }

  private collect(): SparseVector {
    const indices = new Int32Array(this.totalTouched.length);
    const values = new Float32Array(this.totalTouched.length);
    this.totalTouched.forEach((bucket, position) => {
      indices[position] = bucket;
      values[position] = this.total[bucket]!;
      this.total[bucket] = 0;
    });
    this.totalTouched.length = 0;
    return { indices, values };
  }
}
