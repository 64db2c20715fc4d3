import { QUOTATION_PAGE_SIZE, quotationSortKeys, quotationStatusFilters } from '@karigar/domain/quotation';
import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useSearchText } from '../../../lib/use-search-text';
import { useQuotationList, type QuotationListParams, type QuotationScope } from '../api/list-quotations';

export type QuotationListState = Required<Omit<QuotationListParams, 'limit'>>;

const defaults: QuotationListState = { page: 1, sortKey: 'createdAt', sortOrder: 'desc', statusFilter: '', search: '' };

const pick = <T extends string>(allowed: readonly T[], value: string | null, fallback: T): T =>
  allowed.find((option) => option === value) ?? fallback;

/** The list's state as the address keeps it (`?status=Awaiting`, e.g. from the dashboard, included). */
function fromAddress(params: URLSearchParams): QuotationListState {
  const page = Number(params.get('page'));
  const status = pick(quotationStatusFilters, params.get('status'), 'All');
  return {
    page: Number.isInteger(page) && page > 1 ? page : 1,
    sortKey: pick(quotationSortKeys, params.get('sortKey'), defaults.sortKey),
    sortOrder: pick(['asc', 'desc'] as const, params.get('sortOrder'), defaults.sortOrder),
    statusFilter: status === 'All' ? '' : status,
    search: params.get('search') ?? '',
  };
}

/** Only what differs from the defaults, so a plain list keeps a plain address. */
function toAddress(state: QuotationListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.page !== defaults.page) params.set('page', String(state.page));
  if (state.sortKey !== defaults.sortKey) params.set('sortKey', state.sortKey);
  if (state.sortOrder !== defaults.sortOrder) params.set('sortOrder', state.sortOrder);
  if (state.statusFilter) params.set('status', state.statusFilter);
  if (state.search.trim()) params.set('search', state.search.trim());
  return params;
}

/**
 * One quotations list for both of its views (the customer's status cards and the table): search,
 * status filter, sort and page live in the address, so the views share one query and one set of
 * rows, and switching views (or Back) keeps them. A page left empty (e.g. its last row deleted)
 * steps back to the last page that still exists.
 */
export function useQuotationListView(scope: QuotationScope, enabled: boolean) {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => fromAddress(searchParams), [searchParams]);
  const setState = useCallback(
    (update: (current: QuotationListState) => QuotationListState) =>
      setSearchParams((current) => toAddress(update(fromAddress(current))), { replace: true }),
    [setSearchParams],
  );
  const [searchText, onSearch] = useSearchText(setState, state.search);
  const list = useQuotationList(scope, { ...state, limit: QUOTATION_PAGE_SIZE }, enabled);

  const lastPage = list.data && !list.isPlaceholderData ? Math.max(1, list.data.totalPages) : undefined;
  const pastEnd = lastPage !== undefined && state.page > lastPage;
  useEffect(() => {
    if (pastEnd) setState((current) => ({ ...current, page: lastPage }));
  }, [pastEnd, lastPage, setState]);

  return {
    state,
    list,
    pastEnd,
    /** Nothing filtered or searched: an empty answer means the customer has no quotations at all. */
    unfiltered: !state.statusFilter && !state.search,
    searchText,
    onSearch,
    change: (next: Partial<QuotationListState>) => setState((current) => ({ ...current, ...next, page: 1 })),
    setPage: (page: number) => setState((current) => ({ ...current, page })),
    /** The address's query, for the link to the other view. */
    search: searchParams.toString(),
  };
}
