import { calendarSpan, PUBLIC_DATE_PRESETS, type PublicEvent, type PublicSearchFeedFilters } from '@city/contracts';
import { Feed } from 'feed';
import { createCalendarWriter, type CalendarEntry } from './calendar-ics';
import type { PublicFeedService } from './public-feed';

export interface SearchFeedsDeps {
  feed: PublicFeedService;
  /** PUBLIC_URL without a trailing slash. */
  publicUrl: string;
  city: string;
  timeZone: string;
}

export type SearchFeedsService = ReturnType<typeof createSearchFeedsService>;

/** An RSS item's description: the start of the event's text, cut at a word. */
const RSS_DESCRIPTION_MAX = 300;

/**
 * docs/partner-feed.md#subscribing-to-a-search: a search of the list as an iCalendar subscription
 * and an RSS 2.0 feed. The rows are the public feed's (one place for what anyone may see); this
 * only writes them out, through ical-generator and feed rather than by hand, since both formats
 * have escaping and folding rules that are easy to get wrong.
 *
 * Every value written is a function of the rows, never of the clock, so an unchanged search gives
 * the same bytes and the ETag's 304 works (DTSTAMP and lastBuildDate default to "now").
 */
export function createSearchFeedsService({ feed, publicUrl, city, timeZone }: SearchFeedsDeps) {
  const listUrl = `${publicUrl}/events`;
  // The one VEVENT writer (docs/events.md#calendars): the same UID, hours and fields as an event's own file.
  const calendarWriter = createCalendarWriter({ publicUrl });

  return {
    async calendar(filters: PublicSearchFeedFilters): Promise<string> {
      const events = await feed.searchFeed(filters);
      const entries = events.flatMap((event): CalendarEntry[] => {
        // The same hours as the event's own .ics and calendar links (docs/events.md#calendars).
        const span = calendarSpan(event.startDate, event.durationMinutes, timeZone);
        if (span === null) return [];
        return [
          {
            id: event.id,
            title: event.title,
            description: event.description,
            address: `${event.address}, ${event.city}`,
            startsAt: new Date(span.start),
            durationMinutes: event.durationMinutes,
            // The public rows carry no revision; a subscribing app replaces the whole feed at each poll.
            revision: 0,
            updatedAt: new Date(event.updatedAt),
            cancelled: false,
            category: event.category,
          },
        ];
      });
      return calendarWriter.write({
        name: searchFeedTitle(city, filters),
        description: `Мероприятия города ${city} по выбранным фильтрам`,
        // Calendars poll a subscription on their own schedule; an hour is the usual hint.
        refreshSeconds: 60 * 60,
        entries,
      });
    },

    async rss(filters: PublicSearchFeedFilters): Promise<string> {
      const events = await feed.searchFeed(filters);
      const title = searchFeedTitle(city, filters);
      const rss = new Feed({
        title,
        description: `Ближайшие мероприятия: ${title.replace(/^События — /, '')}`,
        id: listUrl,
        link: listUrl,
        language: 'ru',
        ttl: 60,
        generator: false,
        copyright: `Городские события, ${city}`,
        updated: latestChange(events),
      });
      for (const event of events) {
        rss.addItem({
          title: event.title,
          id: event.url,
          guid: event.url,
          link: event.url,
          description: descriptionStart(event.description),
          date: new Date(event.createdAt),
          category: [{ name: event.category }],
          ...(event.imageUrl === null ? {} : { enclosure: { url: event.imageUrl, type: imageType(event.imageUrl), length: 0 } }),
        });
      }
      return rss.rss2();
    },
  };
}

/** The newest change among the rows, or the epoch for an empty feed: never the clock (see above). */
function latestChange(events: readonly PublicEvent[]): Date {
  const times = events.map((event) => Date.parse(event.updatedAt)).filter((time) => Number.isFinite(time));
  return new Date(times.length === 0 ? 0 : Math.max(...times));
}

function descriptionStart(description: string): string {
  const text = description.replace(/\s+/g, ' ').trim();
  if (text.length <= RSS_DESCRIPTION_MAX) return text;
  const cut = text.slice(0, RSS_DESCRIPTION_MAX);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > 0 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/** Uploads are JPEG or PNG (contracts/src/eventImage.ts); the enclosure's type is read from the name. */
const imageType = (url: string): string => (/\.png$/i.test(url) ? 'image/png' : 'image/jpeg');

const DATE_PRESET_NAMES: Record<(typeof PUBLIC_DATE_PRESETS)[number], string> = {
  today: 'сегодня',
  week: 'на этой неделе',
  weekend: 'в выходные',
};

const dayFormat = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/**
 * «События — Москва», then the search in words, so a subscriber with several searches tells them
 * apart: «События — Москва: культура и искусство, «джаз», в выходные, бесплатные».
 */
export function searchFeedTitle(city: string, { category, search, date, free, paid }: PublicSearchFeedFilters): string {
  const parts: string[] = [];
  if (category !== undefined) parts.push(category);
  if (search !== undefined) parts.push(`«${search}»`);
  if (date !== undefined) {
    const preset = PUBLIC_DATE_PRESETS.find((candidate) => candidate === date);
    parts.push(preset ? DATE_PRESET_NAMES[preset] : dayFormat.format(new Date(`${date}T00:00:00Z`)));
  }
  if (free) parts.push('бесплатные');
  if (paid) parts.push('платные');
  return parts.length === 0 ? `События — ${city}` : `События — ${city}: ${parts.join(', ')}`;
}
