import { describe, expect, it } from 'vitest';
import { DEFAULT_EVENT_FILTERS, filtersFromSearchParams, type EventFilters } from '../src';
import { searchFeedLinks, searchFeedParams } from '../src/feedLinks';
import { mapQuery, openStreetMapUrl, yandexMapsUrl } from '../src/mapLinks';
import { PUBLIC_FEED_MESSAGES, publicSearchFeedQuerySchema } from '../src/publicFeed';

const ORIGIN = 'https://gorod-sobytiya.ru';
const filters = (changes: Partial<EventFilters>): EventFilters => ({ ...DEFAULT_EVENT_FILTERS, ...changes });

describe('searchFeedLinks', () => {
  it('gives the bare feeds for the unfiltered list', () => {
    expect(searchFeedLinks(ORIGIN, DEFAULT_EVENT_FILTERS)).toEqual({
      ics: `${ORIGIN}/api/public/events.ics`,
      webcal: 'webcal://gorod-sobytiya.ru/api/public/events.ics',
      rss: `${ORIGIN}/api/public/events.rss`,
    });
  });

  it('carries the filters of the page address by the list API\'s names, in one order', () => {
    const address = new URLSearchParams('category=culture&search=%20джаз%20&date=weekend&payment=free&favorites=1&full=1');
    const links = searchFeedLinks(ORIGIN, filtersFromSearchParams(address));
    const query = new URL(links.ics).searchParams;
    expect([...query.keys()]).toEqual(['category', 'search', 'dateFilter', 'paymentFilter']);
    expect(query.get('category')).toBe('культура и искусство');
    expect(query.get('search')).toBe('джаз');
    expect(query.get('dateFilter')).toBe('weekend');
    expect(query.get('paymentFilter')).toBe('free');
    expect(new URL(links.rss).search).toBe(new URL(links.ics).search);
    expect(links.webcal).toBe(links.ics.replace('https://', 'webcal://'));
  });

  it('writes a picked day as specificDate, and nothing before a day is picked', () => {
    expect(searchFeedParams(filters({ dateFilter: 'specific', specificDate: '2030-06-12' })).toString()).toBe(
      'dateFilter=specific&specificDate=2030-06-12',
    );
    expect(searchFeedParams(filters({ dateFilter: 'specific', specificDate: null })).toString()).toBe('');
  });

  it('carries «Платные» as paymentFilter=paid', () => {
    expect(searchFeedParams(filters({ paymentFilter: 'paid' })).toString()).toBe('paymentFilter=paid');
  });

  it('turns an http origin into webcal too', () => {
    expect(searchFeedLinks('http://localhost:3000', DEFAULT_EVENT_FILTERS).webcal).toBe('webcal://localhost:3000/api/public/events.ics');
  });

  it('builds queries the server schema accepts', () => {
    const params = searchFeedParams(filters({ category: 'спорт и туризм', search: 'бег', dateFilter: 'today', paymentFilter: 'paid' }));
    const parsed = publicSearchFeedQuerySchema.parse(Object.fromEntries(params));
    expect(parsed).toEqual({ category: 'спорт и туризм', search: 'бег', date: 'today', free: false, paid: true });
  });
});

describe('publicSearchFeedQuerySchema', () => {
  const firstMessage = (query: Record<string, string>) => publicSearchFeedQuerySchema.safeParse(query).error?.issues[0]?.message;

  it('refuses a paid that is not true, and free with paid', () => {
    expect(firstMessage({ paid: 'false' })).toBe(PUBLIC_FEED_MESSAGES.paidInvalid);
    expect(firstMessage({ free: 'true', paid: 'true' })).toBe(PUBLIC_FEED_MESSAGES.freeAndPaid);
    expect(firstMessage({ free: 'true', paymentFilter: 'paid' })).toBe(PUBLIC_FEED_MESSAGES.freeAndPaid);
  });

  it('takes the list API\'s names, \'all\' meaning no filter, and the JSON feed\'s short ones', () => {
    const parse = (query: Record<string, string>) => publicSearchFeedQuerySchema.parse(query);
    expect(parse({ category: 'all', dateFilter: 'all', paymentFilter: 'all' })).toEqual({ free: false, paid: false });
    expect(parse({ dateFilter: 'specific', specificDate: '2030-06-12', paymentFilter: 'free' })).toEqual({
      date: '2030-06-12',
      free: true,
      paid: false,
    });
    expect(parse({ date: 'weekend', free: 'true' })).toEqual({ date: 'weekend', free: true, paid: false });
  });

  it('refuses a bad list filter in Russian', () => {
    expect(firstMessage({ dateFilter: 'tomorrow' })).toBe(PUBLIC_FEED_MESSAGES.dateFilterInvalid);
    expect(firstMessage({ dateFilter: 'specific' })).toBe(PUBLIC_FEED_MESSAGES.specificDateMissing);
    expect(firstMessage({ dateFilter: 'specific', specificDate: '2030-02-30' })).toBe(PUBLIC_FEED_MESSAGES.specificDateInvalid);
    expect(firstMessage({ paymentFilter: 'cheap' })).toBe(PUBLIC_FEED_MESSAGES.paymentFilterInvalid);
    expect(firstMessage({ dateFilter: 'week', date: 'today' })).toBe(PUBLIC_FEED_MESSAGES.twoDates);
  });

  it('keeps the JSON feed messages and ignores paging', () => {
    expect(firstMessage({ date: 'someday' })).toBe(PUBLIC_FEED_MESSAGES.dateInvalid);
    expect(publicSearchFeedQuerySchema.parse({ limit: '500', page: '0' })).toEqual({ free: false, paid: false });
  });
});

describe('map links', () => {
  it('puts the city in front unless the address names it', () => {
    expect(mapQuery('Крымский Вал, 9', 'Москва')).toBe('Москва, Крымский Вал, 9');
    expect(mapQuery('г. Москва, Крымский Вал, 9', 'Москва')).toBe('г. Москва, Крымский Вал, 9');
    expect(mapQuery('  Крымский Вал, 9 ', '')).toBe('Крымский Вал, 9');
  });

  it('encodes the address for Yandex Maps and OpenStreetMap', () => {
    expect(yandexMapsUrl('Крымский Вал, 9', 'Москва')).toBe(
      `https://yandex.ru/maps/?text=${encodeURIComponent('Москва, Крымский Вал, 9')}`,
    );
    const osm = new URL(openStreetMapUrl('ул. Садовая-Кудринская, 5 & двор', 'Москва'));
    expect(osm.origin + osm.pathname).toBe('https://www.openstreetmap.org/search');
    expect(osm.searchParams.get('query')).toBe('Москва, ул. Садовая-Кудринская, 5 & двор');
  });
});
