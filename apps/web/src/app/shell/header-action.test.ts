import { describe, expect, it } from 'vitest';
import { headerAction, type HeaderAction } from './header-action';

const me = '0b6f1c3e-5d7a-4c1e-9f55-1a2b3c4d5e6f';
const someoneElse = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';

const login: HeaderAction = { label: 'nav.loginOrRequest', to: '/login' };
const viewQuotations: HeaderAction = { label: 'nav.viewQuotations', to: '/admin/quotations/' };
const track: HeaderAction = { label: 'nav.trackQuotation', to: '/user/quotations/user' };
const request: HeaderAction = { label: 'nav.requestQuotation', to: '/services' };
const board: HeaderAction = { label: 'nav.board', to: '/admin/board' };

describe('header action button', () => {
  it.each([
    ['no user', null, [], login],
    ['an unknown user', undefined, [], login],
    ['an admin', { _id: me, role: 'admin' }, [], viewQuotations],
    ['an admin, whatever quotations are loaded', { _id: me, role: 'admin' }, [{ user: me }], viewQuotations],
    ['a customer with a quotation of their own', { _id: me, role: 'user' }, [{ user: me }], track],
    [
      'a customer whose own quotation is not the first',
      { _id: me, role: 'user' },
      [{ user: someoneElse }, { user: me }],
      track,
    ],
    ['a customer without quotations', { _id: me, role: 'user' }, [], request],
    [
      'a customer whose loaded quotations are all someone else’s',
      { _id: me, role: 'user' },
      [{ user: someoneElse }],
      request,
    ],
    ['a staff member', { _id: me, role: 'staff' }, [{ user: me }], board],
    ['any other role', { _id: me, role: 'guest' }, [{ user: me }], request],
  ] as const)('%s', (_case, user, quotations, expected) => {
    expect(headerAction(user, quotations)).toEqual(expected);
  });

  it('treats a customer whose quotations are not loaded as having none', () => {
    expect(headerAction({ _id: me, role: 'user' })).toEqual(request);
  });
});
