import { Navigate } from 'react-router';
import { useCurrentUser } from '../../../lib/current-user';

/** /orders (a back link): the orders page in the mode for the signed-in user's role. */
export default function OrdersRedirectPage() {
  const { data: user } = useCurrentUser();
  const to = { admin: '/admin/orders', staff: '/admin/board', user: '/user/my-orders' }[user?.role ?? 'user'];
  return <Navigate to={to} replace />;
}
