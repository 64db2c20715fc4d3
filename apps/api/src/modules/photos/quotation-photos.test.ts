import { describe, expect, it } from 'vitest';
import { createQuotation } from '../../../test/catalogue-factories';
import type { TestUser } from '../../../test/factories';
import { jpegWithGps, photoForm, postPhoto } from '../../../test/photo-uploads';
import { storedImage } from '../../../test/uploads';
import { setUpQuotationActions } from '../quotations/quotation-actions-test-support';

describe('/api/quotations/:id/photos', () => {
  const f = setUpQuotationActions();

  const attach = async (quotationId: string, who: TestUser | null) =>
    postPhoto(f.t, `/api/quotations/${quotationId}/photos`, who, photoForm({}, { bytes: await jpegWithGps() }));
  const list = (quotationId: string, who: TestUser) =>
    f.t.app.inject({ method: 'GET', url: `/api/quotations/${quotationId}/photos`, headers: who.headers });

  it('lets only the customer attach, the customer and the workshop see, and no one else', async () => {
    const quotation = await createQuotation(f.t, f.customer.user, f.service);
    expect((await attach(quotation.id, null)).statusCode).toBe(401);
    expect((await attach(quotation.id, f.other)).json().code).toBe('QUOTATION_NOT_FOUND');
    expect((await attach(quotation.id, f.admin)).statusCode).toBe(403);
    const added = await attach(quotation.id, f.customer);
    expect(added.statusCode).toBe(201);
    expect(added.json().photo.label).toBe('before');

    expect((await list(quotation.id, f.customer)).json().photos).toHaveLength(1);
    expect((await list(quotation.id, f.admin)).json().photos).toHaveLength(1);
    const byOther = await list(quotation.id, f.other);
    expect(byOther.statusCode).toBe(404);
    expect((await list('not-an-id', f.admin)).statusCode).toBe(404);
  });

  it('takes at most 5 photos on one request', async () => {
    const quotation = await createQuotation(f.t, f.customer.user, f.service);
    for (let i = 0; i < 5; i++) expect((await attach(quotation.id, f.customer)).statusCode).toBe(201);
    const sixth = await attach(quotation.id, f.customer);
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json()).toMatchObject({ code: 'PHOTO_LIMIT_REACHED', params: { max: '5' } });
    expect((await list(quotation.id, f.customer)).json().photos).toHaveLength(5);
  });

  it('makes the request’s photos the order’s "before" photos when the quotation is accepted', async () => {
    const quotation = await createQuotation(f.t, f.customer.user, f.service);
    const photo = (await attach(quotation.id, f.customer)).json().photo;
    expect((await f.act(quotation.id, f.customer, 'accept')).statusCode).toBe(200);
    const [order] = await f.ordersOf(quotation.id);
    if (!order) throw new Error('no order was made');

    const seen = await f.t.app.inject({
      method: 'GET',
      url: `/api/orders/${order.id}/photos`,
      headers: f.customer.headers,
    });
    expect(seen.json().photos).toEqual([expect.objectContaining({ _id: photo._id, label: 'before', url: photo.url })]);
    const late = await attach(quotation.id, f.customer);
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('QUOTATION_NOT_EDITABLE');

    // Deleting the quotation leaves the order its photos; deleting the order then removes them.
    const del = await f.t.app.inject({
      method: 'DELETE',
      url: `/api/quotations/${quotation.id}`,
      headers: f.admin.headers,
    });
    expect(del.statusCode).toBe(200);
    expect(await storedImage(f.t.db, photo.url)).toBeDefined();
    const gone = await f.t.app.inject({ method: 'DELETE', url: `/api/orders/${order.id}`, headers: f.admin.headers });
    expect(gone.statusCode).toBe(200);
    expect(await storedImage(f.t.db, photo.url)).toBeUndefined();
  });

  it('removes the photos of a deleted request with their images', async () => {
    const quotation = await createQuotation(f.t, f.customer.user, f.service);
    const photo = (await attach(quotation.id, f.customer)).json().photo;
    await f.t.app.inject({ method: 'DELETE', url: `/api/quotations/${quotation.id}`, headers: f.admin.headers });
    expect(await storedImage(f.t.db, photo.url)).toBeUndefined();
    expect(await storedImage(f.t.db, photo.originalUrl)).toBeUndefined();
  });
});
