import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PARTNER_FEED_MESSAGES, type EmbedPageInput, type FeedFragmentInput, type FeedServerModule } from '@city/contracts';
import { DomainError } from '../errors';
import type { Logger } from '../logger';

/** What widgets/vite.feed.config.ts writes under config.widgetDir. */
export const FEED_BUILD_FILES = { serverModule: path.join('feed', 'server.js'), stylesheet: path.join('feed', 'feed.css') } as const;

export interface FeedRenderer {
  fragment(input: FeedFragmentInput): Promise<string>;
  embedPage(input: EmbedPageInput): Promise<string>;
  stylesheet(): Promise<string>;
}

interface LoadedFeedBuild {
  module: FeedServerModule;
  stylesheet: string;
}

const isFeedServerModule = (value: unknown): value is FeedServerModule =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Partial<FeedServerModule>).renderFeedFragment === 'function' &&
  typeof (value as Partial<FeedServerModule>).renderEmbedPage === 'function';

/**
 * docs/partner-feed.md#html-fragment: the feed's cards are the design system's React components, built for the server by
 * `npm run build` (widgets/dist/feed). The build is loaded on first use, not at start-up, so the
 * rest of the platform runs without it and a build made later is picked up without a restart;
 * until then the feed answers 503 and the log says what to run.
 */
export function createFeedRenderer({ widgetDir, logger }: { widgetDir: string; logger: Logger }): FeedRenderer {
  let loaded: Promise<LoadedFeedBuild> | null = null;
  let warned = false;

  async function load(): Promise<LoadedFeedBuild> {
    const serverModule = path.join(widgetDir, FEED_BUILD_FILES.serverModule);
    const stylesheetFile = path.join(widgetDir, FEED_BUILD_FILES.stylesheet);
    const [module, stylesheet] = await Promise.all([
      import(pathToFileURL(serverModule).href).catch(() => null) as Promise<unknown>,
      fs.readFile(stylesheetFile, 'utf8').catch(() => null),
    ]);
    if (!isFeedServerModule(module) || stylesheet === null) {
      if (!warned) {
        logger.warn('Лента для партнёров не собрана: выполните npm run build', { widgetDir });
        warned = true;
      }
      throw new DomainError(503, PARTNER_FEED_MESSAGES.feedNotBuilt);
    }
    return { module, stylesheet };
  }

  /** A failed load is forgotten, so the next request tries again (the build may have finished). */
  const build = (): Promise<LoadedFeedBuild> =>
    (loaded ??= load().catch((error: unknown) => {
      loaded = null;
      throw error;
    }));

  return {
    fragment: async (input) => (await build()).module.renderFeedFragment(input),
    embedPage: async (input) => (await build()).module.renderEmbedPage(input),
    stylesheet: async () => (await build()).stylesheet,
  };
}
