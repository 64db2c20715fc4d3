import { isEditable, isQuotationActionOffered, quotationActionProblem } from '@karigar/domain/quotation-rules';
import { type Quotation } from '@karigar/domain/quotation-answer';
import { type QuotationAction } from '@karigar/domain/quotation';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { TextLink } from '../../../components/ui/text-link';
import { serviceName, shortRef } from '../quotation-display';
import { QuotationPrice } from './quotation-price';
import { QuotationStatusBadges } from './quotation-status-badges';

interface QuotationsTableProps {
  quotations: Quotation[];
  isAdmin: boolean;
  currentUserId: string;
  onDecide: (id: string, action: QuotationAction) => void;
  onFollowUp: (quotation: Quotation) => void;
  onDelete: (quotation: Quotation) => void;
}

const cell = 'px-3 py-2 align-middle';

/**
 * The quotations with their role's columns: customers Accept and Reject (their own, each shown
 * only while it is offered: not once Accepted, no second Reject, no Accept of a Rejected one
 * before a follow-up; Accept disabled while their changes wait for the workshop); admins Edit
 * (not for Accepted), Follow-Up (not once Accepted or converted) and Delete.
 */
export function QuotationsTable({
  quotations,
  isAdmin,
  currentUserId,
  onDecide,
  onFollowUp,
  onDelete,
}: QuotationsTableProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const base = isAdmin ? '/admin/quotations' : '/user/quotations';
  const headers = [
    t('quotations.table.id'),
    t('quotations.table.customer'),
    t('quotations.table.service'),
    t('quotations.table.status'),
    t('quotations.table.total'),
    t('quotations.table.details'),
    ...(isAdmin
      ? [t('quotations.table.edit'), t('quotations.table.followUp'), t('quotations.table.delete')]
      : [t('quotations.table.accept'), t('quotations.table.reject')]),
  ];

  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 dark:border-slate-700">
      <table className="min-w-full divide-y divide-slate-200 text-left text-sm dark:divide-slate-700">
        <caption className="sr-only">{t('quotations.table.caption')}</caption>
        <thead className="bg-slate-50 dark:bg-slate-800">
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col" className={`${cell} font-semibold whitespace-nowrap`}>
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 bg-white dark:divide-slate-700 dark:bg-slate-900">
          {quotations.map((q) => {
            const open = isEditable(q);
            const own = q.user === currentUserId;
            return (
              <tr key={q._id}>
                <th scope="row" className={`${cell} font-mono font-normal whitespace-nowrap`}>
                  <TextLink to={`${base}/${q._id}`} title={q._id}>
                    {shortRef(q._id)}
                  </TextLink>
                </th>
                <td className={cell}>{q.userId.name}</td>
                <td className={cell}>{serviceName(q.serviceId, i18n.language)}</td>
                <td className={cell}>
                  <QuotationStatusBadges quotation={q} />
                </td>
                <td className={`${cell} whitespace-nowrap`}>
                  <QuotationPrice quotation={q} forOwner={own} />
                </td>
                <td className={cell}>
                  <Button variant="secondary" size="sm" onClick={() => void navigate(`${base}/${q._id}`)}>
                    {t('quotations.table.details')}
                  </Button>
                </td>
                {isAdmin ? (
                  <>
                    <td className={cell}>
                      <Button size="sm" disabled={!open} onClick={() => void navigate(`${base}/${q._id}?edit=1`)}>
                        {t('quotations.table.edit')}
                      </Button>
                    </td>
                    <td className={cell}>
                      {open && (
                        <Button variant="secondary" size="sm" onClick={() => onFollowUp(q)}>
                          {t('quotations.table.followUp')}
                        </Button>
                      )}
                    </td>
                    <td className={cell}>
                      <Button variant="danger" size="sm" onClick={() => onDelete(q)}>
                        {t('quotations.table.delete')}
                      </Button>
                    </td>
                  </>
                ) : (
                  <>
                    <td className={cell}>
                      {own && isQuotationActionOffered(q, 'accept') && (
                        <Button
                          size="sm"
                          disabled={quotationActionProblem(q, 'accept') !== null}
                          onClick={() => onDecide(q._id, 'accept')}
                        >
                          {t('quotations.table.accept')}
                        </Button>
                      )}
                    </td>
                    <td className={cell}>
                      {own && isQuotationActionOffered(q, 'reject') && (
                        <Button variant="danger" size="sm" onClick={() => onDecide(q._id, 'reject')}>
                          {t('quotations.table.reject')}
                        </Button>
                      )}
                    </td>
                  </>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
