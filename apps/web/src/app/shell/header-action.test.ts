import { describe, expect, it } from 'vitest';
import { headerAction } from './header-action';

describe('header action button', () => {
  it('sends a visitor to /login with the combined login/request button', () => {
    expect(headerAction(null)).toEqual({ label: 'nav.loginOrRequest', to: '/login' });
    expect(headerAction(undefined)).toEqual({ label: 'nav.loginOrRequest', to: '/login' });
  });

  it('lets an admin view quotations', () => {
    expect(headerAction({ role: 'admin' })).toEqual({ label: 'nav.viewQuotations', to: '/admin/quotations/' });
  });

  it('lets a customer request a quotation from the services', () => {
    expect(headerAction({ role: 'user' })).toEqual({ label: 'nav.requestQuotation', to: '/services' });
  });
});
