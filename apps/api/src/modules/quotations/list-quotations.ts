import type { QuotationListAnswer } from '@karigar/domain/quotation-answer';
import type { QuotationSortKey, QuotationStatusFilter } from '@karigar/domain/quotation';
import type { DbOrTx } from '../../db/client';
import { listQuotationViews } from './quotations.repository';
import { toQuotationAnswer } from './to-quotation-answer';

export interface QuotationListRequest {
  page: number;
  limit: number;
  sortKey: QuotationSortKey;
  sortOrder: 'asc' | 'desc';
  statusFilter: QuotationStatusFilter;
  search?: string | undefined;
}

/** One page of quotations: one customer's (ownerId) or everyone's. */
export async function listQuotations(
  db: DbOrTx,
  query: QuotationListRequest,
  ownerId?: string,
): Promise<QuotationListAnswer> {
  const { page, limit } = query;
  const { views, total } = await listQuotationViews(
    db,
    { ...(ownerId && { ownerId }), statusFilter: query.statusFilter, search: query.search },
    { sortKey: query.sortKey, sortOrder: query.sortOrder },
    { offset: (page - 1) * limit, limit },
  );
  return {
    quotations: views.map((view) => toQuotationAnswer(view)),
    currentPage: page,
    totalPages: Math.max(1, Math.ceil(total / limit)),
    totalQuotations: total,
    total,
  };
}
