// lint as: apps/web/src/features/quotations/components/quotations-pager.tsx
// expect: import-x/no-restricted-paths
import { formatCount } from '../../orders/order-labels';

export const count = formatCount(3);
