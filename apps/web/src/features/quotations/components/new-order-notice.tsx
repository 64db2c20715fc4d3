import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { TextLink } from '../../../components/ui/text-link';
import { shortRef } from '../quotation-display';

/** After an accept: the order the quotation became, with a link to it. */
export function NewOrderNotice({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  return (
    <Alert tone="success">
      {t('quotations.accepted.orderCreated')}{' '}
      <TextLink to={`/user/orders/${orderId}`}>
        {t('quotations.accepted.viewOrder', { ref: shortRef(orderId) })}
      </TextLink>
    </Alert>
  );
}
