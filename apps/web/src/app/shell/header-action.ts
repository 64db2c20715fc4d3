import type { PublicUser } from '@karigar/domain/user';

export interface HeaderAction {
  label: 'nav.loginOrRequest' | 'nav.viewQuotations' | 'nav.trackQuotation' | 'nav.requestQuotation' | 'nav.board';
  to: string;
}

/** Who is signed in: any role name, so a role the app does not know still gets a button. */
type HeaderUser = Pick<PublicUser, '_id'> & { role: string };

/**
 * The header's action button (spec §2 "Action button"): no user → the combined login/request
 * button to /login; an admin → view quotations; staff → the workshop board; a customer whose loaded quotations include one of
 * their own → track it; a customer without one, or any other role → request a quotation from the
 * services.
 */
export function headerAction(
  user: HeaderUser | null | undefined,
  quotations: readonly { user: string }[] = [],
): HeaderAction {
  if (!user) return { label: 'nav.loginOrRequest', to: '/login' };
  if (user.role === 'admin') return { label: 'nav.viewQuotations', to: '/admin/quotations/' };
  if (user.role === 'staff') return { label: 'nav.board', to: '/admin/board' };
  if (user.role === 'user' && quotations.some((quotation) => quotation.user === user._id))
    return { label: 'nav.trackQuotation', to: '/user/quotations/user' };
  return { label: 'nav.requestQuotation', to: '/services' };
}
