import { useMutation } from '@tanstack/react-query';
import { Download, LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { apiFile } from '../lib/api-client';
import { notifyOnScreen } from '../lib/notify';
import { saveFile } from '../lib/save-file';
import { Button } from './ui/button';

/** A list's filters, search and sort as they go in its query string; empty ones are left out. */
export type ExportParams = Record<string, string | number | undefined>;

export function exportUrl(path: string, params: ExportParams): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') query.set(key, String(value));
  }
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

interface ExportCsvButtonProps {
  /** The export under /api, e.g. '/orders/export.csv'. */
  path: string;
  /** The list's current filters, search and sort (not its page: the file holds every page). */
  params: ExportParams;
  /** The button's text when it downloads something more particular than the list ('Download B2B CSV'). */
  label?: string;
}

/**
 * 'Export CSV': downloads every row the list's filters match, saved under the server's file name,
 * written in the app's language (its headers and the statuses in its words).
 */
export function ExportCsvButton({ path, params, label }: ExportCsvButtonProps) {
  const { t, i18n } = useTranslation();
  const download = useMutation({
    mutationFn: (url: string) => apiFile(url),
    onSuccess: ({ blob, filename }) => saveFile(blob, filename ?? 'export.csv'),
    onError: () => notifyOnScreen('error', t('errors.exportCsvFailed')),
  });
  const Icon = download.isPending ? LoaderCircle : Download;
  return (
    <Button
      variant="secondary"
      size="sm"
      disabled={download.isPending}
      aria-busy={download.isPending}
      onClick={() => download.mutate(exportUrl(path, { ...params, lang: i18n.language }))}
    >
      <Icon
        aria-hidden="true"
        className={`size-4 ${download.isPending ? 'animate-spin motion-reduce:animate-none' : ''}`}
      />
      {download.isPending ? t('common.exporting') : (label ?? t('common.exportCsv'))}
    </Button>
  );
}
