// docs/moderation.md#quality-bar: `npm run moderate -- --jsonl` must check 10,000 posts in under 2 s on one core, and the
// committed weights must stay small. Posts are held-out rows, varied so that no two lines repeat.
import fs from 'node:fs';
import { loadShippedModel, moderateLine, shippedModelPath } from '@city/moderation';
import { DATASET_FILES, readDataset } from '@city/moderation/dataset';
import type { Benchmark } from './benchmark';

const POSTS = 10_000;
const WARM_UP = 500;
const ADDITIONS = ['', ' Вход свободный.', ' Подробности у организатора!', ' Ждём всех 🙂', ' Начало в 19:00.'];

function inputLines(): string[] {
  const rows = readDataset(DATASET_FILES.holdout);
  return Array.from({ length: POSTS }, (_, index) => {
    const row = rows[index % rows.length]!;
    const round = Math.floor(index / rows.length);
    const description = `${row.description}${ADDITIONS[round % ADDITIONS.length]}${round >= ADDITIONS.length ? ` №${round}` : ''}`;
    return JSON.stringify({ id: `bench-${index}`, title: row.title, description });
  });
}

const benchmark: Benchmark = {
  title: 'Автомодерация: 10 000 постов через moderate --jsonl',
  async run() {
    const model = loadShippedModel();
    const lines = inputLines();
    for (const line of lines.slice(0, WARM_UP)) moderateLine(model, line, model.defaultThreshold);
    // CPU time of this single-threaded loop is its cost on one core, whatever else shares the machine.
    const started = process.cpuUsage();
    let answered = 0;
    for (const line of lines) answered += JSON.stringify(moderateLine(model, line, model.defaultThreshold)).length > 0 ? 1 : 0;
    const used = process.cpuUsage(started);
    const seconds = (used.user + used.system) / 1e6;
    if (answered !== POSTS) throw new Error(`Ответов ${answered} вместо ${POSTS}`);
    return [
      { name: `${POSTS} постов на одном ядре (процессорное время)`, value: Number(seconds.toFixed(3)), unit: 'с', budget: 2, lowerIsBetter: true },
      {
        name: `файл весов ${model.name}`,
        value: Math.round(fs.statSync(shippedModelPath()).size / 1024),
        unit: 'КБ',
        budget: 3072,
        lowerIsBetter: true,
      },
    ];
  },
};

export default benchmark;
