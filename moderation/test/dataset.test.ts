import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EVENT_LIMITS, VIOLATION_CATEGORIES } from '@city/contracts';
import { generateDatasetFiles } from '../dataset/generate';
import { comparableSentences, ROW_KINDS, ROW_STYLES, type DatasetRow } from '../dataset/row';
import { splitItems } from '../dataset/split';
import { moreHardNegativePosts, moreOrdinaryPosts, moreViolationPosts } from '../dataset/sources/more';
import type { Post, StyledPool } from '../dataset/sources/types';
import { DATASET_FILES, readDatasetText } from '../src/dataset';

const committed = {
  train: readDatasetText(DATASET_FILES.train),
  holdout: readDatasetText(DATASET_FILES.holdout),
};

function parseJsonl(text: string): DatasetRow[] {
  return text
    .split('\n')
    .filter((line) => line.length > 0)
    .map((line) => JSON.parse(line) as DatasetRow);
}

const train = parseJsonl(committed.train);
const holdout = parseJsonl(committed.holdout);
const splits = { train, holdout } as const;
/** How many whole posts of a pool exist and how many of them the split sends to the held-out side. */
function heldOutShare(pool: StyledPool<Post>): { total: number; held: number } {
  const byStyle = Object.values(pool).map((posts) => splitItems(posts ?? [], (post) => `${post[0]}\n${post[1]}`));
  return {
    total: byStyle.reduce((count, split) => count + split.train.length + split.holdout.length, 0),
    held: byStyle.reduce((count, split) => count + split.holdout.length, 0),
  };
}

const validLabels = new Set<string | null>([...VIOLATION_CATEGORIES, null]);

describe('moderation dataset', () => {
  it('has the promised size in both files, each under 2 MB as committed (gzip)', () => {
    expect(train.length).toBeGreaterThanOrEqual(7000);
    expect(holdout.length).toBeGreaterThanOrEqual(1900);
    // The training writers' posts are not copied in (training reads them from sources/writers/), so it does not grow with them.
    expect(train.some((row) => row.id.startsWith('writer-'))).toBe(false);
    expect(fs.statSync(DATASET_FILES.train).size).toBeLessThan(2 * 1024 * 1024);
    expect(fs.statSync(DATASET_FILES.holdout).size).toBeLessThan(2 * 1024 * 1024);
  });

  it.each(Object.entries(splits))('%s: every row has a valid shape and stays within the event form limits', (_, rows) => {
    for (const row of rows) {
      expect(validLabels.has(row.label), row.id).toBe(true);
      expect(ROW_KINDS, row.id).toContain(row.kind);
      expect(ROW_STYLES, row.id).toContain(row.style);
      expect(row.kind === 'violation', row.id).toBe(row.label !== null);
      expect(row.title.trim().length, row.id).toBeGreaterThanOrEqual(5);
      // Composed rows stay well inside the form; outside writers' posts (docs/moderation.md#quality-bar) only inside it.
      const written = row.id.startsWith('writer-');
      expect(row.title.length, row.id).toBeLessThanOrEqual(written ? EVENT_LIMITS.titleMax : Math.min(120, EVENT_LIMITS.titleMax));
      expect(row.description.length, row.id).toBeGreaterThanOrEqual(20);
      expect(row.description.length, row.id).toBeLessThanOrEqual(written ? EVENT_LIMITS.descriptionMax : Math.min(2000, EVENT_LIMITS.descriptionMax));
      if (row.address !== undefined) expect(row.address.length, row.id).toBeLessThanOrEqual(EVENT_LIMITS.addressMax);
    }
  });

  it('gives every row a unique id across both files', () => {
    const ids = [...train, ...holdout].map((row) => row.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('never repeats a training post in the held-out split', () => {
    const trainPosts = new Set(train.map((row) => `${row.title}\n${row.description}`));
    const repeated = holdout.filter((row) => trainPosts.has(`${row.title}\n${row.description}`));
    expect(repeated.map((row) => row.id)).toEqual([]);
  });

  it('never lets a held-out description sentence appear in training', () => {
    const trainSentences = new Set(train.flatMap((row) => comparableSentences(row.description)));
    const leaks = holdout.flatMap((row) =>
      comparableSentences(row.description)
        .filter((sentence) => trainSentences.has(sentence))
        .map((sentence) => `${row.id}: ${sentence}`),
    );
    expect(leaks).toEqual([]);
  });

  it.each(VIOLATION_CATEGORIES)('has enough %s rows in both splits', (category) => {
    expect(train.filter((row) => row.label === category).length).toBeGreaterThanOrEqual(350);
    expect(holdout.filter((row) => row.label === category).length).toBeGreaterThanOrEqual(100);
  });

  it.each(Object.entries(splits))('%s: hard negatives are at least 15 %% and the kinds are balanced', (_, rows) => {
    const share = (kind: DatasetRow['kind']) => rows.filter((row) => row.kind === kind).length / rows.length;
    expect(share('hard-negative')).toBeGreaterThanOrEqual(0.15);
    expect(share('violation')).toBeGreaterThan(0.4);
    expect(share('violation')).toBeLessThan(0.5);
    expect(share('ordinary')).toBeGreaterThan(0.3);
  });

  it.each(Object.entries(splits))('%s: noise reaches lawful and violating posts alike', (_, rows) => {
    const noisyShare = (kinds: readonly DatasetRow['kind'][]) => {
      const selected = rows.filter((row) => kinds.includes(row.kind));
      return selected.filter((row) => row.style === 'noisy').length / selected.length;
    };
    expect(noisyShare(['violation'])).toBeGreaterThan(0.1);
    expect(noisyShare(['ordinary', 'hard-negative'])).toBeGreaterThan(0.1);
  });

  it.each(VIOLATION_CATEGORIES)('second wave of %s: at least 40 new whole posts, about a quarter of them held out', (category) => {
    const { total, held } = heldOutShare(moreViolationPosts[category]);
    expect(total).toBeGreaterThanOrEqual(40);
    expect(held / total).toBeGreaterThan(0.2);
    expect(held / total).toBeLessThan(0.32);
  });

  it('second wave of lawful posts: enough ordinary posts and hard negatives, about a quarter held out', () => {
    const ordinary = Object.values(moreOrdinaryPosts).map(heldOutShare);
    const hardNegatives = Object.values(moreHardNegativePosts).map(heldOutShare);
    const sum = (shares: readonly { total: number; held: number }[]) =>
      shares.reduce((acc, share) => ({ total: acc.total + share.total, held: acc.held + share.held }), { total: 0, held: 0 });
    for (const { total, held } of [sum(ordinary), sum(hardNegatives)]) {
      expect(held / total).toBeGreaterThan(0.2);
      expect(held / total).toBeLessThan(0.35);
    }
    expect(sum(ordinary).total).toBeGreaterThanOrEqual(120);
    expect(sum(hardNegatives).total).toBeGreaterThanOrEqual(80);
  });

  it('is exactly what the generator produces (deterministic, committed up to date)', () => {
    const regenerated = generateDatasetFiles();
    expect(regenerated.train === committed.train).toBe(true);
    expect(regenerated.holdout === committed.holdout).toBe(true);
  });
});
