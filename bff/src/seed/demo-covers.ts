import sharp from 'sharp';
import type { EventCategory } from '@city/contracts';
import type { Database } from '../db/database';
import { storeImage } from '../services/images';
import { seededRandom, type SeededRandom } from './seeded-random';

const WIDTH = 960;
const HEIGHT = 540;

/** What a category's cover is made of: two palettes (the variants), a pattern and an emblem. */
interface CoverStyle {
  palettes: readonly (readonly [string, string])[];
  /** Small repeated shapes over the gradient, drawn from the variant's own random numbers. */
  pattern: (random: SeededRandom) => string;
  /** How strongly the pattern shows through. */
  patternOpacity: number;
  /** White shapes in a 200 × 200 box that say what the category is. */
  emblem: string;
}

const repeat = (count: number, shape: (index: number) => string): string => Array.from({ length: count }, (_, index) => shape(index)).join('');

const HEART = 'M100 176 C18 116 24 34 100 70 C176 34 182 116 100 176 Z';

const COVER_STYLES: Record<EventCategory, CoverStyle> = {
  // Confetti and a die: games, parties, evenings out.
  'досуг и развлечения': {
    palettes: [['#ff7a59', '#ffb347'], ['#f857a6', '#ff5858']],
    pattern: (random) =>
      repeat(70, () => {
        const x = random.int(0, WIDTH);
        const y = random.int(0, HEIGHT);
        return `<rect x="${x}" y="${y}" width="${random.int(12, 28)}" height="${random.int(6, 11)}" rx="3" transform="rotate(${random.int(0, 180)} ${x} ${y})"/>`;
      }),
    patternOpacity: 0.35,
    emblem:
      '<rect x="35" y="35" width="130" height="130" rx="28" fill="none" stroke="#fff" stroke-width="12"/>' +
      [[70, 70], [130, 70], [100, 100], [70, 130], [130, 130]].map(([x, y]) => `<circle cx="${x}" cy="${y}" r="12" fill="#fff"/>`).join(''),
  },
  // A stave and a note: concerts, theatre, exhibitions.
  'культура и искусство': {
    palettes: [['#6a11cb', '#2575fc'], ['#8e2de2', '#c0392b']],
    pattern: (random) => {
      const top = random.int(40, 140);
      return repeat(2, (stave) => repeat(5, (line) => `<rect x="0" y="${top + stave * 260 + line * 18}" width="${WIDTH}" height="3"/>`));
    },
    patternOpacity: 0.22,
    emblem:
      '<ellipse cx="62" cy="150" rx="30" ry="22" fill="#fff" transform="rotate(-20 62 150)"/>' +
      '<ellipse cx="148" cy="128" rx="30" ry="22" fill="#fff" transform="rotate(-20 148 128)"/>' +
      '<rect x="80" y="40" width="12" height="112" fill="#fff"/><rect x="166" y="20" width="12" height="110" fill="#fff"/>' +
      '<polygon points="80,40 178,20 178,50 80,70" fill="#fff"/>',
  },
  // Squared paper and an open book: lectures, courses, clubs.
  'обучение и развитие': {
    palettes: [['#11998e', '#38ef7d'], ['#4568dc', '#b06ab3']],
    pattern: (random) => {
      const step = random.pick([36, 48]);
      return (
        repeat(Math.ceil(WIDTH / step), (index) => `<rect x="${index * step}" y="0" width="2" height="${HEIGHT}"/>`) +
        repeat(Math.ceil(HEIGHT / step), (index) => `<rect x="0" y="${index * step}" width="${WIDTH}" height="2"/>`)
      );
    },
    patternOpacity: 0.14,
    emblem:
      '<path d="M100 62 C78 44 44 40 18 48 L18 162 C44 154 78 158 100 176 Z" fill="#fff"/>' +
      '<path d="M100 62 C122 44 156 40 182 48 L182 162 C156 154 122 158 100 176 Z" fill="#fff" opacity="0.85"/>' +
      '<path d="M34 78 C54 74 72 78 88 88 M34 104 C54 100 72 104 88 114 M34 130 C54 126 72 130 88 140" stroke-width="5" fill="none" stroke-opacity="0.35" stroke="#000"/>',
  },
  // Running-track lanes, mountains and a sun: sport, walks, hikes.
  'спорт и туризм': {
    palettes: [['#00b09b', '#96c93d'], ['#2193b0', '#6dd5ed']],
    pattern: (random) => {
      const tilt = random.int(-25, -10);
      return repeat(7, (lane) => `<rect x="-200" y="${lane * 90 - 40}" width="${WIDTH + 400}" height="6" transform="rotate(${tilt} ${WIDTH / 2} ${HEIGHT / 2})"/>`);
    },
    patternOpacity: 0.2,
    emblem:
      '<circle cx="150" cy="52" r="26" fill="#fff"/>' +
      '<polygon points="10,176 78,66 116,126 144,92 192,176" fill="#fff"/>' +
      '<polygon points="78,66 94,92 84,100 70,92 62,92" fill="#000" opacity="0.15"/>',
  },
  // Scattered hearts and a large one: charity, neighbours, swaps.
  другое: {
    palettes: [['#e96443', '#904e95'], ['#c94b4b', '#4b134f']],
    pattern: (random) =>
      repeat(30, () => {
        const scale = random.int(12, 30) / 100;
        return `<path d="${HEART}" transform="translate(${random.int(0, WIDTH)} ${random.int(0, HEIGHT)}) scale(${scale})"/>`;
      }),
    patternOpacity: 0.25,
    emblem: `<path d="${HEART}" fill="#fff"/>`,
  },
};

/**
 * A category's first gradient and its emblem (white shapes in a 200 × 200 box): the generated link
 * previews (services/event-preview-image.ts) look like the demo covers of the same category.
 */
export const categoryCoverArt = (category: EventCategory): { gradient: readonly [string, string]; emblem: string } => ({
  gradient: COVER_STYLES[category].palettes[0]!,
  emblem: COVER_STYLES[category].emblem,
});

/** One cover: the gradient, the pattern, two soft circles and the emblem on a disc, left or right. */
function coverSvg(category: EventCategory, variant: number): string {
  const style = COVER_STYLES[category];
  const [from, to] = style.palettes[variant % style.palettes.length]!;
  const random = seededRandom(1000 * (variant + 1) + category.length);
  const right = variant % 2 === 0;
  const emblemX = right ? WIDTH - 330 : 130;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#g)"/>
  <g fill="#fff" opacity="${style.patternOpacity}">${style.pattern(random)}</g>
  <circle cx="${right ? 160 : WIDTH - 140}" cy="${HEIGHT + 40}" r="260" fill="#fff" opacity="0.10"/>
  <circle cx="${right ? WIDTH - 60 : 80}" cy="-30" r="200" fill="#000" opacity="0.08"/>
  <circle cx="${emblemX + 100}" cy="${HEIGHT / 2}" r="165" fill="#fff" opacity="0.18"/>
  <g transform="translate(${emblemX - 20} ${HEIGHT / 2 - 120}) scale(1.2)">${style.emblem}</g>
</svg>`;
}

/** How many covers each category has; events of a category take them in turn. */
export const COVER_VARIANTS = 2;

/**
 * docs/operations.md#demo-data: the demo's event covers, drawn once per category and variant at seed time and
 * stored as uploads are (docs/events.md#images: JPEG in the images table, served from /uploads/),
 * with no uploader: the demo made them. Answers each category's URLs.
 */
export async function storeDemoCovers(db: Database): Promise<Map<EventCategory, string[]>> {
  const categories = Object.keys(COVER_STYLES) as EventCategory[];
  const rendered = await Promise.all(
    categories.flatMap((category) =>
      Array.from({ length: COVER_VARIANTS }, async (_, variant) => {
        const { data, info } = await sharp(Buffer.from(coverSvg(category, variant)))
          // As uploads are kept (q82), without mozjpeg's slower search: it runs at every first start.
          .jpeg({ quality: 82 })
          .toBuffer({ resolveWithObject: true });
        return { category, image: { format: 'jpeg' as const, bytes: data, width: info.width, height: info.height } };
      }),
    ),
  );
  const urls = new Map<EventCategory, string[]>(categories.map((category) => [category, []]));
  for (const { category, image } of rendered) urls.get(category)!.push(await storeImage(db, image, null));
  return urls;
}
