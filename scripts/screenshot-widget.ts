#!/usr/bin/env tsx
// docs/partner-feed.md#budgets: docs/widget.png, the README's picture of the widget: a partner's page on another
// origin with two feeds (a titled grid and a dark compact list), served by a real BFF with its
// demo city. Run: npx tsx scripts/screenshot-widget.ts
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { feedElement, widgetScript } from '@city/e2e/partner-site';
import { startWidgetStage } from './bench/widget-partner-page';

const output = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'docs', 'widget.png');

const stage = await startWidgetStage();
try {
  const platform = stage.platform.url;
  const url = stage.partner.publish({
    title: 'Библиотека на Пятницкой: куда сходить',
    body: [
      widgetScript(platform),
      feedElement(platform, { id: 'culture', category: 'культура и искусство', limit: 4, title: 'Культура в городе', partner: 'biblioteka' }),
      '<p>Наши соседи по району приглашают:</p>',
      feedElement(platform, { id: 'sport', category: 'спорт и туризм', limit: 3, layout: 'compact', theme: 'dark', partner: 'biblioteka' }),
    ].join('\n'),
  });
  const page = await stage.browser.newPage({ viewport: { width: 1100, height: 900 } });
  await page.goto(url);
  await page.waitForFunction(() =>
    [...document.querySelectorAll('city-events-feed')].every((feed) => feed.shadowRoot?.querySelector('[data-cef-feed]')),
  );
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: output, fullPage: true });
  console.log(`Снимок сохранён: ${path.relative(process.cwd(), output)}`);
} finally {
  await stage.close();
}
