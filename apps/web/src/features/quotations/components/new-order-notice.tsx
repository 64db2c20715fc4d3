import { orderRef } from '@karigar/domain/order';
import { CreditCard } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { buttonClasses } from '../../../components/ui/button';
import { TextLink } from '../../../components/ui/text-link';

/** After an accept: the order the quotation became, a link to it, and 'Pay now' to its payment. */
export function NewOrderNotice({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  return (
    <Alert tone="success">
      <span className="flex flex-wrap items-center gap-3">
        <span>
          {t('quotations.accepted.orderCreated')}{' '}
          <TextLink to={`/user/orders/${orderId}`}>
            {t('quotations.accepted.viewOrder', { ref: orderRef(orderId) })}
          </TextLink>
        </span>
        <Link to={`/user/orders/${orderId}#payment`} className={buttonClasses('primary', 'sm')}>
          <CreditCard aria-hidden="true" className="size-4" />
          {t('quotations.accepted.payNow')}
        </Link>
      </span>
    </Alert>
  );
}
