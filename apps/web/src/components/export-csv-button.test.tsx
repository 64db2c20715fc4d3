import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppProvider } from '../app/provider';
import i18n from '../i18n/setup';
import { createQueryClient } from '../lib/query-client';
import { signIn } from '../test/fixtures';
import { mockApi } from '../test/mock-api';
import { ExportCsvButton } from './export-csv-button';

const CSV = '\uFEFFName\r\nआशा पाटील\r\n';

/** Answers the export like the server: a CSV attachment, or a failure. */
function serveCsv(reply: () => Promise<Response>) {
  return mockApi({ 'GET /api/orders/export.csv': reply }).calls;
}

const csvResponse = () =>
  Promise.resolve(
    new Response(CSV, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': 'attachment; filename="orders-2026-11-25.csv"',
      },
    }),
  );

/** Records the downloads the button starts (the link it clicks and the file behind it). */
function watchDownloads() {
  const files: Blob[] = [];
  const createObjectURL = vi.fn((blob: Blob) => {
    files.push(blob);
    return 'blob:export';
  });
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
  const names: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  return { files, names };
}

function renderButton(params: Record<string, string | number | undefined>) {
  signIn();
  render(
    <AppProvider queryClient={createQueryClient()}>
      <ExportCsvButton path="/orders/export.csv" params={params} />
    </AppProvider>,
  );
  return userEvent.setup();
}

describe('ExportCsvButton', () => {
  it('downloads the export with the current filters and the bearer token, saved under the server’s name', async () => {
    const calls = serveCsv(csvResponse);
    const downloads = watchDownloads();
    const user = renderButton({
      search: 'आशा',
      origin: 'manual',
      sortKey: 'createdAt',
      sortOrder: 'desc',
      page: undefined,
      status: '',
    });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await vi.waitFor(() => expect(downloads.names).toEqual(['orders-2026-11-25.csv']));
    expect(calls[0]?.path).toBe(
      `/api/orders/export.csv?search=${encodeURIComponent('आशा')}&origin=manual&sortKey=createdAt&sortOrder=desc&lang=en`,
    );
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer access-1');
    // The file keeps its byte order mark, so a spreadsheet reads the Marathi text as UTF-8.
    const bytes = new Uint8Array((await downloads.files[0]?.arrayBuffer()) ?? new ArrayBuffer(0));
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)).toBe(CSV);
  });

  it('is disabled and says so while the file downloads', async () => {
    let finish: (response: Response) => void = () => {};
    serveCsv(() => new Promise<Response>((resolve) => (finish = resolve)));
    const downloads = watchDownloads();
    const user = renderButton({});
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    const busy = await screen.findByRole('button', { name: 'Exporting…' });
    expect(busy).toBeDisabled();
    finish(await csvResponse());
    expect(await screen.findByRole('button', { name: 'Export CSV' })).toBeEnabled();
    expect(downloads.names).toEqual(['orders-2026-11-25.csv']);
  });

  it('tells the admin in Marathi when the export fails, and saves nothing', async () => {
    await i18n.changeLanguage('mr');
    serveCsv(() => Promise.resolve(new Response(JSON.stringify({ message: 'boom' }), { status: 500 })));
    const downloads = watchDownloads();
    const user = renderButton({});
    await user.click(screen.getByRole('button', { name: 'CSV निर्यात करा' }));
    expect(await screen.findByText('CSV फाइल निर्यात करता आली नाही.')).toBeInTheDocument();
    expect(downloads.names).toEqual([]);
  });

  it('asks for the file in Marathi when the app speaks Marathi', async () => {
    await i18n.changeLanguage('mr');
    const calls = serveCsv(csvResponse);
    const downloads = watchDownloads();
    const user = renderButton({ origin: 'manual' });
    await user.click(screen.getByRole('button', { name: 'CSV निर्यात करा' }));
    await vi.waitFor(() => expect(downloads.names).toHaveLength(1));
    expect(calls[0]?.path).toBe('/api/orders/export.csv?origin=manual&lang=mr');
  });
});
