import { awaitsWorkshopPrice, isEditable } from '@karigar/domain/quotation-rules';
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
import { FollowUpSection } from '../components/follow-up-section';
import { NegotiationHistory } from '../components/negotiation-history';
import { PricingBreakdown } from '../components/pricing-breakdown';
import { QuotationOverview } from '../components/quotation-overview';
import { Page } from '../../../components/ui/page';
import { apiErrorText } from '../../../lib/api-errors';

interface DetailProps {
  quotation: Quotation;
  isAdmin: boolean;
  isOwner: boolean;
  startEditing: boolean;
}

function QuotationDetail({ quotation: q, isAdmin, isOwner, startEditing }: DetailProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const open = isEditable(q);
  // An unsaved edit (the admin left with Back and came back with Forward) opens the panel again.
  const [editing, setEditing] = useState(() => open && (startEditing || (isAdmin && readEditDraft(q) !== null)));
  const orderHref = q.orderId ? `${isAdmin ? '/admin/orders' : '/user/orders'}/${q.orderId}` : null;
  const none = t('quotations.detail.noText');
  const reload = () => void queryClient.invalidateQueries({ queryKey: quotationKeys.detail(q._id) });

  return (
    <>
      {q.isConvertedToOrder && q.orderId && orderHref && <ConvertedBanner orderHref={orderHref} orderId={q.orderId} />}
      <Card aria-labelledby="overview-heading" className="space-y-4">
        <h2 id="overview-heading" className="text-xl font-semibold">
          {t('quotations.detail.overview')}
        </h2>
        <QuotationOverview quotation={q} orderHref={orderHref} isAdmin={isAdmin} />
        {isAdmin && (
          <Button disabled={!open} aria-expanded={editing && open} onClick={() => setEditing((now) => !now)}>
            {t('quotations.detail.editQuotation')}
          </Button>
        )}
        {!isAdmin && isOwner && <CustomerActions quotation={q} onEdit={() => setEditing(true)} />}
      </Card>
      {editing && open && isAdmin && (
        <AdminEditPanel key={q.__v} quotation={q} onDone={() => setEditing(false)} onStale={reload} />
      )}
      {editing && open && !isAdmin && isOwner && (
        <CustomerEditForm key={q.__v} quotation={q} onDone={() => setEditing(false)} />
      )}
      <div className="grid gap-6 lg:grid-cols-2">
        <Card aria-labelledby="pricing-heading">
          <h2 id="pricing-heading" className="mb-2 text-xl font-semibold">
            {t('quotations.detail.pricing')}
          </h2>
          {awaitsWorkshopPrice(q) && !isAdmin ? (
            <AwaitingPrice quotation={q} />
          ) : (
            <PricingBreakdown pricing={q.priceDetails} />
          )}
        </Card>
        <Card aria-labelledby="request-heading" className="space-y-3">
          <h2 id="request-heading" className="text-xl font-semibold">
            {t('quotations.detail.request')}
          </h2>
          <div>
            <h3 className="text-sm font-medium text-slate-600 dark:text-slate-300">
              {t('quotations.detail.description')}
            </h3>
            <p className="whitespace-pre-line break-words">{q.description.trim() || none}</p>
          </div>
          <div>
            <h3 className="text-sm font-medium text-slate-600 dark:text-slate-300">
              {t('quotations.detail.modification')}
            </h3>
            <p className="whitespace-pre-line break-words">{q.modification.trim() || none}</p>
          </div>
        </Card>
      </div>
      <FollowUpSection quotation={q} isAdmin={isAdmin} />
      <Card aria-labelledby="revisions-heading" className="space-y-4">
        <h2 id="revisions-heading" className="text-xl font-semibold">
          {t('quotations.revisions.title')}
        </h2>
        <NegotiationHistory revisions={q.revisions ?? []} />
      </Card>
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
