import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildWhenStale, STORYBOOK_BUILD } from '../../scripts/builds.mjs';
import { repositoryRoot } from '../support/platform';

export interface IndexedStory {
  id: string;
  title: string;
  name: string;
  tags: string[];
}

interface StoryIndexFile {
  entries: Record<string, { type: 'story' | 'docs'; id: string; title: string; name: string; tags?: string[] }>;
}

/**
 * The stories of the built Storybook (its index.json), built first when older than its sources.
 * Behaviour stories tagged out of the sidebar (`!dev`) are here too: they still run as tests.
 */
export function builtStories(): IndexedStory[] {
  // The runner lists the tests once before its workers start: only that pass builds, so a worker
  // never rebuilds (and empties) the folder its sibling is serving from.
  if (process.env['TEST_WORKER_INDEX'] === undefined) buildWhenStale([STORYBOOK_BUILD]);
  const file = path.join(repositoryRoot, '.storybook-static', 'index.json');
  const index = JSON.parse(readFileSync(file, 'utf8')) as StoryIndexFile;
  return Object.values(index.entries)
    .filter((entry) => entry.type === 'story' && (entry.tags ?? []).includes('test'))
    .map(({ id, title, name, tags }) => ({ id, title, name, tags: tags ?? [] }));
}
