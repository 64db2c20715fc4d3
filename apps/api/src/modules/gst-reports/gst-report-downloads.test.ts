import { indiaMonth } from '@karigar/domain/gst-report';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-app';
import { csvRows } from '../../../test/csv';
import { createAdmin, createUser, type TestUser } from '../../../test/factories';
import { buildOctober, URJA_GSTIN } from './gst-report-test-support';

describe('GST report access and downloads', () => {
  let t: TestApp;
  let admin: TestUser;
  let customer: TestUser;
  let staff: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAdmin(t);
    customer = await createUser(t, { name: 'Asha Patil' });
    staff = await createUser(t, { name: 'Sunil Staff', role: 'staff' });
    await buildOctober(t, customer);
  });
  afterAll(async () => t.close());

  const get = (url: string, user?: TestUser) =>
    t.app.inject({ method: 'GET', url: `/api/reports/${url}`, headers: user ? user.headers : {} });

  it.each(['gstr1?period=2026-10', 'gstr1.csv?period=2026-10&section=b2b', 'gstr1.json?period=2026-10'])(
    'lets only an admin read %s',
    async (url) => {
      expect((await get(url)).statusCode).toBe(401);
      expect((await get(url, customer)).statusCode).toBe(403);
      expect((await get(url, staff)).statusCode).toBe(403);
      expect((await get(url, admin)).statusCode).toBe(200);
    },
  );

  it.each([
    ['2026-13', 'GST_PERIOD_INVALID'],
    ['2026-1', 'GST_PERIOD_INVALID'],
    ['October', 'GST_PERIOD_INVALID'],
    ['2017-06', 'GST_PERIOD_INVALID'],
  ])('refuses the period %s with %s', async (period, code) => {
    const res = await get(`gstr1?period=${period}`, admin);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ fieldCodes: Record<string, string> }>().fieldCodes).toEqual({ period: code });
  });

  it('refuses a month that has not started', async () => {
    const [year, month] = indiaMonth(new Date()).split('-').map(Number) as [number, number];
    const next = month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
    const res = await get(`gstr1?period=${next}`, admin);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ fieldCodes: Record<string, string> }>().fieldCodes).toEqual({ period: 'GST_PERIOD_FUTURE' });
  });

  it('refuses a section the return does not have', async () => {
    const res = await get('gstr1.csv?period=2026-10&section=exp', admin);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ fieldCodes: Record<string, string> }>().fieldCodes).toEqual({ section: 'GST_SECTION_INVALID' });
  });

  it('downloads b2b in the offline tool’s columns, in rupees, with its dates and places', async () => {
    const rows = csvRows(await get('gstr1.csv?period=2026-10&section=b2b', admin), 'gstr1-2026-10-b2b');
    expect(rows).toEqual([
      [
        'GSTIN/UIN of Recipient',
        'Receiver Name',
        'Invoice Number',
        'Invoice date',
        'Invoice Value',
        'Place Of Supply',
        'Reverse Charge',
        'Applicable % of Tax Rate',
        'Invoice Type',
        'E-Commerce GSTIN',
        'Rate',
        'Taxable Value',
        'Cess Amount',
      ],
      [
        URJA_GSTIN,
        'Urja Motors',
        'INV/2026-27/0102',
        '10-Oct-2026',
        '59000.00',
        '27-Maharashtra',
        'N',
        '',
        'Regular',
        '',
        '18',
        '50000.00',
        '0.00',
      ],
      [
        '29AABCT1332L1ZU',
        'Tata Fleet Karnataka',
        'INV/2026-27/0103',
        '15-Oct-2026',
        '23600.00',
        '29-Karnataka',
        'N',
        '',
        'Regular',
        '',
        '18',
        '20000.00',
        '0.00',
      ],
    ]);
  });

  it('downloads b2cs, at and docs as their templates head them', async () => {
    const b2cs = csvRows(await get('gstr1.csv?period=2026-10&section=b2cs', admin), 'gstr1-2026-10-b2cs');
    expect(b2cs).toEqual([
      [
        'Type',
        'Place Of Supply',
        'Applicable % of Tax Rate',
        'Rate',
        'Taxable Value',
        'Cess Amount',
        'E-Commerce GSTIN',
      ],
      ['OE', '24-Gujarat', '', '18', '5000.50', '0.00', ''],
      ['OE', '27-Maharashtra', '', '18', '40000.00', '0.00', ''],
    ]);
    const at = csvRows(await get('gstr1.csv?period=2026-10&section=at', admin), 'gstr1-2026-10-at');
    expect(at[0]).toEqual([
      'Place Of Supply',
      'Applicable % of Tax Rate',
      'Rate',
      'Gross Advance Received',
      'Cess Amount',
    ]);
    expect(at.slice(1)).toEqual([
      ['27-Maharashtra', '', '18', '18000.00', '0.00'],
      ['29-Karnataka', '', '18', '6000.00', '0.00'],
    ]);
    const docs = csvRows(await get('gstr1.csv?period=2026-10&section=docs', admin), 'gstr1-2026-10-docs');
    expect(docs).toEqual([
      ['Nature of Document', 'Sr. No. From', 'Sr. No. To', 'Total Number', 'Cancelled'],
      ['Invoices for outward supply', 'INV/2026-27/0101', 'INV/2026-27/0107', '7', '0'],
      ['Credit Note', 'CN/2026-27/0001', 'CN/2026-27/0004', '4', '1'],
      ['Receipt voucher', 'RV/2026-27/0002', 'RV/2026-27/0005', '4', '1'],
      ['Refund voucher', 'RF/2026-27/0001', 'RF/2026-27/0001', '1', '0'],
    ]);
  });

  it('downloads the month as the portal’s GSTR-1 JSON', async () => {
    const res = await get('gstr1.json?period=2026-10', admin);
    expect(res.headers['content-disposition']).toBe('attachment; filename="gstr1-2026-10.json"');
    const json = res.json<Record<string, unknown>>();
    expect(json).toMatchObject({ gstin: '27AAACK1234F1Z5', fp: '102026' });
    expect(json['b2b']).toContainEqual({
      ctin: URJA_GSTIN,
      inv: [
        {
          inum: 'INV/2026-27/0102',
          idt: '10-10-2026',
          val: 59000,
          pos: '27',
          rchrg: 'N',
          inv_typ: 'R',
          itms: [{ num: 1, itm_det: { rt: 18, txval: 50000, camt: 4500, samt: 4500, csamt: 0 } }],
        },
      ],
    });
    expect(json['b2cs']).toEqual([
      { sply_ty: 'INTER', pos: '24', typ: 'OE', rt: 18, txval: 5000.5, iamt: 900.09, csamt: 0 },
      { sply_ty: 'INTRA', pos: '27', typ: 'OE', rt: 18, txval: 40000, camt: 3600, samt: 3600, csamt: 0 },
    ]);
    expect(json['txpd']).toEqual([
      { pos: '27', sply_ty: 'INTRA', itms: [{ rt: 18, ad_amt: 10000, camt: 900, samt: 900, csamt: 0 }] },
    ]);
    expect(json['doc_issue']).toMatchObject({
      doc_det: [
        {
          doc_num: 1,
          docs: [{ num: 1, from: 'INV/2026-27/0101', to: 'INV/2026-27/0107', totnum: 7, cancel: 0, net_issue: 7 }],
        },
        { doc_num: 5 },
        { doc_num: 6, docs: [{ totnum: 4, cancel: 1, net_issue: 3 }] },
        { doc_num: 8 },
      ],
    });
  });
});

describe('GST report of a workshop without a GSTIN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { BUSINESS_GSTIN: '' } });
  });
  afterAll(async () => t.close());

  it('answers 409: no return is filed without a registration', async () => {
    const admin = await createAdmin(t);
    const res = await t.app.inject({ method: 'GET', url: '/api/reports/gstr1?period=2026-10', headers: admin.headers });
    expect(res.statusCode).toBe(409);
    expect(res.json<{ code: string }>().code).toBe('GST_NOT_REGISTERED');
  });
});
