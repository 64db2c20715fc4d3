import type { TFunction } from 'i18next';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { buttonClasses } from '../../../components/ui/button';
import { LoadingState } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { apiErrorText } from '../../../lib/api-errors';
import { useCurrentUser } from '../../../lib/current-user';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useOrder } from '../api/get-order';
import { OrderDetail } from '../components/order-detail';
import { Page } from '../../../components/ui/page';

function loadFailure(t: TFunction, error: unknown): string {
  const said = error instanceof ApiError && (error.code !== undefined || error.isNetworkError);
  return said ? t('orders.detail.error', { message: apiErrorText(t, error, '') }) : t('errors.loadOrderDetailsFailed');
}

/** /user/orders/:orderId, /admin/orders/:orderId and /orders/:orderId. */
export default function OrderDetailPage() {
  const { t } = useTranslation();
  const { orderId = '' } = useParams();
  const { data: user } = useCurrentUser();
  const isAdmin = user?.role === 'admin';
  const order = useOrder(orderId);
  useDocumentTitle(t('orders.detail.title'));

  const backLink = (
    <Link to={isAdmin ? '/admin/orders' : '/user/my-orders'} className={buttonClasses('secondary', 'sm')}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('orders.detail.backToOrders')}
    </Link>
  );

  let body;
  if (order.isPending) body = <LoadingState label={t('orders.detail.loading')} />;
  else if (order.error instanceof ApiError && order.error.status === 404)
    body = <h1 className="text-2xl font-bold">{t('errors.orderNotFound')}</h1>;
  else if (order.isError) body = <Alert tone="error">{loadFailure(t, order.error)}</Alert>;
  else body = <OrderDetail order={order.data} isAdmin={isAdmin} />;

  return (
    <Page>
      {backLink}
      {body}
    </Page>
  );
}
