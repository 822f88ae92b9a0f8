import {
  EVENT_MESSAGES,
  EVENT_PREVIEW_IMAGE_SIZE,
  eventPreviewImagePath,
  escapeHtml,
  formatWallClock,
  instantToWallClock,
  isEventFull,
  publicEventUrl,
  wallClockOrdinal,
  type EventSummary,
} from '@city/contracts';
import type { Database } from '../db/database';
import { NotFoundError } from '../errors';
import { maySeeEvent } from './event-access';
import { selectEventById, type EventRow } from './event-rows';

export interface EventPreviewDeps {
  db: Database;
  /** PUBLIC_URL without a trailing slash: a link preview needs absolute addresses. */
  publicUrl: string;
  timeZone: string;
}

/** The site's name in link previews (the page's own <title>). */
export const SITE_NAME = 'Городские события';

/** How much of the description a link preview shows (docs/events.md#ссылки-на-событие-превью). */
const DESCRIPTION_LENGTH = 200;

export type EventPreviewService = ReturnType<typeof createEventPreviewService>;

/**
 * docs/events.md#ссылки-на-событие-превью: what a shared link to an event tells someone who is not
 * signed in (a messenger's crawler, the login page). Only events anyone may see: the rule of the
 * event page for a visitor without a session (not deleted, not under complaint), so a preview never
 * reveals an event that page would answer 404 for.
 */
export function createEventPreviewService({ db, publicUrl, timeZone }: EventPreviewDeps) {
  async function visibleEvent(eventId: number): Promise<EventRow | null> {
    const row = await selectEventById(db, null, eventId);
    return row && maySeeEvent(row, null) ? row : null;
  }

  return {
    visibleEvent,

    /** The login page's teaser; 404 «Мероприятие не найдено» for anything a visitor cannot see. */
    async summary(eventId: number): Promise<EventSummary> {
      const row = await visibleEvent(eventId);
      if (!row) throw new NotFoundError(EVENT_MESSAGES.notFound);
      return {
        id: row.id,
        title: row.title,
        startDate: formatWallClock(instantToWallClock(row.starts_at.getTime(), timeZone)),
        durationMinutes: row.duration_minutes,
        address: row.address,
        category: row.category,
        imageUrl: row.image_url,
      };
    },

    /** The Open Graph, Twitter and schema.org tags for the event's page (HTML-escaped, ready for <head>). */
    headOf(row: EventRow): string {
      return eventHeadTags(row, { publicUrl, timeZone });
    },
  };
}

/** Collapsed whitespace, at most `length` characters, cut at a word with «…» when longer. */
export function excerpt(text: string, length = DESCRIPTION_LENGTH): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  if (plain.length <= length) return plain;
  const cut = plain.slice(0, length);
  const lastSpace = cut.lastIndexOf(' ');
  // A single very long word is cut where it is rather than dropped.
  const atWord = lastSpace > length / 2 ? cut.slice(0, lastSpace) : cut;
  return `${atWord.replace(/[\s,.;:!?—–-]+$/, '')}…`;
}

/**
 * An instant as ISO 8601 on the city's clock with its offset ('2026-12-01T19:00:00+03:00'): the
 * wall clock the organizer picked, which schema.org readers show as written.
 */
export function cityIsoDateTime(epochMs: number, timeZone: string): string {
  const wallClock = instantToWallClock(epochMs, timeZone);
  const offsetMinutes = Math.round((wallClockOrdinal(wallClock) - Math.floor(epochMs / 1000) * 1000) / 60_000);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const hours = String(Math.floor(Math.abs(offsetMinutes) / 60)).padStart(2, '0');
  const minutes = String(Math.abs(offsetMinutes) % 60).padStart(2, '0');
  return `${formatWallClock(wallClock)}${sign}${hours}:${minutes}`;
}

/**
 * JSON inside <script>: user text may hold `</script>` or `<!--`, which would end the element
 * early, so every `<`, `>` and `&` is written as a JSON escape (and the two line separators
 * JavaScript once refused in strings).
 */
export const scriptSafeJson = (value: unknown): string =>
  JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** The image a preview shows: the organizer's, else the generated card (./event-preview-image.ts). */
function previewImageOf(row: EventRow, publicUrl: string): { url: string; generated: boolean } {
  if (row.image_url) return { url: `${publicUrl}${row.image_url}`, generated: false };
  // The version changes with every edit, so a crawler that kept the old picture asks again.
  return { url: `${publicUrl}${eventPreviewImagePath(row.id)}?v=${row.updated_at.getTime()}`, generated: true };
}

function eventHeadTags(row: EventRow, { publicUrl, timeZone }: { publicUrl: string; timeZone: string }): string {
  const url = publicEventUrl(publicUrl, row.id);
  const description = excerpt(row.description);
  const image = previewImageOf(row, publicUrl);
  const properties: Array<[string, string]> = [
    ['og:type', 'website'],
    ['og:site_name', SITE_NAME],
    ['og:locale', 'ru_RU'],
    ['og:url', url],
    ['og:title', row.title],
    ['og:description', description],
    ['og:image', image.url],
    ['og:image:alt', row.title],
  ];
  if (image.generated) {
    properties.push(['og:image:type', 'image/png']);
    properties.push(['og:image:width', String(EVENT_PREVIEW_IMAGE_SIZE.width)]);
    properties.push(['og:image:height', String(EVENT_PREVIEW_IMAGE_SIZE.height)]);
  }
  const names: Array<[string, string]> = [
    ['twitter:card', 'summary_large_image'],
    ['twitter:title', row.title],
    ['twitter:description', description],
    ['twitter:image', image.url],
  ];
  const tags = [
    ...properties.map(([property, content]) => `<meta property="${property}" content="${escapeHtml(content)}" />`),
    ...names.map(([name, content]) => `<meta name="${name}" content="${escapeHtml(content)}" />`),
    `<script type="application/ld+json">${scriptSafeJson(eventJsonLd(row, { url, image: image.url, timeZone }))}</script>`,
  ];
  return tags.map((tag) => `\n    ${tag}`).join('');
}

/** schema.org's Event, as search engines and some messengers read it. */
function eventJsonLd(row: EventRow, { url, image, timeZone }: { url: string; image: string; timeZone: string }) {
  const start = row.starts_at.getTime();
  // An event without a duration ends as it starts (docs/events.md#timing).
  const end = start + (row.duration_minutes ?? 0) * 60_000;
  const hasGeo = row.latitude !== null && row.longitude !== null;
  const isFull = isEventFull({ maxParticipants: row.max_participants, participantCount: row.participant_count });
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: row.title,
    description: row.description,
    url,
    image: [image],
    startDate: cityIsoDateTime(start, timeZone),
    endDate: cityIsoDateTime(end, timeZone),
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    eventStatus: 'https://schema.org/EventScheduled',
    location: {
      '@type': 'Place',
      name: row.address,
      address: { '@type': 'PostalAddress', streetAddress: row.address, addressLocality: row.city, addressCountry: 'RU' },
      ...(hasGeo ? { geo: { '@type': 'GeoCoordinates', latitude: row.latitude, longitude: row.longitude } } : {}),
    },
    // The name the cards show: the display name only when its owner shows it (docs/events.md#the-event).
    organizer: { '@type': 'Person', name: row.organizer_name },
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: 'RUB',
      // A paid event without a price says nothing of it rather than pretend it is free.
      ...(row.is_paid ? (row.price === null ? {} : { price: row.price }) : { price: 0 }),
      availability: isFull ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
    },
  };
}
