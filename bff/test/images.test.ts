import { randomBytes } from 'node:crypto';
import { EVENT_IMAGE_MESSAGES, IMAGE_UPLOAD_MESSAGES, UPLOADED_IMAGE_URL_PATTERN } from '@city/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  closeTestTemplates,
  exhaustRateLimit,
  signIn,
  startTestApp,
  testDatabases,
  type SignedInUser,
  type TestApp,
  type TestDatabase,
  type TestResponse,
} from '../src/testing';

afterAll(closeTestTemplates);

/** A photo as a phone takes it: 2400×1600, with the camera's position and an author in EXIF. */
const photoWithGps = () =>
  sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#3366aa' } })
    .withExif({
      IFD0: { Copyright: 'Secret Author' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '55/1 45/1 21/1', GPSLongitudeRef: 'E', GPSLongitude: '37/1 37/1 4/1' },
    })
    .jpeg()
    .toBuffer();

/** The EXIF GPS IFD pointer (tag 0x8825), little-endian as sharp writes it. */
const GPS_POINTER_TAG = Buffer.from([0x25, 0x88]);

describe.each(testDatabases())('image uploads on $name', ({ create }) => {
  let database: TestDatabase;
  let app: TestApp;
  let uploader: SignedInUser;

  const upload = (bytes: Buffer, name: string, type: string, client = uploader.client): Promise<TestResponse<{ imageUrl: string; error: string }>> => {
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(bytes)], { type }), name);
    return client.request('POST', '/api/upload/image', { formData: form });
  };
  const fetchUpload = (imageUrl: string, headers: Record<string, string> = {}) => app.client().get(imageUrl, { headers });

  beforeAll(async () => {
    database = await create();
    app = await startTestApp({ db: database.db });
    uploader = await signIn(app, database.db, { email: 'uploader@example.com', password: 'Secret12' });
  });
  beforeEach(async () => {
    await database.db.query('DELETE FROM rate_limit_hits');
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('re-encodes a JPEG to 1600 px wide without its EXIF (no GPS) and stores it in the database', async () => {
    const original = await photoWithGps();
    expect((await sharp(original).metadata()).exif?.includes(GPS_POINTER_TAG)).toBe(true);

    const response = await upload(original, 'IMG_2041.jpg', 'image/jpeg');
    expect(response.status).toBe(201);
    const { imageUrl } = response.body;
    expect(imageUrl).toMatch(UPLOADED_IMAGE_URL_PATTERN);
    expect(imageUrl).toMatch(/\.jpg$/);

    const served = await fetchUpload(imageUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    const metadata = await sharp(served.bytes).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['jpeg', 1600, 1067]);
    expect(metadata.exif).toBeUndefined();
    expect(served.bytes.includes('Secret Author')).toBe(false);

    const [row] = await database.db.query<{ width: number; height: number; uploader_id: number; size: number }>(
      'SELECT width, height, uploader_id, octet_length(bytes) AS size FROM images',
    );
    expect(row).toEqual({ width: 1600, height: 1067, uploader_id: uploader.user.id, size: served.bytes.length });
  });

  it('turns a photo upright by its EXIF orientation before dropping the EXIF', async () => {
    const sideways = await sharp({ create: { width: 400, height: 200, channels: 3, background: '#ff0000' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const { body } = await upload(sideways, 'sideways.jpg', 'image/jpeg');
    const metadata = await sharp((await fetchUpload(body.imageUrl)).bytes).metadata();
    expect([metadata.width, metadata.height, metadata.orientation]).toEqual([200, 400, undefined]);
  });

  it('keeps a small PNG a PNG, transparency included, without enlarging it', async () => {
    const png = await sharp({ create: { width: 300, height: 200, channels: 4, background: { r: 69, g: 194, b: 157, alpha: 0.5 } } })
      .png()
      .toBuffer();
    const response = await upload(png, 'logo.png', 'image/png');
    expect(response.status).toBe(201);
    expect(response.body.imageUrl).toMatch(/\.png$/);
    const served = await fetchUpload(response.body.imageUrl);
    expect(served.headers.get('content-type')).toBe('image/png');
    const metadata = await sharp(served.bytes).metadata();
    expect([metadata.format, metadata.width, metadata.height, metadata.hasAlpha]).toEqual(['png', 300, 200, true]);
  });

  it('judges by content: a GIF and a text file named .jpg are refused', async () => {
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } }).gif().toBuffer();
    const asGif = await upload(gif, 'anim.gif', 'image/gif');
    expect(asGif.status).toBe(400);
    expect(asGif.body).toEqual({ error: EVENT_IMAGE_MESSAGES.wrongType });
    const disguisedGif = await upload(gif, 'photo.jpg', 'image/jpeg');
    expect(disguisedGif.body).toEqual({ error: EVENT_IMAGE_MESSAGES.wrongType });
    const text = await upload(Buffer.from('Это не картинка, а текст.'), 'photo.jpg', 'image/jpeg');
    expect(text.status).toBe(400);
    expect(text.body).toEqual({ error: EVENT_IMAGE_MESSAGES.wrongType });
  });

  it('refuses files with a valid signature but a broken body', async () => {
    const truncated = (await photoWithGps()).subarray(0, 4000);
    const broken = await upload(truncated, 'cut.jpg', 'image/jpeg');
    expect(broken.status).toBe(400);
    expect(broken.body).toEqual({ error: IMAGE_UPLOAD_MESSAGES.unreadable });
    const garbage = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(500)]);
    expect((await upload(garbage, 'noise.png', 'image/png')).body).toEqual({ error: IMAGE_UPLOAD_MESSAGES.unreadable });
  });

  it('refuses a file over 5 MB with 413', async () => {
    // Random pixels do not compress: ~6 MB of real PNG.
    const noisy = await sharp(randomBytes(1500 * 1300 * 3), { raw: { width: 1500, height: 1300, channels: 3 } })
      .png({ compressionLevel: 1 })
      .toBuffer();
    expect(noisy.length).toBeGreaterThan(5 * 1024 * 1024);
    const response = await upload(noisy, 'huge.png', 'image/png');
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ error: EVENT_IMAGE_MESSAGES.tooLarge });
    expect(await database.db.query('SELECT 1 FROM images WHERE octet_length(bytes) > 5000000')).toHaveLength(0);
  });

  it('refuses a small file that unpacks to more than 40 megapixels', async () => {
    const bomb = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#000' } }).png().toBuffer();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const response = await upload(bomb, 'bomb.png', 'image/png');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: IMAGE_UPLOAD_MESSAGES.tooManyPixels });
  });

  it('needs the image field, a session, and stays within 30 uploads an hour', async () => {
    const form = new FormData();
    form.append('picture', new Blob([new Uint8Array([1, 2, 3])]), 'x.jpg');
    const wrongField = await uploader.client.request('POST', '/api/upload/image', { formData: form });
    expect(wrongField.status).toBe(400);
    expect(wrongField.body).toEqual({ error: IMAGE_UPLOAD_MESSAGES.missingFile });

    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } }).png().toBuffer();
    const signedOut = await upload(png, 'a.png', 'image/png', app.client());
    expect(signedOut.status).toBe(401);

    await exhaustRateLimit(database.db, 'uploads', String(uploader.user.id));
    const limited = await upload(png, 'a.png', 'image/png');
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ error: 'Rate limit exceeded', rateLimitType: 'other', maxAttempts: 30 });
  });

  it('serves uploads with an ETag and a year-long immutable cache; 304 on If-None-Match', async () => {
    const png = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#45C29D' } }).png().toBuffer();
    const { imageUrl } = (await upload(png, 'dot.png', 'image/png')).body;
    const first = await fetchUpload(imageUrl);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[0-9a-f-]{36}"$/);
    expect(first.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(first.headers.get('x-content-type-options')).toBe('nosniff');

    const revalidated = await fetchUpload(imageUrl, { 'if-none-match': etag! });
    expect(revalidated.status).toBe(304);
    expect(revalidated.bytes.length).toBe(0);
    expect(revalidated.headers.get('etag')).toBe(etag);
    expect((await fetchUpload(imageUrl, { 'if-none-match': `"other", W/${etag}` })).status).toBe(304);
    expect((await fetchUpload(imageUrl, { 'if-none-match': '"other"' })).status).toBe(200);

    expect((await fetchUpload(imageUrl.replace('.png', '.jpg'))).status).toBe(404);
    expect((await fetchUpload('/uploads/3f2b8c1e-9a4d-4e7f-8b21-0c5d6e7f8a9b.png')).status).toBe(404);
    expect((await fetchUpload('/uploads/..%2F..%2Fetc%2Fpasswd')).status).toBe(404);
  });
});
