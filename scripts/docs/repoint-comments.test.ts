/**
 * scripts/docs/repoint-comments.mjs on a folder of sample files: citations of the old
 * specifications and of issues become docs/ anchors, in comments and test titles only; a second run
 * changes nothing; --check fails while a citation remains and passes once none does.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const SCRIPT = path.resolve(import.meta.dirname, 'repoint-comments.mjs');

const SAMPLES: Record<string, string> = {
  'contracts/src/participation.ts': [
    "/** participant-side §4, §6: the one rule for what a viewer may do about an event's participation. */",
    'export const a = 1;',
    '// platform §7: 20 complaints an hour per person.',
    "const text = 'participant-side §4 stays: this is program text';",
    '',
  ].join('\n'),
  'bff/src/services/feedback.ts': [
    '/**',
    ' * The e-mail is the account\'s (participant-side §2 / platform §5), 10 an hour per',
    ' * person (platform §7); blocked accounts may write too (§4).',
    ' */',
    'export const b = 2;',
    '',
  ].join('\n'),
  'contracts/test/publicFeed.test.ts': [
    "import { describe, it } from 'vitest';",
    "describe('the public feed query (issue 7)', () => {",
    "  it('refuses free=false (platform §5)', () => {});",
    '});',
    '',
  ].join('\n'),
  'bff/src/db/migrations/009_sample.sql': ['-- management-side §2–§3, platform §6: the statistics.', "SELECT 'platform §6';", ''].join('\n'),
  'scripts/bench/sample.ts': '// Issue «Fast on a phone and at city scale»: the first-load budget.\nexport {};\n',
  'app/node_modules/skipped/index.ts': '// platform §4: never read\n',
};

let root: string;

function run(...args: string[]) {
  return spawnSync(process.execPath, [SCRIPT, '--root', root, ...args], { encoding: 'utf8' });
}
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'repoint-'));
  for (const [file, text] of Object.entries(SAMPLES)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
});

afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('repoint-comments', () => {
  it('points comments and test titles at docs/ anchors by the map', () => {
    const result = run();
    expect(result.status).toBe(0);

    const participation = read('contracts/src/participation.ts');
    expect(participation).toContain('/** docs/events.md#participation: the one rule');
    expect(participation).toContain('// docs/operations.md#rate-limits: 20 complaints');
    // A string that is not a test title is program text: left, and reported.
    expect(participation).toContain("'participant-side §4 stays: this is program text'");
    expect(result.stdout).toMatch(/participation\.ts:4: «participant-side §4» left: in a string/);

    const feedback = read('bff/src/services/feedback.ts');
    expect(feedback).not.toMatch(/participant-side|platform §|§\d/);
    expect(feedback).toContain('(docs/operations.md#rate-limits)');
    expect(feedback).toMatch(/\(docs\/accounts\.md#statuses\)/); // the bare §4 of the platform named earlier

    const test = read('contracts/test/publicFeed.test.ts');
    expect(test).toContain("describe('the public feed query (docs/partner-feed.md#json-feed)'");
    expect(test).toMatch(/it\('refuses free=false \(docs\/events\.md#[a-z-]+\)'/);

    const sql = read('bff/src/db/migrations/009_sample.sql');
    expect(sql.split('\n')[0]).toBe('-- docs/back-office.md#statistics: the statistics.');
    expect(sql).toContain("SELECT 'platform §6';");

    expect(read('scripts/bench/sample.ts')).toBe('// docs/operations.md#budgets: the first-load budget.\nexport {};\n');
    expect(read('app/node_modules/skipped/index.ts')).toBe('// platform §4: never read\n');

    expect(result.stdout).toMatch(/contracts\/src\/participation\.ts: 2 rewritten, 1 left/);
    expect(result.stdout).toMatch(/total: rewrote \d+ citation\(s\) in 5 file\(s\); left 2/);
  });

  it('is idempotent: a second run finds nothing to change', () => {
    run();
    const first = Object.fromEntries(Object.keys(SAMPLES).map((file) => [file, read(file)]));
    const second = run();
    expect(second.stdout).toMatch(/total: rewrote 0 citation\(s\) in 0 file\(s\)/);
    for (const file of Object.keys(SAMPLES)) expect(read(file)).toBe(first[file]);
  });

  it('--dry-run prints the changes and writes nothing', () => {
    const result = run('--dry-run');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('participant-side §4, §6 → docs/events.md#participation');
    expect(result.stdout).toMatch(/total: would rewrite \d+ citation\(s\) in 5 file\(s\)/);
    for (const [file, text] of Object.entries(SAMPLES)) expect(read(file)).toBe(text);
  });

  it('--check fails while a citation remains, and passes once none does', () => {
    expect(run('--check').status).toBe(1);
    run();
    const leftovers = run('--check');
    expect(leftovers.status).toBe(1); // the two program strings
    expect(leftovers.stderr).toContain("participation.ts:4: «participant-side §4»");
    fs.writeFileSync(path.join(root, 'contracts/src/participation.ts'), read('contracts/src/participation.ts').replace('participant-side §4 stays', 'stays'));
    fs.writeFileSync(path.join(root, 'bff/src/db/migrations/009_sample.sql'), '-- nothing cited\n');
    const clean = run('--check');
    expect(clean.stderr).toBe('');
    expect(clean.status).toBe(0);
  });

  it('every anchor of the map is a heading in docs/', () => {
    // The script refuses to run (exit 2) on a map pointing at a missing anchor; on the real map it runs.
    expect(() => execFileSync(process.execPath, [SCRIPT, '--root', root, '--check'], { stdio: 'pipe' })).toThrow();
    const broken = path.join(root, 'map.json');
    const map = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, 'citation-map.json'), 'utf8'));
    map.sections['platform §7'].default = 'operations.md#no-such-heading!';
    fs.writeFileSync(broken, JSON.stringify(map));
    const result = run('--check', '--map', broken);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('operations.md#no-such-heading');
  });
});
