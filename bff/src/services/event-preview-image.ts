import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { EVENT_PREVIEW_IMAGE_SIZE, escapeHtml } from '@city/contracts';
import { categoryCoverArt } from '../seed/demo-covers';
import type { EventRow } from './event-rows';

const { width: WIDTH, height: HEIGHT } = EVENT_PREVIEW_IMAGE_SIZE;

/**
 * A generic family rather than a bundled font: librsvg asks fontconfig, which finds DejaVu on
 * Debian and some sans-serif face elsewhere; the wrapping below leaves room for a wider one.
 */
const FONT = "'DejaVu Sans', sans-serif";
const TITLE_SIZE = 60;
const TITLE_LINES = 3;
/** Characters per title line at TITLE_SIZE in the 780 px left of the emblem (Cyrillic capitals included). */
const TITLE_LINE_CHARS = 21;
/** Characters of the date or the address on one line across the card. */
const FACT_LINE_CHARS = 52;
const ELLIPSIS = '…';

/** How many pictures stay in memory: the events being shared right now, not the whole city. */
const CACHED_PICTURES = 200;

export interface PreviewPicture {
  png: Buffer;
  /** A strong validator of the bytes: a crawler that has them gets 304. */
  etag: string;
}

/** A line cut to `max` characters, ending with «…» when something was cut. */
function cutLine(line: string, max: number): string {
  if (line.length <= max) return line;
  return `${line.slice(0, max - 1).trimEnd()}${ELLIPSIS}`;
}

/**
 * docs/events.md#ссылки-на-событие-превью: the title in at most `maxLines` lines of `maxChars`,
 * broken between words (a word longer than a line is broken inside), the last line ending in «…»
 * when the title goes on.
 */
export function wrapTitle(text: string, maxChars = TITLE_LINE_CHARS, maxLines = TITLE_LINES): string[] {
  const words = text.replace(/\s+/g, ' ').trim().split(' ').filter(Boolean);
  const lines: string[] = [];
  let current = '';
  for (let word of words) {
    while (word.length > maxChars) {
      if (current) lines.push(current);
      lines.push(word.slice(0, maxChars));
      word = word.slice(maxChars);
      current = '';
    }
    const joined = current ? `${current} ${word}` : word;
    if (joined.length <= maxChars) current = joined;
    else {
      lines.push(current);
      current = word;
    }
  }
  if (current) lines.push(current);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  const last = kept[maxLines - 1]!;
  kept[maxLines - 1] = last.length + 1 <= maxChars ? `${last}${ELLIPSIS}` : cutLine(`${last}${ELLIPSIS}`, maxChars);
  return kept;
}

/** «1 декабря, пн · 19:00» on the city's clock, as the cards say it. */
function dateLine(startsAt: Date, timeZone: string): string {
  const date = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', weekday: 'short', timeZone }).formatToParts(startsAt);
  const part = (type: Intl.DateTimeFormatPartTypes) => date.find((item) => item.type === type)?.value ?? '';
  const time = new Intl.DateTimeFormat('ru-RU', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).format(startsAt);
  return `${part('day')} ${part('month')}, ${part('weekday')} · ${time}`;
}

/** The card as SVG: every piece of user text escaped for XML (escapeHtml covers the five entities). */
export function previewSvg(row: EventRow, timeZone: string): string {
  const { gradient, emblem } = categoryCoverArt(row.category);
  const title = wrapTitle(row.title);
  const titleTop = 250 - ((title.length - 1) * TITLE_SIZE * 1.15) / 2;
  const titleLines = title
    .map((line, index) => `<tspan x="72" y="${Math.round(titleTop + index * TITLE_SIZE * 1.15)}">${escapeHtml(line)}</tspan>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${gradient[0]}"/><stop offset="1" stop-color="${gradient[1]}"/></linearGradient></defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#g)"/>
  <circle cx="1010" cy="200" r="170" fill="#fff" opacity="0.18"/>
  <g transform="translate(900 90) scale(1.1)" opacity="0.9">${emblem}</g>
  <rect x="0" y="430" width="${WIDTH}" height="200" fill="#000" opacity="0.28"/>
  <g font-family="${FONT}" fill="#fff">
    <text x="72" y="92" font-size="30" opacity="0.9">${escapeHtml(`Городские события · ${row.category}`)}</text>
    <text font-size="${TITLE_SIZE}" font-weight="bold">${titleLines}</text>
    <text x="72" y="505" font-size="38" font-weight="bold">${escapeHtml(cutLine(dateLine(row.starts_at, timeZone), FACT_LINE_CHARS))}</text>
    <text x="72" y="570" font-size="32">${escapeHtml(cutLine(row.address.replace(/\s+/g, ' ').trim(), FACT_LINE_CHARS))}</text>
  </g>
</svg>`;
}

export type EventPreviewImages = ReturnType<typeof createEventPreviewImages>;

/**
 * docs/events.md#ссылки-на-событие-превью: the 1200×630 picture of an event without an image, drawn
 * by sharp from SVG. Kept per event and its last update (an edit makes a new one; the least
 * recently asked goes first), so a link shared in a busy chat is drawn once.
 */
export function createEventPreviewImages({ timeZone, capacity = CACHED_PICTURES }: { timeZone: string; capacity?: number }) {
  const pictures = new Map<string, Promise<PreviewPicture>>();

  async function draw(row: EventRow): Promise<PreviewPicture> {
    const png = await sharp(Buffer.from(previewSvg(row, timeZone))).png().toBuffer();
    return { png, etag: `"${createHash('sha256').update(png).digest('base64url').slice(0, 27)}"` };
  }

  return {
    /** The picture of `row`, drawn at most once per event and update while it stays in the cache. */
    pictureOf(row: EventRow): Promise<PreviewPicture> {
      const key = `${row.id}:${row.updated_at.getTime()}`;
      const cached = pictures.get(key);
      if (cached) {
        // Map keeps insertion order: moving the entry to the end makes the first one the least recent.
        pictures.delete(key);
        pictures.set(key, cached);
        return cached;
      }
      const drawing = draw(row);
      // A failed drawing is not kept: the next request tries again.
      drawing.catch(() => pictures.delete(key));
      pictures.set(key, drawing);
      while (pictures.size > capacity) pictures.delete(pictures.keys().next().value!);
      return drawing;
    },
    /** How many pictures are kept (tests). */
    get size(): number {
      return pictures.size;
    },
  };
}
