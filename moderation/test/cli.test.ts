import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { VIOLATION_CATEGORIES, VIOLATIONS, type ViolationCategory } from '@city/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { main as moderate } from '../src/cli/moderate';
import { main as evaluate } from '../src/cli/eval';
import { main as train } from '../src/cli/train';

const captured = () => {
  const out: string[] = [];
  const err: string[] = [];
  return { out, err, output: { out: (line: string) => out.push(line), err: (line: string) => err.push(line) } };
};

async function* linesOf(lines: string[]): AsyncIterable<string> {
  yield* lines;
}

const runModerate = async (argv: string[], lines: string[]) => {
  const io = captured();
  const code = await moderate(argv, { ...io.output, lines: linesOf(lines) });
  return { code, out: io.out, err: io.err, answers: io.out.map((line) => JSON.parse(line) as Record<string, unknown>) };
};

describe('npm run moderate -- --jsonl', () => {
  it('answers one line per post with category, confidence and law reference, and an error line for bad input', async () => {
    const { code, answers, err } = await runModerate(
      ['--jsonl'],
      [
        JSON.stringify({ id: 'a1', title: 'Пикник в парке', description: 'Берите пледы и настольные игры' }),
        '',
        '{ это не json',
        JSON.stringify({ id: 7, title: 'Без описания' }),
        JSON.stringify({ title: 'Нет id', description: 'текст' }),
        JSON.stringify([1, 2]),
        JSON.stringify({
          id: 'a2',
          title: 'Вечеринка',
          description: 'Будет мефедрон, соль и амфетамин, закладки по району заранее. Пишите в телеграм, скидка на первую дозу.',
          address: 'ул. Ленина, 1',
        }),
      ],
    );
    expect(code).toBe(0);
    expect(err).toEqual([]);
    expect(answers).toHaveLength(6);
    const [picnic, notJson, noDescription, noId, notObject, party] = answers;
    expect(picnic).toEqual({ id: 'a1', category: null, confidence: expect.any(Number), lawReference: null });
    expect(notJson).toEqual({ id: null, error: expect.stringMatching(/JSON/) });
    expect(noDescription).toEqual({ id: 7, error: expect.stringMatching(/title и description/) });
    expect(noId).toEqual({ id: null, error: expect.stringMatching(/id/) });
    expect(notObject).toEqual({ id: null, error: expect.stringMatching(/объект/) });
    for (const answer of [picnic, party]) {
      expect(answer!.confidence).toBeGreaterThanOrEqual(0);
      expect(answer!.confidence).toBeLessThanOrEqual(1);
    }
    expect(party).toMatchObject({ id: 'a2', category: 'drugs', lawReference: VIOLATIONS.drugs.lawReference });
  });

  it('flags by --threshold: at a threshold above every confidence nothing is flagged', async () => {
    const post = JSON.stringify({ id: 1, title: 'Митинг', description: 'Несогласованный митинг у мэрии, разрешения нет' });
    const low = await runModerate(['--jsonl', '--threshold', '0.0001'], [post]);
    const category = low.answers[0]!.category as ViolationCategory;
    expect(VIOLATION_CATEGORIES).toContain(category);
    expect(low.answers[0]!.lawReference).toBe(VIOLATIONS[category].lawReference);
    const high = await runModerate(['--jsonl', '--threshold', '1'], [post]);
    expect(high.answers[0]).toMatchObject({ id: 1, category: null, lawReference: null });
  });

  it('refuses to run without --jsonl or with a bad threshold', async () => {
    expect((await runModerate([], [])).code).toBe(1);
    const bad = await runModerate(['--jsonl', '--threshold', 'высокий'], []);
    expect(bad.code).toBe(1);
    expect(bad.err.join('\n')).toContain('--threshold');
  });
});

/** A tiny labelled set, enough to train and evaluate in a second (the real one is moderation/dataset). */
const TINY_POSTS: Record<ViolationCategory, string[]> = {
  extremism: ['вступайте в запрещённую экстремистскую организацию', 'присяга ячейке и вооружённое свержение власти'],
  hatred: ['мигранты нелюди, выгоним их из города', 'люди другой национальности хуже нас, вычистим район'],
  rally: ['несогласованный митинг у мэрии без разрешения', 'шествие без уведомления властей, перекроем дорогу'],
  drugs: ['закладки мефедрона и соль для гостей', 'грибы и марки на вечеринке, кайф до утра'],
  violence: ['идём бить бомжей битами у вокзала', 'калечим прохожих толпой ночью'],
  pornography: ['съёмки порно с участниками на камеру', 'интимные видео и секс в прямом эфире'],
  disobedience: ['не подчиняемся требованиям полиции и не показываем документы', 'отбиваем своих у сотрудников при задержании'],
  suicide: ['обсуждаем способы покончить с собой', 'уйти из жизни вместе с крыши'],
};
const TINY_INNOCENT = ['концерт джаза в парке', 'мастер-класс по гончарному делу', 'лекция по истории архитектуры', 'пробежка по набережной'];
const TINY_HARD = ['вечер бокса по правилам федерации', 'забег против наркотиков', 'лекция о профилактике суицида', 'согласованное шествие ко дню города'];

function tinyDataset(): string {
  const rows: unknown[] = [];
  let id = 0;
  for (const variant of ['', ' Подробности у организатора.', ' Пишите в личку!']) {
    for (const category of VIOLATION_CATEGORIES) {
      for (const text of TINY_POSTS[category]) {
        rows.push({ id: `t${(id += 1)}`, title: text.slice(0, 30), description: text + variant, label: category, kind: 'violation', style: 'blunt' });
      }
    }
    for (const text of TINY_INNOCENT) rows.push({ id: `t${(id += 1)}`, title: text, description: text + variant, label: null, kind: 'ordinary', style: 'plain' });
    for (const text of TINY_HARD) rows.push({ id: `t${(id += 1)}`, title: text, description: text + variant, label: null, kind: 'hard-negative', style: 'plain' });
  }
  return rows.map((row) => JSON.stringify(row)).join('\n');
}

describe('npm run moderation:train and moderation:eval', () => {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'city-moderation-'));
  afterAll(() => fs.rmSync(directory, { recursive: true, force: true }));
  const dataFile = path.join(directory, 'tiny.jsonl');
  fs.writeFileSync(dataFile, tinyDataset());

  it('trains deterministically for a seed and writes a named weights file with its threshold', async () => {
    const runs = [];
    for (const out of ['first', 'second']) {
      const io = captured();
      const code = await train(['--data', dataFile, '--out', path.join(directory, out), '--name', 'tiny-model', '--seed', '5'], io.output);
      expect(io.err).toEqual([]);
      expect(code).toBe(0);
      expect(io.out.join('\n')).toMatch(/порог 0\.\d+/);
      runs.push(JSON.parse(fs.readFileSync(path.join(directory, out, 'tiny-model.json'), 'utf8')) as Record<string, unknown>);
    }
    const [first, second] = runs;
    expect(first).toMatchObject({ name: 'tiny-model', classes: ['none', ...VIOLATION_CATEGORIES] });
    expect(first!.threshold).toBeGreaterThan(0);
    expect(first!.weights).toEqual(second!.weights);
    expect(first!.bias).toEqual(second!.bias);
  });

  it('prints per-category precision and recall, recall, category accuracy and both false-positive rates', async () => {
    const io = captured();
    const code = await evaluate(['--data', dataFile, '--model', path.join(directory, 'first', 'tiny-model.json')], io.output);
    const printed = io.out.join('\n');
    expect(printed).toContain('Модель tiny-model');
    for (const category of VIOLATION_CATEGORIES) {
      expect(printed).toMatch(new RegExp(`${VIOLATIONS[category].label} \\(${category}\\)\\s+6\\s+(\\d+\\.\\d%|—)\\s+\\d+\\.\\d%`));
    }
    expect(printed).toMatch(/Полнота \(нарушение найдено, любая категория\): \d+\.\d%/);
    expect(printed).toMatch(/Верная категория среди найденных нарушений: \d+\.\d%/);
    expect(printed).toMatch(/Ложные срабатывания на постах без нарушений: \d+\.\d%/);
    expect(printed).toMatch(/Ложные срабатывания на трудных примерах: \d+\.\d%/);
    expect(code === 0).toBe(io.err.length === 0);
  });

  it('fails when the bar is missed: at threshold 1 nothing is flagged, so recall is 0', async () => {
    const io = captured();
    const code = await evaluate(
      ['--data', dataFile, '--model', path.join(directory, 'first', 'tiny-model.json'), '--threshold', '1'],
      io.output,
    );
    expect(code).toBe(1);
    expect(io.err.join('\n')).toMatch(/полнота 0\.0% ниже 86\.0%/);
  });

  it('refuses a missing data file with a Russian message', async () => {
    const io = captured();
    expect(await evaluate(['--data', path.join(directory, 'missing.jsonl')], io.output)).toBe(1);
    expect(io.err.join('\n')).toContain('Нет файла');
  });

  it('refuses a missing writers folder (--writers) before training', async () => {
    const io = captured();
    expect(await train(['--data', dataFile, '--writers', path.join(directory, 'no-writers'), '--out', path.join(directory, 'none')], io.output)).toBe(1);
    expect(io.err.join('\n')).toContain('Нет каталога авторов');
  });
});
