// docs/partner-feed.md#html-fragment: how long after the feed's answer arrives the partner sees the first card. A real BFF
// with the demo city, a partner page on another origin, Debian's Chromium; each run a fresh
// browser context (nothing cached), the median reported.
import { feedElement, widgetScript } from '@city/e2e/partner-site';
import type { Benchmark } from './benchmark';
import { median } from './statistics';
import { startWidgetStage } from './widget-partner-page';

const RUNS = 7;
const BUDGET_MS = 300;
const PAGE_TIMEOUT_MS = 20_000;

/**
 * Runs in the partner's page before any of its scripts: waits for the element's 'feed' render,
 * then for the frame that paints it (rAF, then a task after that frame), and answers the time
 * since the feed response's last byte (Resource Timing's responseEnd, exposed cross-origin).
 */
const MEASURE_IN_PAGE = `
window.__cefPaint = new Promise((resolve, reject) => {
  document.addEventListener('cef-render', (event) => {
    if (event.detail.state === 'loading') return;
    if (event.detail.state !== 'feed') return reject(new Error('лента показала состояние ' + event.detail.state));
    requestAnimationFrame(() => setTimeout(() => {
      const painted = performance.now();
      const feed = performance.getEntriesByType('resource').find((entry) => entry.name.includes('/api/public/feed?'));
      resolve(feed ? painted - feed.responseEnd : -1);
    }, 0));
  });
});`;

const benchmark: Benchmark = {
  title: 'Виджет для партнёров: первая карточка после ответа ленты',
  async run() {
    const stage = await startWidgetStage();
    try {
      const url = stage.partner.publish({
        title: 'Бар «На улице»: афиша города',
        body: `${widgetScript(stage.platform.url)}\n${feedElement(stage.platform.url, { id: 'feed', limit: 6, partner: 'bar-na-ulice' })}`,
      });
      const times: number[] = [];
      /** What the server said, when the feed did not show: usually a missing or broken build. */
      const withServerLog = (error: unknown) =>
        new Error(`${error instanceof Error ? error.message : String(error)}\nЖурнал сервера:\n${stage.platform.output().slice(-1500)}`);
      for (let run = 0; run < RUNS; run += 1) {
        const context = await stage.browser.newContext({ viewport: { width: 1280, height: 900 } });
        try {
          const page = await context.newPage();
          await page.addInitScript({ content: MEASURE_IN_PAGE });
          await page.goto(url);
          const elapsed = await Promise.race([
            page.evaluate(() => (window as unknown as { __cefPaint: Promise<number> }).__cefPaint),
            page.waitForTimeout(PAGE_TIMEOUT_MS).then(() => {
              throw new Error(`Лента не показала карточки за ${PAGE_TIMEOUT_MS / 1000} с`);
            }),
          ]).catch((error: unknown) => {
            throw withServerLog(error);
          });
          if (elapsed < 0) throw new Error('Запрос /api/public/feed не найден в Resource Timing страницы партнёра');
          times.push(elapsed);
        } finally {
          await context.close();
        }
      }
      return [
        {
          name: `первая карточка после ответа /api/public/feed, медиана ${RUNS} загрузок`,
          value: Math.round(median(times) * 10) / 10,
          unit: 'мс',
          budget: BUDGET_MS,
          lowerIsBetter: true,
        },
      ];
    } finally {
      await stage.close();
    }
  },
};
export default benchmark;
