import sharp from 'sharp';
import type { TestApp } from './build-app';
import type { TestUser } from './factories';

/** Text written into the test JPEG's EXIF: found in the stored bytes only if the EXIF survived. */
export const EXIF_MARKER = 'shot-at-kothrud-workshop';

/** A small JPEG as a phone writes one: EXIF with a description and a GPS position (Pune). */
export const jpegWithGps = () =>
  sharp({ create: { width: 320, height: 240, channels: 3, background: '#2e86c1' } })
    .jpeg()
    .withExif({
      IFD0: { ImageDescription: EXIF_MARKER, Make: 'PhoneMaker' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '18/1 31/1 12/1', GPSLongitudeRef: 'E', GPSLongitude: '73/1 51/1 0/1' },
    })
    .toBuffer();

/** A multipart form with text fields and the file in field `photo`. */
export function photoForm(fields: Record<string, string>, file?: { bytes: Buffer; type?: string }): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  if (file) {
    data.append('photo', new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'image/jpeg' }), 'photo.jpg');
  }
  return data;
}

/** Sends a photo form to a photos path as this user (or without a token). */
export const postPhoto = (t: TestApp, url: string, who: TestUser | null, form: FormData) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: who?.headers ?? {},
    payload: form as unknown as Record<string, unknown>,
  });
