/**
 * The element keeps its own copy of the feed's query rules (zod would triple widget.js); these
 * tests prove the copy and the contract agree, for a few thousand attribute sets.
 */
import { EVENT_CATEGORIES, EVENT_CATEGORY_SLUGS, PUBLIC_FEED_LIMITS, publicEventsSearchParams, publicFeedQuerySchema } from '@city/contracts';
import { describe, expect, it } from 'vitest';
import {
  FEED_CATEGORY_ALIASES,
  FEED_LIMIT_DEFAULT,
  FEED_LIMIT_MAX,
  FEED_LIMIT_MIN,
  feedCategoryOf,
  feedFreeOf,
  feedLimitOf,
  feedSearch,
} from './feedQuery';

/** A small deterministic generator, so a failure names a reproducible case. */
function* attributeSets(count: number) {
  let seed = 7;
  const pick = <T>(values: readonly T[]): T => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return values[seed % values.length] as T;
  };
  const categories = [null, '', '  ', ...EVENT_CATEGORIES];
  const searches = [null, '', '   ', 'джаз', ' концерты в парке ', 'a&b=c?#', 'Ёлка 2030', 'x'.repeat(PUBLIC_FEED_LIMITS.searchMax)];
  const dates = [null, '', 'today', 'week', 'weekend', '2030-06-11', '2031-01-01'];
  const frees = [null, '', 'true', 'TRUE', 'false', 'yes'];
  const limits = [null, '', '1', '6', '24', '0', '-3', '25', '100', '7.6', 'шесть', ' 12 ', '1e1', 'Infinity'];
  const partners = [null, '', 'bar-na-ulice', 'lib_12', 'a'];
  for (let index = 0; index < count; index += 1) {
    yield {
      category: pick(categories),
      search: pick(searches),
      date: pick(dates),
      free: pick(frees),
      limit: pick(limits),
      partner: pick(partners),
    };
  }
}

describe('the element’s feed query', () => {
  it('writes the same query string as the contract, partner last', () => {
    for (const attributes of attributeSets(3000)) {
      const free = feedFreeOf(attributes.free);
      const limit = feedLimitOf(attributes.limit);
      const contract = publicEventsSearchParams({
        category: attributes.category ?? undefined,
        search: attributes.search ?? undefined,
        date: attributes.date ?? undefined,
        free,
        limit,
      });
      if (attributes.partner) contract.append('partner', attributes.partner);
      expect(feedSearch({ ...attributes, free, limit }), JSON.stringify(attributes)).toBe(contract.toString());
    }
  });

  it('only ever asks for a query the feed’s schema accepts, whatever the limit attribute says', () => {
    for (const attributes of attributeSets(3000)) {
      const query = new URLSearchParams(feedSearch({ ...attributes, free: feedFreeOf(attributes.free), limit: feedLimitOf(attributes.limit) }));
      const parsed = publicFeedQuerySchema.safeParse(Object.fromEntries(query));
      expect(parsed.success, `${query.toString()}: ${parsed.error?.message}`).toBe(true);
    }
  });

  it('keeps the contract’s range and default', () => {
    expect([FEED_LIMIT_MIN, FEED_LIMIT_MAX, FEED_LIMIT_DEFAULT]).toEqual([
      PUBLIC_FEED_LIMITS.limitMin,
      PUBLIC_FEED_LIMITS.limitMax,
      PUBLIC_FEED_LIMITS.limitDefault,
    ]);
    expect(feedLimitOf(null)).toBe(PUBLIC_FEED_LIMITS.limitDefault);
    expect(feedLimitOf('abc')).toBe(PUBLIC_FEED_LIMITS.limitDefault);
    expect(feedLimitOf('0')).toBe(1);
    expect(feedLimitOf('99')).toBe(24);
    expect(feedLimitOf('7.6')).toBe(8);
  });

  it('shows the maximum for a limit above it, and asks for no more', () => {
    for (const attribute of ['25', '100', '1000000', '24.6', ' 99 ']) {
      expect(feedLimitOf(attribute), attribute).toBe(PUBLIC_FEED_LIMITS.limitMax);
      expect(new URLSearchParams(feedSearch({ limit: feedLimitOf(attribute) })).get('limit')).toBe(String(PUBLIC_FEED_LIMITS.limitMax));
    }
  });

  it('takes the latin category names for the contract’s labels, one of each', () => {
    expect(Object.fromEntries(FEED_CATEGORY_ALIASES)).toEqual({
      leisure: 'досуг и развлечения',
      culture: 'культура и искусство',
      education: 'обучение и развитие',
      sport: 'спорт и туризм',
      other: 'другое',
    });
    expect([...FEED_CATEGORY_ALIASES.values()].sort()).toEqual([...EVENT_CATEGORIES].sort());
    // The widget keeps its own copy (no contracts code in widget.js); it is the contracts' slugs, reversed.
    expect(Object.fromEntries(FEED_CATEGORY_ALIASES)).toEqual(Object.fromEntries(EVENT_CATEGORIES.map((category) => [EVENT_CATEGORY_SLUGS[category], category])));
    expect(['Culture', ' SPORT ', 'education'].map(feedCategoryOf)).toEqual(['культура и искусство', 'спорт и туризм', 'обучение и развитие']);
    // The same feed is the same URL, whichever name the partner typed.
    expect(feedSearch({ category: feedCategoryOf('culture') })).toBe(feedSearch({ category: 'культура и искусство' }));
  });

  it('keeps every other category as written: the labels, blanks, typos and names of the object prototype', () => {
    for (const attribute of [null, '', '  ', ...EVENT_CATEGORIES, 'нет такой', 'music', 'constructor', '__proto__', 'toString']) {
      expect(feedCategoryOf(attribute), String(attribute)).toBe(attribute);
    }
  });

  it('reads free as presence or "true" only', () => {
    expect([null, '', 'true', 'True', 'false', '1'].map(feedFreeOf)).toEqual([false, true, true, true, false, false]);
  });
});
