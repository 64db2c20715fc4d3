import { OrdersList } from '../components/orders-list';

/** /user/my-orders: the signed-in customer's own orders (user-only mode). */
export default function MyOrdersPage() {
  return <OrdersList scope="mine" />;
}
