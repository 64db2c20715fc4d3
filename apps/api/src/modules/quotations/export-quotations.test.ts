import { orderNumber } from '@karigar/domain/order';
import { QUOTATION_PAGE_SIZE } from '@karigar/domain/quotation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-app';
import { createQuotation, createService } from '../../../test/catalogue-factories';
import { csvRecords, csvRows } from '../../../test/csv';
import { createAdmin, createUser, type TestUser } from '../../../test/factories';
import type { QuotationRow } from '../../db/schema/quotations';

describe('GET /api/quotations/export.csv', () => {
  let t: TestApp;
  let admin: TestUser;
  let customer: TestUser;
  let accepted: QuotationRow;
  const day = (n: number) => new Date(Date.UTC(2026, 1, n, 6));

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAdmin(t);
    customer = await createUser(t, { name: 'सुनील जोशी', email: 'sunil@example.com' });
    const ravi = await createUser(t, { name: 'Ravi Kulkarni', email: 'ravi@example.com' });
    const roofing = await createService(t, { name: 'Fiberglass roofing', price: 1000 });
    const tank = await createService(t, { name: 'Water tank', price: 4000, unit: 'piece' });
    for (let n = 1; n <= QUOTATION_PAGE_SIZE + 1; n += 1) {
      await createQuotation(t, ravi.user, roofing, { createdAt: day(n) });
    }
    accepted = await createQuotation(t, customer.user, tank, {
      quantity: 3,
      offeredPrice: 3500,
      description: '-1+2 sheets, =cmd',
      quotationStatus: 'Accepted',
      createdAt: day(25),
    });
  });
  afterAll(() => t.close());

  const exportCsv = (query = '', headers: Record<string, string> = admin.headers) =>
    t.app.inject({ method: 'GET', url: `/api/quotations/export.csv${query}`, headers });

  it('downloads every matching quotation with its reference, customer, service, unit, amounts in rupees and statuses in words', async () => {
    const records = csvRecords(await exportCsv(), 'quotations');
    expect(records).toHaveLength(QUOTATION_PAGE_SIZE + 2);
    expect(records[0]).toEqual({
      Reference: orderNumber(accepted.id),
      'Created (IST)': '2026-02-25 11:30',
      Customer: 'सुनील जोशी',
      Email: 'sunil@example.com',
      Phone: '',
      Service: 'Water tank',
      Quantity: '3',
      Unit: 'piece',
      'List price': '4000.00',
      'Offered price': '3500.00',
      Discount: '0.00',
      'GST rate (%)': '18',
      Total: '12390.00',
      Status: 'Accepted',
      'Follow-up': 'None',
      Description: "'-1+2 sheets, =cmd",
      'Updated (IST)': '2026-02-25 11:30',
    });
    expect(records.at(-1)?.['Created (IST)']).toBe('2026-02-01 11:30');
    const marathi = csvRecords(await exportCsv('?lang=mr'), 'quotations');
    expect(marathi[0]).toMatchObject({ संदर्भ: orderNumber(accepted.id), स्थिती: 'स्वीकारले', एकक: 'नग' });
  });

  it('applies the admin list’s status filter, search and sort', async () => {
    const accepted = csvRecords(await exportCsv('?statusFilter=Accepted'), 'quotations');
    expect(accepted.map((r) => r['Customer'])).toEqual(['सुनील जोशी']);
    const found = csvRecords(await exportCsv('?search=roofing'), 'quotations');
    expect(found).toHaveLength(QUOTATION_PAGE_SIZE + 1);
    const oldestFirst = csvRecords(await exportCsv('?sortKey=createdAt&sortOrder=asc'), 'quotations');
    expect(oldestFirst[0]?.['Created (IST)']).toBe('2026-02-01 11:30');
    expect(csvRows(await exportCsv('?statusFilter=Rejected'), 'quotations')).toHaveLength(1);
  });

  it('is for admins only and answers 400 for a bad filter', async () => {
    expect((await exportCsv('', customer.headers)).statusCode).toBe(403);
    expect((await exportCsv('', {})).statusCode).toBe(401);
    expect((await exportCsv('?statusFilter=Lost')).statusCode).toBe(400);
  });
});
