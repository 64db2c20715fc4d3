import { page, type FeatureRoutes } from './lazy-page';

const requestForm = page(() => import('../../features/quotations/pages/request-quotation-page'));
const statusList = page(() => import('../../features/quotations/pages/quotation-status-page'));
const table = page(() => import('../../features/quotations/pages/quotations-table-page'));
const detail = page(() => import('../../features/quotations/pages/quotation-detail-page'));

/** Quotation screens (spec section 2): request form, status list, table and detail for both roles. */
export const quotationsRoutes: FeatureRoutes = {
  user: [
    { path: 'quotations/new', lazy: requestForm },
    { path: 'quotation-status', lazy: statusList },
    { path: 'quotations/user', lazy: table },
    { path: 'quotations/:id', lazy: detail },
  ],
  admin: [
    { path: 'quotations', lazy: table },
    { path: 'quotations/:id', lazy: detail },
  ],
  signedIn: [
    { path: 'quotation-form', lazy: requestForm },
    { path: 'quotation-status', lazy: statusList },
  ],
};
