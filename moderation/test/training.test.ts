import { describe, expect, it } from 'vitest';
import type { LabelledPost } from '../src/dataset';
import { chooseThreshold } from '../src/threshold';
import { splitBySentences } from '../src/validation-split';

const post = (id: number, description: string, label: LabelledPost['label'] = null): LabelledPost => ({
  id: String(id),
  title: `Заголовок ${id % 7}`,
  description,
  label,
  kind: label === null ? 'ordinary' : 'violation',
});

const SENTENCES = Array.from({ length: 60 }, (_, index) => `Предложение номер ${index} о встрече.`);

describe('the sentence-disjoint validation split', () => {
  const posts = Array.from({ length: 200 }, (_, index) =>
    post(index, [SENTENCES[index % 60], SENTENCES[(index * 7) % 60], SENTENCES[(index * 13) % 60]].join(' ')),
  );

  it('never lets a validation sentence into the training text, and keeps both sides populated', () => {
    const { fit, validation } = splitBySentences(posts, 0.3, 11);
    expect(fit.length).toBeGreaterThan(0);
    expect(validation.length).toBeGreaterThan(0);
    const sentencesOf = (rows: LabelledPost[]) =>
      new Set(rows.flatMap((row) => row.description.split(/(?<=\.)\s+/).filter(Boolean)));
    const trained = sentencesOf(fit);
    for (const sentence of sentencesOf(validation)) expect(trained.has(sentence)).toBe(false);
  });

  it('is the same for the same seed and differs for another', () => {
    expect(splitBySentences(posts, 0.3, 11)).toEqual(splitBySentences(posts, 0.3, 11));
    expect(splitBySentences(posts, 0.3, 12).validation).not.toEqual(splitBySentences(posts, 0.3, 11).validation);
  });
});

describe('choosing the threshold', () => {
  const posts = [
    ...Array.from({ length: 100 }, (_, index) => post(index, 'обычный пост')),
    ...Array.from({ length: 100 }, (_, index) => post(100 + index, 'нарушение', 'drugs')),
  ];
  const scoresFor = (innocent: (index: number) => number, violating: (index: number) => number) =>
    posts.map((row, index) => ({
      confidence: row.label === null ? innocent(index) : violating(index - 100),
      category: 'drugs' as const,
    }));

  it('keeps false positives within the budget', () => {
    // Innocent posts score 0.00..0.99; with 2 % allowed, the threshold must pass the third-highest.
    const scores = scoresFor((index) => index / 100, () => 0.999);
    const { lowest } = chooseThreshold(posts, scores, { falsePositiveRate: 0.02, recall: 0.95 });
    const flaggedInnocent = scores.filter((score, index) => posts[index]!.label === null && score.confidence >= lowest);
    expect(flaggedInnocent.length).toBeLessThanOrEqual(2);
    expect(lowest).toBeGreaterThan(0.97);
  });

  it('goes halfway to the recall bound when there is room on both sides', () => {
    const scores = scoresFor(() => 0.1, (index) => 0.6 + index * 0.0035);
    const { lowest, chosen } = chooseThreshold(posts, scores, { falsePositiveRate: 0.015, recall: 0.95 });
    expect(lowest).toBeCloseTo(0.1, 3);
    expect(chosen).toBeGreaterThan(0.2);
    const recall = scores.filter((score, index) => posts[index]!.label !== null && score.confidence >= chosen).length / 100;
    expect(recall).toBeGreaterThanOrEqual(0.95);
  });
});
