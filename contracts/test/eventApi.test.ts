import { describe, expect, it } from 'vitest';
import { imageUploadResponseSchema, UPLOADED_IMAGE_URL_PATTERN } from '../src/eventApi';

describe('uploaded image URLs (docs/events.md#images)', () => {
  it.each(['/uploads/3f2b8c1e-9a4d-4e7f-8b21-0c5d6e7f8a9b.jpg', '/uploads/3f2b8c1e-9a4d-4e7f-8b21-0c5d6e7f8a9b.png'])(
    'accepts what the server issues: %s',
    (url) => {
      expect(UPLOADED_IMAGE_URL_PATTERN.test(url)).toBe(true);
      expect(imageUploadResponseSchema.parse({ imageUrl: url })).toEqual({ imageUrl: url });
    },
  );

  it.each([
    'https://evil.example.com/uploads/3f2b8c1e-9a4d-4e7f-8b21-0c5d6e7f8a9b.jpg',
    '/uploads/3f2b8c1e-9a4d-4e7f-8b21-0c5d6e7f8a9b.gif',
    '/uploads/../../etc/passwd',
    '/uploads/3F2B8C1E-9A4D-4E7F-8B21-0C5D6E7F8A9B.jpg',
    '/uploads/3f2b8c1e-9a4d-4e7f-8b21-0c5d6e7f8a9b.jpg?x=1',
  ])('refuses anything else: %s', (url) => {
    expect(UPLOADED_IMAGE_URL_PATTERN.test(url)).toBe(false);
  });
});
