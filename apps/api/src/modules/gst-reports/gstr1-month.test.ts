import type { Gstr1Answer } from '@karigar/domain/gst-report';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-app';
import { createAdmin, createUser, type TestUser } from '../../../test/factories';
import { buildOctober, TATA_GSTIN, URJA_GSTIN } from './gst-report-test-support';

// Every figure below was worked out by hand from the jobs in buildOctober (amounts in paise).
const noCess = { cessPaise: 0 };

describe('GSTR-1 for a month of mixed jobs', () => {
  let t: TestApp;
  let admin: TestUser;
  let report: Gstr1Answer;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAdmin(t);
    await buildOctober(t, await createUser(t, { name: 'Asha Patil' }));
    const res = await t.app.inject({ method: 'GET', url: '/api/reports/gstr1?period=2026-10', headers: admin.headers });
    expect(res.statusCode).toBe(200);
    report = res.json<Gstr1Answer>();
  });
  afterAll(async () => t.close());

  it('lists invoices to a GSTIN one by one in b2b, IGST for another state', () => {
    expect(report.b2b).toEqual([
      {
        recipientGstin: URJA_GSTIN,
        recipientName: 'Urja Motors',
        invoiceNumber: 'INV/2026-27/0102',
        invoiceDate: '2026-10-10',
        invoiceValuePaise: 5_900_000,
        placeOfSupply: '27',
        reverseCharge: 'N',
        invoiceType: 'Regular',
        rate: 18,
        taxablePaise: 5_000_000,
        igstPaise: 0,
        cgstPaise: 450_000,
        sgstPaise: 450_000,
        ...noCess,
      },
      {
        recipientGstin: TATA_GSTIN,
        recipientName: 'Tata Fleet Karnataka',
        invoiceNumber: 'INV/2026-27/0103',
        invoiceDate: '2026-10-15',
        invoiceValuePaise: 2_360_000,
        placeOfSupply: '29',
        reverseCharge: 'N',
        invoiceType: 'Regular',
        rate: 18,
        taxablePaise: 2_000_000,
        igstPaise: 360_000,
        cgstPaise: 0,
        sgstPaise: 0,
        ...noCess,
      },
    ]);
  });

  it('lists a large inter-state invoice to an unregistered customer in b2cl', () => {
    expect(report.b2cl).toEqual([
      {
        invoiceNumber: 'INV/2026-27/0104',
        invoiceDate: '2026-10-20',
        invoiceValuePaise: 11_800_000,
        placeOfSupply: '24',
        rate: 18,
        taxablePaise: 10_000_000,
        igstPaise: 1_800_000,
        cgstPaise: 0,
        sgstPaise: 0,
        ...noCess,
      },
    ]);
  });

  it('sums the rest of B2C by place of supply and rate, less its credit notes, counting India-time month edges', () => {
    expect(report.b2cs).toEqual([
      {
        type: 'OE',
        placeOfSupply: '24',
        rate: 18,
        taxablePaise: 500_050,
        igstPaise: 90_009,
        cgstPaise: 0,
        sgstPaise: 0,
        ...noCess,
      },
      {
        type: 'OE',
        placeOfSupply: '27',
        rate: 18,
        taxablePaise: 4_000_000,
        igstPaise: 0,
        cgstPaise: 360_000,
        sgstPaise: 360_000,
        ...noCess,
      },
    ]);
  });

  it('lists the credit note to a registered customer in cdnr and the one on a b2cl invoice in cdnur', () => {
    expect(report.cdnr).toEqual([
      {
        recipientGstin: URJA_GSTIN,
        recipientName: 'Urja Motors',
        noteNumber: 'CN/2026-27/0001',
        noteDate: '2026-10-28',
        noteType: 'C',
        originalInvoiceNumber: 'INV/2026-27/0102',
        noteValuePaise: 590_000,
        placeOfSupply: '27',
        reverseCharge: 'N',
        noteSupplyType: 'Regular',
        rate: 18,
        taxablePaise: 500_000,
        igstPaise: 0,
        cgstPaise: 45_000,
        sgstPaise: 45_000,
        ...noCess,
      },
    ]);
    expect(report.cdnur).toEqual([
      {
        urType: 'B2CL',
        noteNumber: 'CN/2026-27/0003',
        noteDate: '2026-10-29',
        noteType: 'C',
        originalInvoiceNumber: 'INV/2026-27/0104',
        noteValuePaise: 1_180_000,
        placeOfSupply: '24',
        rate: 18,
        taxablePaise: 1_000_000,
        igstPaise: 180_000,
        cgstPaise: 0,
        sgstPaise: 0,
        ...noCess,
      },
    ]);
  });

  it('reports advances received and not adjusted within the month, net of refunds, and last month’s adjusted', () => {
    expect(report.at).toEqual([
      {
        placeOfSupply: '27',
        rate: 18,
        taxablePaise: 1_800_000,
        igstPaise: 0,
        cgstPaise: 162_000,
        sgstPaise: 162_000,
        ...noCess,
      },
      {
        placeOfSupply: '29',
        rate: 18,
        taxablePaise: 600_000,
        igstPaise: 108_000,
        cgstPaise: 0,
        sgstPaise: 0,
        ...noCess,
      },
    ]);
    expect(report.atadj).toEqual([
      {
        placeOfSupply: '27',
        rate: 18,
        taxablePaise: 1_000_000,
        igstPaise: 0,
        cgstPaise: 90_000,
        sgstPaise: 90_000,
        ...noCess,
      },
    ]);
  });

  it('summarises invoices less credit notes by SAC and rate, services with UQC NA', () => {
    expect(report.hsn).toEqual([
      {
        sac: '998714',
        uqc: 'NA',
        quantity: 0,
        rate: 18,
        totalValuePaise: 21_240_059,
        taxablePaise: 18_000_050,
        igstPaise: 1_710_009,
        cgstPaise: 765_000,
        sgstPaise: 765_000,
        ...noCess,
      },
      {
        sac: '998729',
        uqc: 'NA',
        quantity: 0,
        rate: 18,
        totalValuePaise: 2_360_000,
        taxablePaise: 2_000_000,
        igstPaise: 360_000,
        cgstPaise: 0,
        sgstPaise: 0,
        ...noCess,
      },
    ]);
  });

  it('counts each document series with its first and last number and the cancelled ones', () => {
    expect(report.docs).toEqual([
      { series: 'invoices', from: 'INV/2026-27/0101', to: 'INV/2026-27/0107', total: 7, cancelled: 0 },
      { series: 'credit-notes', from: 'CN/2026-27/0001', to: 'CN/2026-27/0004', total: 4, cancelled: 1 },
      { series: 'receipt-vouchers', from: 'RV/2026-27/0002', to: 'RV/2026-27/0005', total: 4, cancelled: 1 },
      { series: 'refund-vouchers', from: 'RF/2026-27/0001', to: 'RF/2026-27/0001', total: 1, cancelled: 0 },
    ]);
  });

  it('totals GSTR-3B 3.1(a): invoices less credit notes, plus advances less adjustments', () => {
    expect(report.gstr3b).toEqual({
      taxablePaise: 21_400_050,
      igstPaise: 2_178_009,
      cgstPaise: 837_000,
      sgstPaise: 837_000,
      ...noCess,
    });
  });

  it('totals each section, and the sections add up to 3.1(a)', () => {
    expect(report.totals.b2b).toEqual({
      taxablePaise: 7_000_000,
      igstPaise: 360_000,
      cgstPaise: 450_000,
      sgstPaise: 450_000,
      ...noCess,
    });
    expect(report.totals.b2cs).toEqual({
      taxablePaise: 4_500_050,
      igstPaise: 90_009,
      cgstPaise: 360_000,
      sgstPaise: 360_000,
      ...noCess,
    });
    const { b2b, b2cl, b2cs, cdnr, cdnur, at, atadj } = report.totals;
    const net = (key: keyof typeof b2b) =>
      b2b[key] + b2cl[key] + b2cs[key] - cdnr[key] - cdnur[key] + at[key] - atadj[key];
    expect(net('taxablePaise')).toBe(report.gstr3b.taxablePaise);
    expect(net('igstPaise')).toBe(report.gstr3b.igstPaise);
    expect(net('cgstPaise')).toBe(report.gstr3b.cgstPaise);
    expect(net('sgstPaise')).toBe(report.gstr3b.sgstPaise);
  });

  it('answers an empty return for a month with nothing issued', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/reports/gstr1?period=2026-08', headers: admin.headers });
    expect(res.json<Gstr1Answer>()).toMatchObject({ b2b: [], b2cs: [], at: [], hsn: [], docs: [] });
    expect(res.json<Gstr1Answer>().gstr3b.taxablePaise).toBe(0);
  });
});
