import { Navigate } from 'react-router';
import { useCurrentUser } from '../../../lib/current-user';

/** /orders (a back link): the orders page in the mode for the signed-in user's role. */
export default function OrdersRedirectPage() {
  const { data: user } = useCurrentUser();
  return <Navigate to={user?.role === 'admin' ? '/admin/orders' : '/user/my-orders'} replace />;
}
