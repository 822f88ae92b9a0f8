import { randomUUID } from 'node:crypto';
import {
  EVENT_IMAGE_MESSAGES,
  IMAGE_UPLOAD_MESSAGES,
  UPLOADED_IMAGE_LIMITS,
  UPLOADED_IMAGE_URL_PATTERN,
} from '@city/contracts';
import sharp from 'sharp';
import type { Database } from '../db/database';
import { ValidationError } from '../errors';

type ImageFormat = 'jpeg' | 'png';

const FORMATS: Record<ImageFormat, { contentType: string; extension: string }> = {
  jpeg: { contentType: 'image/jpeg', extension: 'jpg' },
  png: { contentType: 'image/png', extension: 'png' },
};

const JPEG_MAGIC = Buffer.from([0xff, 0xd8, 0xff]);
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** docs/events.md#images: JPEG or PNG by content, never by the name or the declared type. */
function formatByMagicBytes(bytes: Buffer): ImageFormat | null {
  if (bytes.subarray(0, JPEG_MAGIC.length).equals(JPEG_MAGIC)) return 'jpeg';
  if (bytes.subarray(0, PNG_MAGIC.length).equals(PNG_MAGIC)) return 'png';
  return null;
}

export interface ReencodedImage {
  format: ImageFormat;
  bytes: Buffer;
  width: number;
  height: number;
}

const decoderOptions = { limitInputPixels: UPLOADED_IMAGE_LIMITS.maxInputPixels, failOn: 'error' } as const;

/**
 * docs/events.md#images: checks the content (magic bytes, then what libvips reads in the header), refuses
 * canvases over the pixel limit before decoding them, turns the pixels upright per EXIF, shrinks
 * to 1600 px wide and re-encodes. Nothing of the original file's metadata survives (sharp writes
 * none unless asked): no GPS position, camera or comments.
 */
export async function reencodeImage(upload: Buffer): Promise<ReencodedImage> {
  const format = formatByMagicBytes(upload);
  if (!format) throw new ValidationError(EVENT_IMAGE_MESSAGES.wrongType);
  // Reading the header decodes no pixels, so it runs without the limit: an oversized canvas then
  // gets its own message instead of "unreadable".
  const metadata = await sharp(upload, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw new ValidationError(IMAGE_UPLOAD_MESSAGES.unreadable);
    });
  if (metadata.format !== format) throw new ValidationError(EVENT_IMAGE_MESSAGES.wrongType);
  if (!metadata.width || !metadata.height) throw new ValidationError(IMAGE_UPLOAD_MESSAGES.unreadable);
  if (metadata.width * metadata.height > UPLOADED_IMAGE_LIMITS.maxInputPixels) {
    throw new ValidationError(IMAGE_UPLOAD_MESSAGES.tooManyPixels);
  }
  try {
    const pipeline = sharp(upload, decoderOptions)
      .rotate()
      .resize({ width: UPLOADED_IMAGE_LIMITS.maxWidth, withoutEnlargement: true });
    const encoded = format === 'jpeg' ? pipeline.jpeg({ quality: 82, mozjpeg: true }) : pipeline.png({ compressionLevel: 9 });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { format, bytes: data, width: info.width, height: info.height };
  } catch {
    // A header that reads fine over a broken body (a truncated upload) fails only here.
    throw new ValidationError(IMAGE_UPLOAD_MESSAGES.unreadable);
  }
}

/**
 * Stores a re-encoded image and answers the URL an event may carry (docs/events.md#images). No
 * uploader (null): the demo city's generated covers (docs/operations.md#demo-data).
 */
export async function storeImage(db: Database, image: ReencodedImage, uploaderId: number | null): Promise<string> {
  const id = randomUUID();
  const { contentType, extension } = FORMATS[image.format];
  await db.query(
    'INSERT INTO images (id, content_type, bytes, width, height, uploader_id) VALUES ($1, $2, $3, $4, $5, $6)',
    [id, contentType, image.bytes, image.width, image.height, uploaderId],
  );
  return `/uploads/${id}.${extension}`;
}

const parseImageUrl = (url: string): { id: string; extension: string } | null => {
  if (!UPLOADED_IMAGE_URL_PATTERN.test(url)) return null;
  const [id = '', extension = ''] = url.slice('/uploads/'.length).split('.');
  return { id, extension };
};

interface ImageRow {
  content_type: string;
  bytes: Uint8Array;
  uploader_id: number | null;
}

async function findImageRow(db: Database, url: string): Promise<ImageRow | null> {
  const parsed = parseImageUrl(url);
  if (!parsed) return null;
  const [row] = await db.query<ImageRow>('SELECT content_type, bytes, uploader_id FROM images WHERE id = $1', [parsed.id]);
  // The extension is part of the name this server issued: another one is another (missing) file.
  const issuedExtension = Object.values(FORMATS).find((format) => format.contentType === row?.content_type)?.extension;
  return row && issuedExtension === parsed.extension ? row : null;
}

export interface StoredImage {
  contentType: string;
  bytes: Buffer;
}

/** The image behind `/uploads/<name>`, or null. */
export async function findImage(db: Database, url: string): Promise<StoredImage | null> {
  const row = await findImageRow(db, url);
  if (!row) return null;
  // pg hands bytea over as a Buffer, PGlite as a Uint8Array.
  return { contentType: row.content_type, bytes: Buffer.from(row.bytes.buffer, row.bytes.byteOffset, row.bytes.byteLength) };
}

/** docs/events.md#images: an event may show only an image this server issued, and only its uploader's. */
export async function isImageUsableBy(db: Database, url: string, userId: number): Promise<boolean> {
  const row = await findImageRow(db, url);
  return row !== null && row.uploader_id === userId;
}

/**
 * Uploads nobody attached to an event within a day (a form left unsent) are dropped. Images of
 * deleted events stay: the events stay for moderation history (docs/events.md#deleting).
 */
export async function deleteUnusedImages(db: Database): Promise<void> {
  await db.query(
    `DELETE FROM images i
      WHERE i.created_at < now() - interval '1 day'
        AND NOT EXISTS (
          SELECT 1 FROM events e
           WHERE e.image_url = '/uploads/' || i.id || CASE i.content_type WHEN 'image/png' THEN '.png' ELSE '.jpg' END
        )`,
  );
}
