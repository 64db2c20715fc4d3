import type { Quotation } from '@karigar/domain/quotation-answer';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { formatDateTime } from '../../../lib/format';

/** The workshop's latest note to the customer, shown once, with when it was sent; nothing before the first. */
export function WorkshopNote({ quotation: q }: { quotation: Quotation }) {
  const { t, i18n } = useTranslation();
  const note = q.followUpNote?.trim();
  if (!note) return null;
  const last = q.followUpHistory?.at(-1);
  const sent = last ? formatDateTime(last.date || last.createdAt, i18n.language) : undefined;
  return (
    <Card aria-labelledby="workshop-note-heading" className="space-y-2">
      <h2 id="workshop-note-heading" className="text-lg font-semibold">
        {t('quotations.detail.workshopNote')}
      </h2>
      <p className="whitespace-pre-line break-words">{note}</p>
      {sent && (
        <p className="text-sm text-slate-700 dark:text-slate-300">{t('quotations.detail.sentOn', { date: sent })}</p>
      )}
    </Card>
  );
}
