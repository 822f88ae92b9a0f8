import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { VIOLATIONS } from '@city/contracts';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadShippedModel } from '@city/moderation';
import { main as exportDecisions } from '../src/cli/moderation-export-decisions';
import { main as recheck, type RecheckIo } from '../src/cli/moderation-recheck';
import { progressBar } from '../src/cli/progress-bar';
import type { Database } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { openPgliteDatabase } from '../src/db/pglite';
import { createVerifiedUser } from '../src/testing/provider-states';
import {
  BOXING_TOURNAMENT,
  closeTestTemplates,
  decideTestEventComplaint,
  insertEventComplaint,
  insertTestEvent,
  testDatabases,
  VEILED_DRUG_PARTY,
} from '../src/testing';

afterAll(closeTestTemplates);

const captured = (isTTY = false) => {
  const out: string[] = [];
  const err: string[] = [];
  const progress: string[] = [];
  const io: RecheckIo = {
    out: (line) => out.push(line),
    err: (line) => err.push(line),
    progress: { write: (chunk) => progress.push(chunk), isTTY },
  };
  return { out, err, progress, io };
};

interface CliTarget {
  env: Record<string, string>;
  /** The database the CLI opens; the embedded one allows one owner, so it is closed before each CLI run. */
  open(): Promise<Database>;
  tearDown(): Promise<void>;
}

const targets: Array<{ name: string; setUp(): Promise<CliTarget> }> = [
  {
    name: 'the embedded database',
    async setUp() {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'city-moderation-cli-'));
      return {
        env: { DATA_DIR: dataDir },
        open: async () => {
          const db = await openPgliteDatabase(path.join(dataDir, 'db'));
          await migrate(db);
          return db;
        },
        tearDown: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
      };
    },
  },
  ...testDatabases()
    .filter((kind) => kind.name === 'postgres')
    .map((kind) => ({
      name: 'DATABASE_URL',
      async setUp(): Promise<CliTarget> {
        const database = await kind.create();
        // A server allows many connections: the suite keeps the harness's open (closed in tearDown).
        const shared: Database = {
          query: (sql, params) => database.db.query(sql, params),
          transaction: (fn) => database.db.transaction(fn),
          exec: (sql) => database.db.exec(sql),
          librarySql: (sql, params) => database.db.librarySql(sql, params),
          changes: database.db.changes,
          close: async () => {},
        };
        return { env: { DATABASE_URL: database.url! }, open: async () => shared, tearDown: () => database.close() };
      },
    })),
];

/** Far ahead: live whatever day the suite runs. */
const NEXT_YEAR = new Date(Date.now() + 365 * 24 * 3600_000);
const LAST_YEAR = new Date(Date.now() - 365 * 24 * 3600_000);
const SKIPPED_NOTE = '(уже под автоматической жалобой или текст одобрен модератором)';

describe.each(targets)('moderation:recheck and moderation:export-decisions on $name', (kind) => {
  let target: CliTarget;
  beforeEach(async () => {
    target = await kind.setUp();
  });
  afterEach(() => target.tearDown());

  /** Runs `work` on a connection of its own, closed before the CLI opens the database. */
  const withDb = async <T>(work: (db: Database) => Promise<T>): Promise<T> => {
    const db = await target.open();
    try {
      return await work(db);
    } finally {
      await db.close();
    }
  };
  const insertPost = (db: Database, organizerId: number, post: typeof VEILED_DRUG_PARTY, startsAt = NEXT_YEAR) =>
    insertTestEvent(db, { organizerId, startsAt, title: post.title, description: post.description, address: post.address });

  it('recheck flags a live event written straight into SQL, once, and leaves the rest alone', async () => {
    const ids = await withDb(async (db) => {
      const organizer = await createVerifiedUser(db, { email: 'organizer@example.com', password: 'Secret12' });
      const moderator = await createVerifiedUser(db, { email: 'moderator@example.com', password: 'Secret12', role: 'moderator' });
      const drugParty = await insertPost(db, organizer.id, VEILED_DRUG_PARTY);
      await insertPost(db, organizer.id, BOXING_TOURNAMENT);
      // Ended or deleted: not live, not counted.
      await insertPost(db, organizer.id, VEILED_DRUG_PARTY, LAST_YEAR);
      const deleted = await insertPost(db, organizer.id, VEILED_DRUG_PARTY);
      await db.query('UPDATE events SET deleted_at = now() WHERE id = $1', [deleted]);
      // A moderator already cleared this text: the recheck respects the decision.
      const cleared = await insertPost(db, organizer.id, VEILED_DRUG_PARTY);
      const clearedComplaint = await insertEventComplaint(db, { eventId: cleared, complainantId: null, reason: 'Автоматическая модерация: наркотики' });
      await decideTestEventComplaint(db, clearedComplaint, { status: 'rejected', reviewerId: moderator.id });
      return { drugParty };
    });
    const model = loadShippedModel();

    const first = captured();
    expect(await recheck([], target.env, first.io)).toBe(0);
    expect(first.err).toEqual([]);
    expect(first.out).toEqual([
      `Модель ${model.name}, порог ${model.defaultThreshold}. Актуальных событий (не удалены и не завершились): 3.`,
      'Проверено: 2.',
      'Отмечено новых: 1 (наркотики: 1).',
      `Пропущено: 1 ${SKIPPED_NOTE}.`,
    ]);
    // Not a terminal: plain lines, the last one complete.
    expect(first.progress.every((chunk) => chunk.endsWith('\n') && !chunk.includes('\r'))).toBe(true);
    expect(first.progress.at(-1)).toBe(`Проверка [${'#'.repeat(30)}] 100% 3/3\n`);

    const pending = await withDb((db) =>
      db.query<{ event_id: number; reporter_id: number | null; reason: string; metadata: Record<string, unknown> }>(
        `SELECT event_id, reporter_id, reason, metadata FROM event_claims WHERE status = 'pending' ORDER BY id`,
      ),
    );
    expect(pending).toEqual([
      {
        event_id: ids.drugParty,
        reporter_id: null,
        reason: 'Автоматическая модерация: наркотики',
        metadata: {
          model: model.name,
          confidence: expect.any(Number),
          category: 'drugs',
          lawReference: VIOLATIONS.drugs.lawReference,
          checkedAt: expect.any(String),
        },
      },
    ]);

    // Run again (on a terminal this time): nothing new, the flagged one is skipped, not flagged twice.
    const second = captured(true);
    expect(await recheck([], target.env, second.io)).toBe(0);
    expect(second.out.slice(1)).toEqual(['Проверено: 1.', 'Отмечено новых: 0.', `Пропущено: 2 ${SKIPPED_NOTE}.`]);
    expect(second.progress.slice(0, -1).every((chunk) => chunk.startsWith('\r'))).toBe(true);
    expect(second.progress.at(-1)).toBe('\n');
    const [count] = await withDb((db) => db.query<{ n: number }>('SELECT count(*)::int AS n FROM event_claims WHERE reporter_id IS NULL'));
    expect(count!.n).toBe(2);
  });

  it('export-decisions writes decided system complaints, missed violations and sample labels as training rows', async () => {
    const { approvedComplaint, rejectedComplaint, missedComplaint, sampledEvent } = await withDb(async (db) => {
      const organizer = await createVerifiedUser(db, { email: 'organizer@example.com', password: 'Secret12' });
      const moderator = await createVerifiedUser(db, { email: 'moderator@example.com', password: 'Secret12', role: 'moderator' });
      const verdict = (category: 'drugs' | 'violence') => ({
        model: 'city-moderation-test',
        confidence: 0.9,
        category,
        lawReference: VIOLATIONS[category].lawReference,
        checkedAt: new Date().toISOString(),
      });
      const drugParty = await insertPost(db, organizer.id, VEILED_DRUG_PARTY);
      const approvedComplaint = await insertEventComplaint(db, { eventId: drugParty, complainantId: null, metadata: verdict('drugs') });
      await decideTestEventComplaint(db, approvedComplaint, { status: 'approved', reviewerId: moderator.id });
      const boxing = await insertPost(db, organizer.id, BOXING_TOURNAMENT);
      const rejectedComplaint = await insertEventComplaint(db, { eventId: boxing, complainantId: null, metadata: verdict('violence') });
      await decideTestEventComplaint(db, rejectedComplaint, { status: 'rejected', reviewerId: moderator.id });
      // Neither pending complaints nor people's complaints are training rows.
      const pendingEvent = await insertPost(db, organizer.id, VEILED_DRUG_PARTY);
      await insertEventComplaint(db, { eventId: pendingEvent, complainantId: null, metadata: verdict('drugs') });
      const reported = await insertEventComplaint(db, { eventId: pendingEvent, complainantId: moderator.id });
      await decideTestEventComplaint(db, reported, { status: 'approved', reviewerId: moderator.id });
      // Edited after its check (possible once rejected): the text no longer matches the decision.
      const edited = await insertPost(db, organizer.id, BOXING_TOURNAMENT);
      const editedComplaint = await insertEventComplaint(db, { eventId: edited, complainantId: null, metadata: verdict('violence') });
      await decideTestEventComplaint(db, editedComplaint, { status: 'rejected', reviewerId: moderator.id });
      await db.query(`UPDATE events SET title = 'Турнир по боксу: финал', updated_at = now() + interval '1 minute' WHERE id = $1`, [edited]);
      // docs/moderation.md#the-model: the model let this one through (no automatic complaint); a person reported it and a moderator agreed.
      const missed = await insertPost(db, organizer.id, VEILED_DRUG_PARTY);
      const missedComplaint = await insertEventComplaint(db, { eventId: missed, complainantId: moderator.id, reason: 'Продают вещества' });
      await decideTestEventComplaint(db, missedComplaint, { status: 'approved', reviewerId: moderator.id });
      // A person's complaint a moderator rejected teaches nothing.
      const rejectedPersonComplaint = await insertEventComplaint(db, { eventId: boxing, complainantId: moderator.id });
      await decideTestEventComplaint(db, rejectedPersonComplaint, { status: 'rejected', reviewerId: moderator.id });
      // docs/moderation.md#sample-labelling: a moderator's label of an unflagged event from the random sample.
      const sampledEvent = await insertPost(db, organizer.id, BOXING_TOURNAMENT);
      await db.query(
        `INSERT INTO moderation_sample_labels (event_id, moderator_id, category, title, description, address)
         SELECT id, $2, NULL, title, description, address FROM events WHERE id = $1`,
        [sampledEvent, moderator.id],
      );
      return { approvedComplaint, rejectedComplaint, missedComplaint, sampledEvent };
    });

    const expected = [
      {
        id: `moderator-${approvedComplaint}`,
        title: VEILED_DRUG_PARTY.title,
        description: VEILED_DRUG_PARTY.description,
        address: VEILED_DRUG_PARTY.address,
        label: 'drugs',
        kind: 'violation',
        style: 'moderator',
      },
      {
        id: `moderator-${rejectedComplaint}`,
        title: BOXING_TOURNAMENT.title,
        description: BOXING_TOURNAMENT.description,
        address: BOXING_TOURNAMENT.address,
        label: null,
        kind: 'hard-negative',
        style: 'moderator',
      },
      {
        id: `complaint-${missedComplaint}`,
        title: VEILED_DRUG_PARTY.title,
        description: VEILED_DRUG_PARTY.description,
        address: VEILED_DRUG_PARTY.address,
        label: loadShippedModel().score(VEILED_DRUG_PARTY).category,
        kind: 'violation',
        style: 'user-complaint',
        categoryFrom: 'model',
        reason: 'Продают вещества',
      },
      {
        id: `sample-${sampledEvent}`,
        title: BOXING_TOURNAMENT.title,
        description: BOXING_TOURNAMENT.description,
        address: BOXING_TOURNAMENT.address,
        label: null,
        kind: 'ordinary',
        style: 'moderator-sample',
      },
    ];
    const toStdout = captured();
    expect(await exportDecisions([], target.env, toStdout.io)).toBe(0);
    expect(toStdout.out.map((line) => JSON.parse(line) as unknown)).toEqual(expected);
    expect(toStdout.err).toEqual([
      'Выгружено решений: 2 (одобрено 1, отклонено 1); пропущено 1: текст менялся после проверки или в вердикте нет категории.',
      'Пропущенные моделью нарушения по одобренным жалобам людей: 1 (категория — догадка модели, причина жалобы в поле reason).',
      'Разметка выборки непомеченных событий: 1 (с нарушением 0).',
    ]);

    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'city-export-'));
    try {
      const toFile = captured();
      expect(await exportDecisions(['--out', 'decisions.jsonl'], { ...target.env, INIT_CWD: folder }, toFile.io)).toBe(0);
      expect(toFile.out).toEqual([]);
      const written = fs.readFileSync(path.join(folder, 'decisions.jsonl'), 'utf8');
      expect(written.trimEnd().split('\n').map((line) => JSON.parse(line) as unknown)).toEqual(expected);
      expect(toFile.err[0]).toContain('→ decisions.jsonl');
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });

  it('refuses unknown arguments with the usage', async () => {
    const bad = captured();
    expect(await recheck(['--all'], target.env, bad.io)).toBe(1);
    expect(bad.err.join('\n')).toContain('Использование: npm run moderation:recheck');
    const badExport = captured();
    expect(await exportDecisions(['--out'], target.env, badExport.io)).toBe(1);
    expect(badExport.err.join('\n')).toContain('Использование: npm run moderation:export-decisions');
  });
});

describe('the progress bar', () => {
  it('prints a line every 10 % when not on a terminal', () => {
    const chunks: string[] = [];
    const bar = progressBar({ write: (chunk) => chunks.push(chunk), isTTY: false }, 'Проверка');
    for (let done = 0; done <= 200; done += 1) bar.update(done, 200);
    bar.finish();
    expect(chunks).toHaveLength(11);
    expect(chunks[5]).toBe(`Проверка [${'#'.repeat(15)}${'.'.repeat(15)}] 50% 100/200\n`);
  });

  it('shows an empty table as done', () => {
    const chunks: string[] = [];
    const bar = progressBar({ write: (chunk) => chunks.push(chunk), isTTY: true }, 'Проверка');
    bar.update(0, 0);
    bar.finish();
    expect(chunks).toEqual([`\rПроверка [${'#'.repeat(30)}] 100% 0/0`, '\n']);
  });
});
