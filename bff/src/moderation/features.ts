import { normalizedWords } from './normalize';
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
}

export const DEFAULT_FEATURE_CONFIG: FeatureConfig = {
  hashBits: 18,
  charNgramMin: 3,
  charNgramMax: 5,
  // Chosen on the sentence-disjoint validation split (train.ts): a title counts like any sentence
  // (an innocent title often fronts a violating post), and stems generalise best to new wording.
  fieldWeights: { title: 1, description: 1, address: 0.5 },
  familyWeights: { stems: 2, bigrams: 0.3, chars: 0.7 },
};

export interface PostText {
  title: string;
  description: string;
  address?: string;
}

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
/** Words of posts repeat (Zipf): caching a word's n-gram buckets saves most of the hashing. */
const NGRAM_CACHE_SIZE = 50_000;
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
  private readonly ngramCache = new Map<string, Int32Array>();

  constructor(readonly config: FeatureConfig) {
    const buckets = 1 << config.hashBits;
    this.mask = buckets - 1;
    this.family = new Float64Array(buckets);
    this.total = new Float64Array(buckets);
  }

  extract(post: PostText): SparseVector {
    const { fieldWeights, familyWeights } = this.config;
    const fields: Array<{ words: string[]; weight: number }> = [
      { words: normalizedWords(post.title), weight: fieldWeights.title },
      { words: normalizedWords(post.description), weight: fieldWeights.description },
      { words: normalizedWords(post.address ?? ''), weight: fieldWeights.address },
    ];
    const stemmed = fields.map((field) => ({ stems: field.words.map(stemRussian), weight: field.weight }));

    for (const { stems, weight } of stemmed) {
      for (const stem of stems) this.add(fnvString(FAMILY_SEEDS.stems, stem), weight);
    }
    this.flushFamily(familyWeights.stems);

    for (const { stems, weight } of stemmed) {
      for (let index = 1; index < stems.length; index += 1) {
        const first = fnvStep(fnvString(FAMILY_SEEDS.bigrams, stems[index - 1]!), BIGRAM_JOINER);
        this.add(fnvString(first, stems[index]!), weight);
      }
    }
    this.flushFamily(familyWeights.bigrams);

    for (const { words, weight } of fields) {
      for (const word of words) this.addCharNgrams(word, weight);
    }
    this.flushFamily(familyWeights.chars);

    return this.collect();
  }

  private add(hash: number, weight: number): void {
    this.addBucket(finish(hash) & this.mask, weight);
  }

  private addBucket(bucket: number, weight: number): void {
    if (this.family[bucket] === 0) this.familyTouched.push(bucket);
    this.family[bucket]! += weight;
  }

  /** The n-grams of «‹word›» with boundary marks; a word's buckets are computed once and cached. */
  private addCharNgrams(word: string, weight: number): void {
    let buckets = this.ngramCache.get(word);
    if (buckets === undefined) {
      if (this.ngramCache.size >= NGRAM_CACHE_SIZE) this.ngramCache.clear();
      buckets = this.charNgramBuckets(word);
      this.ngramCache.set(word, buckets);
    }
    for (let index = 0; index < buckets.length; index += 1) this.addBucket(buckets[index]!, weight);
  }

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
