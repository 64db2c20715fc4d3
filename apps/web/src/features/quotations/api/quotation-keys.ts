/** Query keys of the quotations feature: every change invalidates `quotationKeys.all`. */
export const quotationKeys = {
  all: ['quotations'] as const,
  lists: () => [...quotationKeys.all, 'list'] as const,
  detail: (id: string) => [...quotationKeys.all, 'detail', id] as const,
};
