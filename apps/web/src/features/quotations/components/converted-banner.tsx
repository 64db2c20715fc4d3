import { orderRef } from '@karigar/domain/order';
import { CircleCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { TextLink } from '../../../components/ui/text-link';

/** The green banner of an accepted quotation: 'This quotation was accepted and converted to order #…'. */
export function ConvertedBanner({ orderHref, orderId }: { orderHref: string; orderId: string }) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      className="flex items-center gap-3 rounded-xl border border-green-300 bg-green-50 px-4 py-3 text-green-900 dark:border-green-800 dark:bg-green-950 dark:text-green-100"
    >
      <CircleCheck aria-hidden="true" className="size-5 shrink-0" />
      <p>
        {t('quotations.detail.convertedBanner')}{' '}
        <TextLink to={orderHref} className="text-green-900 dark:text-green-100">
          {orderRef(orderId)}
        </TextLink>
      </p>
    </div>
  );
}
