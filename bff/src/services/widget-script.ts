import fs from 'node:fs/promises';
import path from 'node:path';
import { PARTNER_FEED_MESSAGES } from '@city/contracts';
import { DomainError } from '../errors';
import type { Logger } from '../logger';

export const WIDGET_SCRIPT_FILE = 'widget.js';

/**
 * docs/partner-feed.md#widget: widgets/dist/widget.js, the custom element partners load. Read on first use and kept,
 * like the feed's server build (feed-renderer.ts): a release restarts the server. While it is not
 * built: 503 with one log line, and the next request looks again.
 */
export function createWidgetScript({ widgetDir, logger }: { widgetDir: string; logger: Logger }) {
  const file = path.join(widgetDir, WIDGET_SCRIPT_FILE);
  let source: string | null = null;
  let warned = false;

  return {
    async source(): Promise<string> {
      source ??= await fs.readFile(file, 'utf8').catch(() => null);
      if (source !== null) return source;
      if (!warned) {
        logger.warn('Виджет для партнёров не собран: выполните npm run build', { widgetDir });
        warned = true;
      }
      throw new DomainError(503, PARTNER_FEED_MESSAGES.widgetNotBuilt);
    },
  };
}
export type WidgetScript = ReturnType<typeof createWidgetScript>;
