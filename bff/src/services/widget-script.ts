import fs from 'node:fs/promises';
import path from 'node:path';
import { PARTNER_FEED_MESSAGES } from '@city/contracts';
import { DomainError } from '../errors';
import type { Logger } from '../logger';

export const WIDGET_SCRIPT_FILE = 'widget.js';

/**
 * issue 7: widgets/dist/widget.js, the custom element partners load. Read once and kept while the
 * file stays the same (its modification time is checked on each request, so a rebuild is served
 * at once); 503 with a log line while it is not built.
 */
export function createWidgetScript({ widgetDir, logger }: { widgetDir: string; logger: Logger }) {
  const file = path.join(widgetDir, WIDGET_SCRIPT_FILE);
  let cached: { modifiedMs: number; source: string } | null = null;
  let warned = false;

  return {
    async source(): Promise<string> {
      const stat = await fs.stat(file).catch(() => null);
      if (stat === null) {
        if (!warned) {
          logger.warn('Виджет для партнёров не собран: выполните npm run build', { widgetDir });
          warned = true;
        }
        throw new DomainError(503, PARTNER_FEED_MESSAGES.widgetNotBuilt);
      }
      if (cached?.modifiedMs !== stat.mtimeMs) cached = { modifiedMs: stat.mtimeMs, source: await fs.readFile(file, 'utf8') };
      return cached.source;
    },
  };
}
export type WidgetScript = ReturnType<typeof createWidgetScript>;
