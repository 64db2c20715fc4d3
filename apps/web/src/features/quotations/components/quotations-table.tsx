import { orderRef } from '@karigar/domain/order';
import { isEditable, isQuotationActionOffered } from '@karigar/domain/quotation-rules';
import { type Quotation } from '@karigar/domain/quotation-answer';
import { type QuotationAction } from '@karigar/domain/quotation';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ChevronDown } from 'lucide-react';
import { ActionMenu } from '../../../components/ui/action-menu';
import { Button, buttonClasses } from '../../../components/ui/button';
import { ResponsiveTable, type TableColumn } from '../../../components/responsive-table';
import { TextLink } from '../../../components/ui/text-link';
import { serviceName } from '../quotation-display';
import { useAcceptOnlyPriced } from '../api/workshop-settings';
import { AcceptButton, acceptState } from './accept-button';
import { QuotationPrice } from './quotation-price';
import { QuotationStatusBadges } from './quotation-status-badges';

interface QuotationsTableProps {
  quotations: Quotation[];
  isAdmin: boolean;
  currentUserId: string;
  onDecide: (quotation: Quotation, action: QuotationAction) => void;
  onFollowUp: (quotation: Quotation) => void;
  onDelete: (quotation: Quotation) => void;
}

/**
 * The quotations with their role's columns: customers Accept and Reject (their own, each shown
 * only while it is offered: not once Accepted, no second Reject, no Accept of a Rejected one
 * before a follow-up; Accept disabled while their changes, or the price the workshop's setting asks
 * for, wait for the workshop; Accept names the list price total while it is unpriced); admins one
 * Actions menu per row, so the table fits: Open, Edit and Follow-Up (not once Accepted or
 * converted) and Delete.
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
  const acceptOnlyPriced = useAcceptOnlyPriced(!isAdmin);
  const base = isAdmin ? '/admin/quotations' : '/user/quotations';
  const adminColumns: TableColumn<Quotation>[] = [
    {
      header: t('quotations.table.actions'),
      card: 'action',
      cell: (q) => (
        <ActionMenu
          label={t('quotations.table.actionsFor', { ref: orderRef(q._id) })}
          items={[
            { label: t('quotations.table.open'), to: `${base}/${q._id}` },
            ...(isEditable(q)
              ? [
                  { label: t('quotations.table.edit'), to: `${base}/${q._id}?edit=1` },
                  { label: t('quotations.table.followUp'), onSelect: () => onFollowUp(q) },
                ]
              : []),
            { label: t('quotations.table.delete'), danger: true, onSelect: () => onDelete(q) },
          ]}
          buttonClassName={buttonClasses('secondary', 'sm')}
        >
          {t('quotations.table.actions')}
          <ChevronDown aria-hidden="true" className="size-4" />
        </ActionMenu>
      ),
    },
  ];
  const customerColumns: TableColumn<Quotation>[] = [
    {
      header: t('quotations.table.accept'),
      card: 'action',
      cell: (q) => {
        const accept = acceptState(q, acceptOnlyPriced);
        return (
          q.user === currentUserId &&
          accept.offered && (
            <AcceptButton
              quotation={q}
              size="sm"
              refused={accept.problem !== null}
              onAccept={() => onDecide(q, 'accept')}
            />
          )
        );
      },
    },
    {
      header: t('quotations.table.reject'),
      card: 'danger',
      cell: (q) =>
        q.user === currentUserId &&
        isQuotationActionOffered({ ...q, acceptOnlyPriced }, 'reject') && (
          <Button variant="danger" size="sm" onClick={() => onDecide(q, 'reject')}>
            {t('quotations.table.reject')}
          </Button>
        ),
    },
  ];
  const columns: TableColumn<Quotation>[] = [
    {
      header: t('quotations.table.id'),
      card: 'title',
      rowHeader: true,
      className: 'font-mono whitespace-nowrap',
      cell: (q) => (
        <TextLink to={`${base}/${q._id}`} title={q._id}>
          {orderRef(q._id)}
        </TextLink>
      ),
    },
    { header: t('quotations.table.customer'), cell: (q) => q.userId.name },
    { header: t('quotations.table.service'), cell: (q) => serviceName(q.serviceId, i18n.language) },
    { header: t('quotations.table.status'), card: 'badge', cell: (q) => <QuotationStatusBadges quotation={q} /> },
    {
      header: t('quotations.table.total'),
      className: 'whitespace-nowrap',
      cell: (q) => <QuotationPrice quotation={q} forOwner={q.user === currentUserId} />,
    },
    ...(isAdmin
      ? []
      : [
          {
            header: t('quotations.table.details'),
            card: 'action' as const,
            cell: (q: Quotation) => (
              <Button variant="secondary" size="sm" onClick={() => void navigate(`${base}/${q._id}`)}>
                {t('quotations.table.details')}
              </Button>
            ),
          },
        ]),
    ...(isAdmin ? adminColumns : customerColumns),
  ];
  return (
    <ResponsiveTable
      rows={quotations}
      rowKey={(q) => q._id}
      columns={columns}
      caption={t('quotations.table.caption')}
    />
  );
}
