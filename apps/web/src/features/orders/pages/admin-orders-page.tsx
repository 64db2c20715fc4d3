import { OrdersList } from '../components/orders-list';

/** /admin/orders: every order, with the status drop-down and delete. */
export default function AdminOrdersPage() {
  return <OrdersList scope="all" />;
}
