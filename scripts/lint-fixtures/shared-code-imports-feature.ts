// lint as: apps/web/src/lib/format.ts
// expect: import-x/no-restricted-paths
import { formatCount } from '../features/orders/order-labels';

export const count = formatCount(3);
