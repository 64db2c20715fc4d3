import { describe, expect, it } from 'vitest';
import { DEFAULT_AVATAR, DEFAULT_SERVICE_IMAGE, imageUrl } from './image-url';

describe('imageUrl', () => {
  it('serves uploads from this origin', () => {
    expect(imageUrl('/uploads/avatars/a.webp')).toBe('/uploads/avatars/a.webp');
    expect(imageUrl('uploads/avatars/a.webp')).toBe('/uploads/avatars/a.webp');
    expect(imageUrl('uploads\\avatars\\a.webp')).toBe('/uploads/avatars/a.webp');
  });

  it('reads objects with imageUrl, url, path or image', () => {
    expect(imageUrl({ imageUrl: '/uploads/1.webp' })).toBe('/uploads/1.webp');
    expect(imageUrl({ url: 'https://cdn.example.com/2.png' })).toBe('https://cdn.example.com/2.png');
    expect(imageUrl({ path: 'uploads/3.webp' })).toBe('/uploads/3.webp');
    expect(imageUrl({ image: '/uploads/4.webp' })).toBe('/uploads/4.webp');
  });

  it('keeps absolute, data and blob addresses', () => {
    expect(imageUrl('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
    expect(imageUrl('blob:http://localhost/x')).toBe('blob:http://localhost/x');
  });

  it('falls back to the default avatar, or the given default', () => {
    expect(imageUrl(null)).toBe(DEFAULT_AVATAR);
    expect(imageUrl('  ')).toBe(DEFAULT_AVATAR);
    expect(imageUrl({})).toBe(DEFAULT_AVATAR);
    expect(imageUrl('javascript:alert(1)')).toBe(DEFAULT_AVATAR);
    expect(imageUrl(undefined, DEFAULT_SERVICE_IMAGE)).toBe(DEFAULT_SERVICE_IMAGE);
  });
});
