import { lastIndiaMonth, type Gstr1Answer, type TaxAmounts } from '@karigar/domain/gst-report';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import i18n from '../../../i18n/setup';
import { aUser, signIn } from '../../../test/fixtures';
import { mockApi, type RecordedCall } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const admin = aUser({ role: 'admin', name: 'Ravi Admin', email: 'admin@localhost' });
const lastMonth = lastIndiaMonth(new Date());
const none: TaxAmounts = { taxablePaise: 0, igstPaise: 0, cgstPaise: 0, sgstPaise: 0, cessPaise: 0 };
const b2bTotals = { taxablePaise: 5_000_000, igstPaise: 0, cgstPaise: 450_000, sgstPaise: 450_000, cessPaise: 0 };

const report = (period: string): Gstr1Answer => ({
  period,
  gstin: '27AAACK1234F1Z5',
  b2b: [
    {
      recipientGstin: '27AAGCS4821K1ZQ',
      recipientName: 'Shree Transport',
      invoiceNumber: 'INV/2026-27/0042',
      invoiceDate: '2026-10-05',
      invoiceValuePaise: 5_900_000,
      placeOfSupply: '27',
      reverseCharge: 'N',
      invoiceType: 'Regular',
      rate: 18,
      ...b2bTotals,
    },
  ],
  b2cl: [],
  b2cs: [],
  cdnr: [],
  cdnur: [],
  at: [],
  atadj: [],
  hsn: [],
  docs: [{ series: 'invoices', from: 'INV/2026-27/0042', to: 'INV/2026-27/0042', total: 1, cancelled: 0 }],
  totals: { b2b: b2bTotals, b2cl: none, b2cs: none, cdnr: none, cdnur: none, at: none, atadj: none, hsn: none },
  gstr3b: { ...b2bTotals, taxablePaise: 12_345_678_90 },
});

function adminApi(routes: Parameters<typeof mockApi>[0]) {
  signIn();
  return mockApi({ 'GET /api/auth/me': () => ({ body: admin }), ...routes });
}

const reportCalls = (calls: RecordedCall[]) =>
  calls.filter((c) => c.path.startsWith('/api/reports')).map((c) => c.path);

describe('/admin/reports/gst', () => {
  it('opens on last month: the 3.1(a) box, each section with its rows and totals, or that it is empty', async () => {
    adminApi({ [`GET /api/reports/gstr1?period=${lastMonth}`]: () => ({ body: report(lastMonth) }) });
    renderApp('/admin/reports/gst');
    expect(await screen.findByRole('heading', { level: 1, name: 'GST returns' })).toBeInTheDocument();
    expect(screen.getByLabelText('Month')).toHaveValue(lastMonth);
    const box = await screen.findByRole('region', { name: 'GSTR-3B 3.1(a): outward taxable supplies' });
    expect(within(box).getByText('Taxable value').nextSibling).toHaveTextContent('₹1,23,45,678.90');
    expect(within(box).getByText('Central tax').nextSibling).toHaveTextContent('₹4,500.00');

    const b2b = screen.getByRole('region', { name: 'B2B invoices' });
    const row = within(b2b).getByRole('row', { name: /Shree Transport/ });
    expect(row).toHaveTextContent('INV/2026-27/0042');
    expect(row).toHaveTextContent('27-Maharashtra');
    expect(row).toHaveTextContent('₹59,000.00');
    expect(within(b2b).getByTestId('gst-total-b2b')).toHaveTextContent(
      'Total: taxable value ₹50,000.00 · IGST ₹0.00 · CGST ₹4,500.00 · SGST ₹4,500.00',
    );
    expect(within(b2b).getByRole('button', { name: 'Download B2B CSV' })).toBeInTheDocument();
    const b2cl = screen.getByRole('region', { name: 'B2C large' });
    expect(within(b2cl).getByText('Nothing in this section this month.')).toBeInTheDocument();
    expect(within(b2cl).queryByTestId('gst-total-b2cl')).not.toBeInTheDocument();
    const docs = screen.getByRole('region', { name: 'Documents issued' });
    expect(within(docs).getByRole('row', { name: /Invoices/ })).toHaveTextContent('INV/2026-27/0042');
    expect(screen.getByRole('button', { name: 'Download GSTR-1 JSON' })).toBeInTheDocument();
  });

  it('asks for the month chosen', async () => {
    const { calls } = adminApi({
      [`GET /api/reports/gstr1?period=${lastMonth}`]: () => ({ body: report(lastMonth) }),
      'GET /api/reports/gstr1?period=2025-03': () => ({ body: { ...report('2025-03'), b2b: [] } }),
    });
    renderApp('/admin/reports/gst');
    await screen.findByRole('region', { name: 'B2B invoices' });
    // A month field is set whole, as the browser's month picker sets it.
    fireEvent.change(screen.getByLabelText('Month'), { target: { value: '2025-03' } });
    expect(
      await within(screen.getByRole('region', { name: 'B2B invoices' })).findByText(
        'Nothing in this section this month.',
      ),
    ).toBeInTheDocument();
    expect(reportCalls(calls)).toEqual([`/api/reports/gstr1?period=${lastMonth}`, '/api/reports/gstr1?period=2025-03']);
  });

  it('says so when the report cannot be loaded', async () => {
    adminApi({ [`GET /api/reports/gstr1?period=${lastMonth}`]: () => ({ status: 500, body: { message: 'boom' } }) });
    renderApp('/admin/reports/gst');
    expect(await screen.findByText('Could not load the GST report.')).toBeInTheDocument();
  });

  it('reads in Marathi', async () => {
    adminApi({ [`GET /api/reports/gstr1?period=${lastMonth}`]: () => ({ body: report(lastMonth) }) });
    await i18n.changeLanguage('mr');
    renderApp('/admin/reports/gst');
    expect(await screen.findByRole('heading', { level: 1, name: 'GST रिटर्न' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'B2B इनव्हॉइस' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'B2B CSV डाउनलोड करा' })).toBeInTheDocument();
  });

  it('is in the Manage menu', async () => {
    adminApi({ [`GET /api/reports/gstr1?period=${lastMonth}`]: () => ({ body: report(lastMonth) }) });
    const { user } = renderApp('/admin/reports/gst');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    await user.click(await within(nav).findByRole('button', { name: 'Manage' }));
    const item = within(nav).getByRole('menuitem', { name: 'GST returns' });
    expect(item).toHaveAttribute('href', '/admin/reports/gst');
    expect(item).toHaveAttribute('aria-current', 'page');
  });
});
