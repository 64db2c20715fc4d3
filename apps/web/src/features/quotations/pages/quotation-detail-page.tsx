import { formatInr } from '@karigar/domain/money';
import { awaitsWorkshopPrice, canSendFollowUp, isEditable } from '@karigar/domain/quotation-rules';
import { type Quotation } from '@karigar/domain/quotation-answer';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { LoadingState } from '../../../components/ui/spinner';
import { TextLink } from '../../../components/ui/text-link';
import { ApiError } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/current-user';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useQuotation } from '../api/get-quotation';
import { quotationKeys } from '../api/quotation-keys';
import { AdminEditPanel } from '../components/admin-edit-panel';
import { AwaitingPrice } from '../components/awaiting-price';
import { readEditDraft } from '../components/edit-draft';
import { ConvertedBanner } from '../components/converted-banner';
import { CustomerActions } from '../components/customer-actions';
import { CustomerEditForm } from '../components/customer-edit-form';
import { PricingBreakdown } from '../components/pricing-breakdown';
import { QuotationHistory } from '../components/quotation-history';
import { QuotationSummary } from '../components/quotation-summary';
import { RequestDetails } from '../components/request-details';
import { goToRevisedPrice, SendRevisedPrice } from '../components/send-revised-price';
import { WorkshopNote } from '../components/workshop-note';
import { Page } from '../../../components/ui/page';
import { apiErrorText } from '../../../lib/api-errors';

interface DetailProps {
  quotation: Quotation;
  isAdmin: boolean;
  isOwner: boolean;
  startEditing: boolean;
}

/**
 * A quotation, in the order a phone reader needs it: the summary with the action that is due, the
 * workshop's latest note, the owner's revised-price form, the request, the pricing, then the
 * history, collapsed.
 */
function QuotationDetail({ quotation: q, isAdmin, isOwner, startEditing }: DetailProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const open = isEditable(q);
  // An unsaved edit (the admin left with Back and came back with Forward) opens the panel again.
  const [editing, setEditing] = useState(() => open && (startEditing || (isAdmin && readEditDraft(q) !== null)));
  const orderHref = q.orderId ? `${isAdmin ? '/admin/orders' : '/user/orders'}/${q.orderId}` : null;
  const reload = () => void queryClient.invalidateQueries({ queryKey: quotationKeys.detail(q._id) });
  const revisable = isAdmin && canSendFollowUp(q);

  return (
    <>
      {q.isConvertedToOrder && q.orderId && orderHref && <ConvertedBanner orderHref={orderHref} orderId={q.orderId} />}
      <QuotationSummary quotation={q} isAdmin={isAdmin}>
        {isAdmin && (
          <div className="flex flex-wrap gap-3">
            {revisable && <Button onClick={goToRevisedPrice}>{t('quotations.detail.sendRevisedPrice')}</Button>}
            <Button
              variant="secondary"
              disabled={!open}
              aria-expanded={editing && open}
              onClick={() => setEditing((now) => !now)}
            >
              {t('quotations.detail.editQuotation')}
            </Button>
          </div>
        )}
        {!isAdmin && isOwner && <CustomerActions quotation={q} onEdit={() => setEditing(true)} />}
      </QuotationSummary>
      {editing && open && isAdmin && (
        <AdminEditPanel key={q.__v} quotation={q} onDone={() => setEditing(false)} onStale={reload} />
      )}
      {editing && open && !isAdmin && isOwner && (
        <CustomerEditForm key={q.__v} quotation={q} onDone={() => setEditing(false)} />
      )}
      <WorkshopNote quotation={q} />
      {revisable && <SendRevisedPrice quotation={q} />}
      <RequestDetails quotation={q} isAdmin={isAdmin} />
      <Card aria-labelledby="pricing-heading">
        <h2 id="pricing-heading" className="mb-2 text-xl font-semibold">
          {t('quotations.detail.pricing')}
        </h2>
        {awaitsWorkshopPrice(q) && !isAdmin ? (
          <AwaitingPrice quotation={q} />
        ) : (
          <PricingBreakdown pricing={q.priceDetails} />
        )}
        {q.advanceDue > 0 && (
          <p className="mt-2 font-medium">{t('advances.dueOnAcceptance', { amount: formatInr(q.advanceDue) })}</p>
        )}
      </Card>
      <QuotationHistory quotation={q} />
    </>
  );
}

/** /user/quotations/:id and /admin/quotations/:id (`?edit=1` opens the admin edit panel). */
export default function QuotationDetailPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('quotations.detail.title'));
  const { id = '' } = useParams();
  const [searchParams] = useSearchParams();
  const { data: user } = useCurrentUser();
  const isAdmin = user?.role === 'admin';
  const quotation = useQuotation(id);
  const notFound = quotation.error instanceof ApiError && quotation.error.status === 404;

  return (
    <Page>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold">{t('quotations.detail.title')}</h1>
        <TextLink to={isAdmin ? '/admin/quotations' : '/user/quotations/user'}>
          {t('quotations.detail.backToList')}
        </TextLink>
      </div>
      {quotation.isPending && <LoadingState label={t('quotations.detail.loading')} />}
      {quotation.isError && (
        <Alert tone="error">
          {notFound ? t('errors.noQuotationFound') : apiErrorText(t, quotation.error, t('errors.fetchQuotationFailed'))}
        </Alert>
      )}
      {quotation.data && user && (
        <QuotationDetail
          quotation={quotation.data}
          isAdmin={isAdmin}
          isOwner={quotation.data.user === user._id}
          startEditing={searchParams.get('edit') === '1'}
        />
      )}
    </Page>
  );
}
