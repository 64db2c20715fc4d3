import { formatInr, toRupees } from '@karigar/domain/money';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Page } from '../../../components/ui/page';
import { LoadingState } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { usePayLinkDetails } from '../payments/api/pay-link';
import { usePayLinkCheckout } from '../payments/use-pay-link-checkout';

/** A link that no longer takes money: its order is paid already (409), or it expired or was revoked (404). */
const linkUsed = (error: unknown) =>
  error instanceof ApiError && (error.code === 'ORDER_ALREADY_PAID' || error.code === 'NOTHING_TO_PAY');

/**
 * /pay/:token, for a customer who does not sign in: only the order's reference, the workshop, the
 * amount due and a Pay button; a thank-you once paid (here, or on Razorpay's page, which sends the
 * payer back with its status); a clear word for a link expired or used.
 */
export default function PayPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const [search] = useSearchParams();
  const details = usePayLinkDetails(token);
  const { state, pay } = usePayLinkCheckout(token, details.data);
  useDocumentTitle(t('payLink.title'));
  const returnedPaid = search.get('razorpay_payment_link_status') === 'paid';

  let body;
  if (state.step === 'paid' || (returnedPaid && !details.isPending))
    body = (
      <Alert tone="success">
        <p className="font-semibold">{t('payLink.thanks')}</p>
        <p>{t(state.step === 'paid' ? 'payLink.thanksReceived' : 'payLink.thanksConfirming')}</p>
      </Alert>
    );
  else if (details.isError)
    body = linkUsed(details.error) ? (
      <Alert tone="success">{t('payLink.alreadyPaid')}</Alert>
    ) : (
      <Alert tone="error">{t('payLink.invalid')}</Alert>
    );
  else if (details.data)
    body = (
      <Card className="space-y-4">
        <dl className="space-y-3">
          <div>
            <dt className="text-sm text-slate-700 dark:text-slate-300">{t('payLink.workshop')}</dt>
            <dd className="text-lg font-semibold">{details.data.workshop}</dd>
          </div>
          <div>
            <dt className="text-sm text-slate-700 dark:text-slate-300">{t('payLink.order')}</dt>
            <dd className="font-mono">{details.data.orderRef}</dd>
          </div>
          <div>
            <dt className="text-sm text-slate-700 dark:text-slate-300">{t('payLink.amountDue')}</dt>
            <dd className="text-3xl font-bold">{formatInr(toRupees(details.data.amountDuePaise))}</dd>
          </div>
        </dl>
        {state.step === 'failed' && <Alert tone="error">{state.message}</Alert>}
        <Button className="w-full" disabled={state.step === 'paying'} onClick={() => void pay()}>
          {state.step === 'paying'
            ? t('payLink.paying')
            : t('payLink.pay', { amount: formatInr(toRupees(details.data.amountDuePaise)) })}
        </Button>
      </Card>
    );
  else body = <LoadingState label={t('payLink.loading')} />;

  return (
    <Page narrow>
      <h1 className="text-3xl font-bold">{t('payLink.title')}</h1>
      {body}
    </Page>
  );
}
