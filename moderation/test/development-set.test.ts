import { describe, expect, it } from 'vitest';
import { VIOLATION_CATEGORIES } from '@city/contracts';
import { comparableSentences } from '../dataset/row';
import { DEV_DIRECTORY, WRITER_SOURCES_DIRECTORY } from '../src/dataset';
import { readTrainingSet } from '../src/training-set';
import { readWriterFolder } from '../src/writer-posts';

/** docs/moderation.md#quality-bar: the development set, written apart from the training sources by four writers or more. */
const development = readWriterFolder(DEV_DIRECTORY);
const trainingWriters = readWriterFolder(WRITER_SOURCES_DIRECTORY);
/** What training reads: train.jsonl with the training writers' posts put back (src/training-set.ts). */
const train = readTrainingSet();

describe('the development set', () => {
  it('comes from at least four writers, none of whom wrote training material', () => {
    const writers = new Set(development.map((post) => post.writer));
    expect(writers.size).toBeGreaterThanOrEqual(4);
    const training = new Set(trainingWriters.map((post) => post.writer));
    expect([...writers].filter((writer) => training.has(writer))).toEqual([]);
  });

  it.each(VIOLATION_CATEGORIES)('has at least 50 %s posts, half of them subtle (innocent title, one indirect sentence)', (category) => {
    const posts = development.filter((post) => post.label === category);
    expect(posts.length).toBeGreaterThanOrEqual(50);
    expect(posts.filter((post) => post.form === 'subtle').length / posts.length).toBeGreaterThanOrEqual(0.45);
  });

  it('has at least 400 lawful posts, among them call-to-action twins, long posts and hard negatives', () => {
    const lawful = development.filter((post) => post.label === null);
    expect(lawful.length).toBeGreaterThanOrEqual(400);
    for (const form of ['cta-twin', 'long', 'hard-negative'] as const) {
      expect(lawful.filter((post) => post.form === form).length, form).toBeGreaterThanOrEqual(80);
    }
  });

  it('never lends a sentence to training (train.jsonl and the writers\' posts), and no training row is a development post', () => {
    const developmentSentences = new Set(development.flatMap((post) => comparableSentences(post.description)));
    const leaks = train.flatMap((row) =>
      comparableSentences(row.description)
        .filter((sentence) => developmentSentences.has(sentence))
        .map((sentence) => `${row.id}: ${sentence}`),
    );
    expect(leaks).toEqual([]);
    const developmentIds = new Set(development.map((post) => `writer-${post.id}`));
    expect(train.filter((row) => developmentIds.has(row.id)).map((row) => row.id)).toEqual([]);
  });

  it('brings the training writers into training as whole posts', () => {
    const trainIds = new Set(train.map((row) => row.id));
    const missing = trainingWriters.filter((post) => !trainIds.has(`writer-${post.id}`));
    // Only a post sharing a sentence with the development set may be left out.
    expect(missing.length).toBeLessThanOrEqual(trainingWriters.length * 0.01);
    expect(trainingWriters.length).toBeGreaterThan(0);
  });

  it('reads the writers\' posts after the composed rows and before the team\'s whole posts, as train.jsonl once held them', () => {
    const kindOf = (id: string) => (id.startsWith('writer-') ? 'writer' : /^train-\d+$/.test(id) ? 'composed' : 'team');
    const runs = train.map((row) => kindOf(row.id)).filter((kind, index, kinds) => index === 0 || kinds[index - 1] !== kind);
    expect(runs).toEqual(['composed', 'writer', 'team']);
    expect(new Set(train.map((row) => row.id)).size).toBe(train.length);
  });
});
