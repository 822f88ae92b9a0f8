import { describe, expect, it } from 'vitest';
import { relatedLinks, type StaticPagePath } from './relatedLinks';

const pages: StaticPagePath[] = ['/terms', '/privacy', '/about', '/contacts'];

describe('relatedLinks (docs/accounts.md#site-frame)', () => {
  it.each(pages)('%s links to the other static pages, the landing and the events, not to itself', (current) => {
    const hrefs = relatedLinks(current).links.map((link) => link.href);
    expect(hrefs).not.toContain(current);
    expect(hrefs).toEqual([...pages.filter((page) => page !== current), '/', '/events']);
  });

  it('labels every link', () => {
    for (const link of relatedLinks('/terms').links) expect(link.label.trim()).not.toBe('');
  });
});
