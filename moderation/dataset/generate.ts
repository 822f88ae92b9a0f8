import { writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { EVENT_CATEGORIES, VIOLATION_CATEGORIES, type ViolationCategory } from '@city/contracts';
import { availableStyles, composePost, DESCRIPTION_LENGTH, type ComposedPost, type CompositionPlan, type SharedMaterial } from './compose';
import { compressDatasetText, DATASET_FILES, DEV_DIRECTORY } from '../src/dataset';
import { readWriterFolder } from '../src/writer-posts';
import { SeededRandom } from './random';
import { comparableSentences, type DatasetRow, type RowKind } from './row';
import { sideOfSourceWithMorePosts, splitItems, type Side } from './split';
import { bluntRegisterPosts } from './sources/blunt-register';
import { disobedienceSource } from './sources/disobedience';
import { drugsSource } from './sources/drugs';
import { extremismSource } from './sources/extremism';
import { hardNegativeSources } from './sources/hard-negatives';
import { hatredSource } from './sources/hatred';
import * as logistics from './sources/logistics';
import { moreHardNegativePosts, moreOrdinaryPosts, moreViolationPosts } from './sources/more';
import { ordinarySources } from './sources/ordinary';
import { pornographySource } from './sources/pornography';
import { rallyingLines } from './sources/rallying-tone';
import { rallySource } from './sources/rally';
import { suicideSource } from './sources/suicide';
import type { Post, SourceStyle, StyledPool, TextSource, ViolationSource } from './sources/types';
import { violenceSource } from './sources/violence';


const VIOLATION_SOURCES: Readonly<Record<ViolationCategory, ViolationSource>> = {
  extremism: extremismSource,
  hatred: hatredSource,
  rally: rallySource,
  drugs: drugsSource,
  violence: violenceSource,
  pornography: pornographySource,
  disobedience: disobedienceSource,
  suicide: suicideSource,
};

/**
 * Composed rows per split. The held-out split: 45 % violations, 35 % ordinary posts, 20 % hard
 * negatives. The training split composes more lawful rows, because the writers' posts added after
 * them (docs/moderation.md#categories) are two thirds violations: together about 47 / 34 / 19 %.
 */
const ROWS_PER_SPLIT: Readonly<Record<Side, Readonly<Record<RowKind, number>>>> = {
  train: { violation: 3240, ordinary: 2940, 'hard-negative': 1720 },
  holdout: { violation: 896, ordinary: 700, 'hard-negative': 404 },
};

/**
 * docs/moderation.md#the-model: a share of lawful training rows ends with a mobilising line (sources/rallying-tone.ts),
 * so the call-to-action tone stops telling violations apart. Training side only: the held-out
 * split stays the regression check it was.
 */
const RALLYING_SHARE = 0.25;

const VIOLATION_STYLE_WEIGHTS: Readonly<Partial<Record<SourceStyle, number>>> = { blunt: 35, veiled: 40, slang: 25 };
const LAWFUL_STYLE_WEIGHTS: Readonly<Partial<Record<SourceStyle, number>>> = { plain: 65, slang: 35 };
const ATTEMPTS_PER_ROW = 200;

function sharedMaterial(side: Side): SharedMaterial {
  return {
    logisticsTemplates: splitItems(logistics.logisticsTemplates, (line) => line)[side],
    places: splitItems(logistics.places, (place) => place)[side],
    addresses: splitItems(logistics.addresses, (address) => address)[side],
    times: logistics.times,
    days: logistics.days,
    prices: logistics.prices,
    neutralEmoji: logistics.neutralEmoji,
  };
}

function pickStyle(source: TextSource, weights: Readonly<Partial<Record<SourceStyle, number>>>, random: SeededRandom): SourceStyle {
  const present = availableStyles(source);
  const usable = Object.fromEntries(present.map((style) => [style, weights[style] ?? 0]).filter(([, weight]) => Number(weight) > 0));
  return Object.keys(usable).length > 0 ? random.weighted(usable as Record<string, number>) as SourceStyle : (present[0] ?? 'plain');
}

interface RowDraft {
  readonly post: ComposedPost;
  readonly label: ViolationCategory | null;
  readonly kind: RowKind;
}

type DraftMaker = (random: SeededRandom) => RowDraft;

/**
 * Which handwritten waves a side draws on: all of them, or only the first (sources/*.ts without
 * sources/more/ and the writers), for the wave-to-wave figure: trained on the first wave, tested
 * on the second, written later in other words.
 */
export type Waves = 'all' | 'first';

/** Makers for one side: each draws only from that side's share of the sources. */
function draftMakers(side: Side, waves: Waves): Record<RowKind, (index: number) => DraftMaker> {
  const shared = sharedMaterial(side);
  const second = waves === 'all';
  const ordinary = ordinarySources.map((source) =>
    sideOfSourceWithMorePosts(source, second ? moreOrdinaryPosts[source.eventCategory] : undefined, side),
  );
  const hardNegatives = hardNegativeSources.map((source) =>
    sideOfSourceWithMorePosts(source, second ? moreHardNegativePosts[source.theme] : undefined, side),
  );
  const violations = VIOLATION_CATEGORIES.map((category) =>
    sideOfSourceWithMorePosts(VIOLATION_SOURCES[category], second ? moreViolationPosts[category] : undefined, side),
  );

  const lawful = (sources: readonly TextSource[], kind: RowKind) => (index: number) => (random: SeededRandom) => {
    const source = sources[index % sources.length] as TextSource;
    const frame = kind === 'hard-negative' && random.chance(0.2) ? random.pick(ordinary) : undefined;
    const style = pickStyle(source, LAWFUL_STYLE_WEIGHTS, random);
    const plan: CompositionPlan = frame ? { source, style, frame, wholePostShare: 0 } : { source, style, wholePostShare: 0.5 };
    const post = composePost(plan, random, shared);
    return { post: side === 'train' ? withRallyingLine(post, random) : post, label: null, kind };
  };

  return {
    violation: (index) => (random) => {
      const source = violations[index % violations.length] as ViolationSource;
      const style = pickStyle(source, VIOLATION_STYLE_WEIGHTS, random);
      // Some violations hide inside an ordinary-looking announcement.
      const frame = random.chance(0.15) ? random.pick(ordinary) : undefined;
      const plan: CompositionPlan = frame ? { source, style, frame, wholePostShare: 0 } : { source, style, wholePostShare: 0.45 };
      return { post: composePost(plan, random, shared), label: source.category, kind: 'violation' };
    },
    ordinary: lawful(ordinary, 'ordinary'),
    'hard-negative': lawful(hardNegatives, 'hard-negative'),
  };
}

function withRallyingLine(post: ComposedPost, random: SeededRandom): ComposedPost {
  if (!random.chance(RALLYING_SHARE)) return post;
  const description = `${post.description} ${random.pick(rallyingLines)}`;
  return description.length > DESCRIPTION_LENGTH.max ? post : { ...post, description };
}

/** A second-wave hard negative filed under a theme that does not exist would silently vanish. */
function assertKnownThemes(): void {
  const themes = new Set(hardNegativeSources.map((source) => source.theme));
  const unknown = Object.keys(moreHardNegativePosts).filter((theme) => !themes.has(theme));
  if (unknown.length > 0) throw new Error(`Неизвестные темы hard negatives: ${unknown.join(', ')}`);
}

const rowKey = (post: ComposedPost): string => `${post.title}\u0000${post.description}`;

function generateSide(side: Side, forbiddenSentences: ReadonlySet<string>, waves: Waves = 'all'): DatasetRow[] {
  const random = new SeededRandom(`moderation-dataset:${side}`);
  const makers = draftMakers(side, waves);
  const seen = new Set<string>();
  const drafts: RowDraft[] = [];
  for (const kind of ['violation', 'ordinary', 'hard-negative'] as const) {
    for (let index = 0; index < ROWS_PER_SPLIT[side][kind]; index += 1) {
      const make = makers[kind](index);
      let accepted: RowDraft | undefined;
      for (let attempt = 0; attempt < ATTEMPTS_PER_ROW && !accepted; attempt += 1) {
        const draft = make(random);
        const key = rowKey(draft.post);
        if (seen.has(key)) continue;
        if (comparableSentences(draft.post.description).some((sentence) => forbiddenSentences.has(sentence))) continue;
        seen.add(key);
        accepted = draft;
      }
      if (!accepted) throw new Error(`Не удалось составить уникальную строку: ${side}, ${kind}, №${index}`);
      drafts.push(accepted);
    }
  }
  return random.shuffle(drafts).map((draft, index) => {
    const { title, description, address, style } = draft.post;
    const id = `${side}-${String(index + 1).padStart(6, '0')}`;
    return address === undefined
      ? { id, title, description, label: draft.label, kind: draft.kind, style }
      : { id, title, description, address, label: draft.label, kind: draft.kind, style };
  });
}

/**
 * docs/moderation.md#the-model: the team's lawful posts in the blunt village register (sources/blunt-register.ts), whole,
 * training side only, under the same rule as the writers' posts.
 */
function bluntRegisterRows(forbiddenSentences: ReadonlySet<string>): DatasetRow[] {
  return bluntRegisterPosts
    .filter(([, description]) => !comparableSentences(description).some((sentence) => forbiddenSentences.has(sentence)))
    .map(([title, description], index) => ({
      id: `blunt-register-${String(index + 1).padStart(3, '0')}`,
      title,
      description,
      label: null,
      kind: 'ordinary',
      style: 'plain',
    }));
}

/** The development set's sentences: no training row may carry one (dev is the yardstick, never a source). */
export const devSentences = (): Set<string> =>
  new Set(readWriterFolder(DEV_DIRECTORY).flatMap((post) => comparableSentences(post.description)));

/**
 * Both splits, deterministic: the same sources always give the same bytes. train.jsonl holds the
 * composed rows and the team's whole posts; the training writers' posts (sources/writers/) are
 * not copied into it: training reads them from there and puts them after the composed rows
 * (src/training-set.ts), under the same rule (no sentence of dev or holdout).
 */
export function generateDataset(): Record<Side, DatasetRow[]> {
  assertKnownThemes();
  const forbiddenInTraining = devSentences();
  const composed = generateSide('train', forbiddenInTraining);
  const holdout = generateSide('holdout', new Set(composed.flatMap((row) => comparableSentences(row.description))));
  // The team's whole posts that share a sentence with the held-out split stay out too, so the
  // held-out split does not move when material is added (it is the regression check across versions).
  for (const row of holdout) for (const sentence of comparableSentences(row.description)) forbiddenInTraining.add(sentence);
  return { train: [...composed, ...bluntRegisterRows(forbiddenInTraining)], holdout };
}

/** The training split as the first wave alone would have made it (no second wave, no writers). */
export function generateFirstWaveTraining(): DatasetRow[] {
  assertKnownThemes();
  return generateSide('train', devSentences(), 'first');
}

/** Every whole post of the second wave (sources/more/), both sides of its split: what the first wave never saw. */
export function secondWavePosts(): DatasetRow[] {
  const rows: DatasetRow[] = [];
  const add = (pool: StyledPool<Post>, label: DatasetRow['label'], kind: RowKind) => {
    for (const [style, posts] of Object.entries(pool) as Array<[SourceStyle, readonly Post[]]>) {
      for (const [title, description] of posts) {
        rows.push({ id: `wave-2-${rows.length + 1}`, title, description, label, kind, style });
      }
    }
  };
  for (const category of VIOLATION_CATEGORIES) add(moreViolationPosts[category], category, 'violation');
  for (const pool of Object.values(moreOrdinaryPosts)) add(pool, null, 'ordinary');
  for (const pool of Object.values(moreHardNegativePosts)) add(pool, null, 'hard-negative');
  return rows;
}

export function toJsonl(rows: readonly DatasetRow[]): string {
  return rows.map((row) => JSON.stringify(row)).join('\n') + '\n';
}

export function generateDatasetFiles(): Record<Side, string> {
  const { train, holdout } = generateDataset();
  return { train: toJsonl(train), holdout: toJsonl(holdout) };
}

/** Counts per label and kind, as pasted into the README. */
export function describeCounts(rows: readonly DatasetRow[]): string {
  const count = (predicate: (row: DatasetRow) => boolean) => rows.filter(predicate).length;
  const lines = [`всего: ${rows.length}`];
  for (const category of VIOLATION_CATEGORIES) lines.push(`  ${category}: ${count((row) => row.label === category)}`);
  for (const kind of ['violation', 'ordinary', 'hard-negative'] as const) {
    const share = ((100 * count((row) => row.kind === kind)) / rows.length).toFixed(1);
    lines.push(`  kind ${kind}: ${count((row) => row.kind === kind)} (${share} %)`);
  }
  for (const style of ['blunt', 'veiled', 'slang', 'noisy', 'plain'] as const) lines.push(`  style ${style}: ${count((row) => row.style === style)}`);
  return lines.join('\n');
}

function main(): void {
  const dataset = generateDataset();
  for (const side of ['train', 'holdout'] as const) {
    writeFileSync(DATASET_FILES[side], compressDatasetText(toJsonl(dataset[side])));
    console.log(`${side}.jsonl.gz\n${describeCounts(dataset[side])}`);
  }
  console.log(`категорий мероприятий в обычных постах: ${EVENT_CATEGORIES.length}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
