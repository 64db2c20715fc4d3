import type { PublicUser } from '@karigar/domain/user';

export interface HeaderAction {
  label: 'nav.loginOrRequest' | 'nav.viewQuotations' | 'nav.requestQuotation';
  to: string;
}

/**
 * The header's action button: no user → the combined login/request button to /login; an admin
 * → view quotations; a customer (or any other role) → request a quotation from the services.
 */
export function headerAction(user: Pick<PublicUser, 'role'> | null | undefined): HeaderAction {
  if (!user) return { label: 'nav.loginOrRequest', to: '/login' };
  if (user.role === 'admin') return { label: 'nav.viewQuotations', to: '/admin/quotations/' };
  return { label: 'nav.requestQuotation', to: '/services' };
}
