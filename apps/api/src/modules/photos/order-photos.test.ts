import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-app';
import { createService } from '../../../test/catalogue-factories';
import { createAdmin, createUser, type TestUser } from '../../../test/factories';
import { createOrder } from '../../../test/order-factories';
import { EXIF_MARKER, jpegWithGps, photoForm, postPhoto } from '../../../test/photo-uploads';
import { storedImage } from '../../../test/uploads';
import { countOrderPhotos } from './photos.repository';

describe('/api/orders/:id/photos', () => {
  let t: TestApp;
  let customer: TestUser;
  let other: TestUser;
  let admin: TestUser;
  let orderId: string;
  beforeAll(async () => {
    t = await createTestApp();
    customer = await createUser(t, { name: 'Asha Patil' });
    other = await createUser(t, { name: 'Ravi Kale' });
    admin = await createAdmin(t);
    const service = await createService(t, { name: 'Full body paint', price: 25000 });
    orderId = (await createOrder(t, customer.user, service)).id;
  });
  afterAll(() => t.close());

  const url = () => `/api/orders/${orderId}/photos`;
  const upload = async (fields: Record<string, string>, who: TestUser | null = admin) =>
    postPhoto(t, url(), who, photoForm(fields, { bytes: await jpegWithGps() }));
  const list = (who: TestUser) => t.app.inject({ method: 'GET', url: url(), headers: who.headers });

  it('refuses a caller without a token, a customer uploading, and someone else’s order', async () => {
    expect((await upload({}, null)).statusCode).toBe(401);
    const byCustomer = await upload({}, customer);
    expect(byCustomer.statusCode).toBe(403);
    expect(byCustomer.json().code).toBe('FORBIDDEN');
    const byOther = await upload({}, other);
    expect(byOther.statusCode).toBe(404);
    expect(byOther.json().code).toBe('ORDER_NOT_FOUND');
    expect((await list(other)).statusCode).toBe(404);
  });

  it('stores the photo screen-sized and full-size, both without EXIF or GPS', async () => {
    const original = await jpegWithGps();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    expect(original.includes(EXIF_MARKER)).toBe(true);

    const res = await upload({ label: 'before', stageId: crypto.randomUUID() });
    expect(res.statusCode).toBe(201);
    const photo = res.json().photo;
    expect(photo).toMatchObject({ label: 'before', internal: false, public: false });
    for (const path of [photo.url, photo.originalUrl]) {
      const served = await t.app.inject({ method: 'GET', url: path });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.rawPayload.includes(EXIF_MARKER)).toBe(false);
      expect((await sharp(served.rawPayload).metadata()).exif).toBeUndefined();
    }
    expect((await sharp(await storedImage(t.db, photo.originalUrl)).metadata()).width).toBe(320);
  });

  it('answers field codes for a missing file, a file that is no image, and a bad label', async () => {
    const missing = await postPhoto(t, url(), admin, photoForm({ label: 'after' }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldCodes).toEqual({ photo: 'PHOTO_REQUIRED' });
    const text = await postPhoto(
      t,
      url(),
      admin,
      photoForm({}, { bytes: Buffer.from('not a picture'), type: 'image/png' }),
    );
    expect(text.statusCode).toBe(400);
    expect(text.json().fieldCodes).toEqual({ photo: 'IMAGE_INVALID' });
    const label = await upload({ label: 'sideways' });
    expect(label.statusCode).toBe(400);
    expect(Object.keys(label.json().fieldCodes)).toEqual(['label']);
  });

  it('hides internal photos from the customer and shows them to the workshop', async () => {
    const internal = (await upload({ label: 'progress', internal: 'true' })).json().photo;
    expect(internal.internal).toBe(true);
    const seenByCustomer = (await list(customer)).json().photos.map((p: { _id: string }) => p._id);
    const seenByAdmin = (await list(admin)).json().photos.map((p: { _id: string }) => p._id);
    expect(seenByAdmin).toContain(internal._id);
    expect(seenByCustomer).not.toContain(internal._id);
    expect(seenByCustomer.length).toBe(seenByAdmin.length - 1);
  });

  it('counts an order’s photos for the board, internal ones too', async () => {
    const counts = await countOrderPhotos(t.db, [orderId, crypto.randomUUID()]);
    const listed = (await list(admin)).json().photos.length;
    expect([...counts.entries()]).toEqual([[orderId, listed]]);
  });

  it('lets the workshop mark an after-photo public, which the home page’s strip then shows, rendered on the server', async () => {
    const after = (await upload({ label: 'after' })).json().photo;
    const before = await t.app.inject({ method: 'GET', url: '/api/public/recent-work' });
    expect(before.json().photos).toEqual([]);
    const patch = (who: TestUser, body: object) =>
      t.app.inject({ method: 'PATCH', url: `${url()}/${after._id}`, headers: who.headers, payload: body });
    expect((await patch(customer, { public: true })).statusCode).toBe(403);
    expect((await patch(admin, { public: true, internal: true })).statusCode).toBe(400);
    const marked = await patch(admin, { public: true });
    expect(marked.json().photo.public).toBe(true);
    const strip = (await t.app.inject({ method: 'GET', url: '/api/public/recent-work' })).json().photos;
    expect(strip).toEqual([{ _id: after._id, url: after.url, service: 'Full body paint', serviceMr: '' }]);
    // The home page, rendered on the server, carries the strip; taking the photo off removes it.
    const home = async () => (await t.app.inject({ method: 'GET', url: '/' })).body;
    expect(await home()).toContain(`src="${after.url}"`);
    expect(await home()).not.toContain(after.originalUrl);
    await patch(admin, { public: false });
    expect(await home()).not.toContain(after.url);
  });

  it('deletes a photo with its images, for the workshop only', async () => {
    const photo = (await upload({ label: 'progress' })).json().photo;
    const remove = (who: TestUser, id = photo._id) =>
      t.app.inject({ method: 'DELETE', url: `${url()}/${id}`, headers: who.headers });
    expect((await remove(customer)).statusCode).toBe(403);
    expect((await remove(other)).statusCode).toBe(404);
    expect((await remove(admin)).statusCode).toBe(200);
    expect(await storedImage(t.db, photo.url)).toBeUndefined();
    expect(await storedImage(t.db, photo.originalUrl)).toBeUndefined();
    const again = await remove(admin);
    expect(again.statusCode).toBe(404);
    expect(again.json().code).toBe('PHOTO_NOT_FOUND');
  });
});
