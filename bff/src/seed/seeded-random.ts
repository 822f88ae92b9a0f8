/**
 * A small seeded PRNG (mulberry32): the seed CLI and the demo data must come out the same for
 * the same seed, so Math.random is not used.
 */
export interface SeededRandom {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /**
   * `count` distinct integers of [0, size) (all of them when `count` ≥ `size`), by Floyd's
   * algorithm: O(count) draws whatever `size` is, so picking 20 of 20,000 people stays cheap.
   */
  distinctInts(size: number, count: number): number[];
}

export function seededRandom(seed: number): SeededRandom {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick: <T>(items: readonly T[]): T => {
      const item = items[int(0, items.length - 1)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
    distinctInts: (size, count) => {
      const chosen = new Set<number>();
      for (let top = size - Math.max(0, Math.min(count, size)); top < size; top++) {
        const drawn = int(0, top);
        chosen.add(chosen.has(drawn) ? top : drawn);
      }
      return [...chosen];
    },
  };
}
