import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** a11y: the page as it stands has no serious or critical axe finding. */
export async function expectNoSeriousFindings(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(blocking.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}
