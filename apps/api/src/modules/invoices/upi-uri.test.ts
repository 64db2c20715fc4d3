import { describe, expect, it } from 'vitest';
import { upiPayUri } from './upi-uri';

describe('upiPayUri', () => {
  it('asks for the amount in rupees with 2 decimals, the payee name and note URI-encoded', () => {
    expect(
      upiPayUri({
        upiId: 'karigar@okaxis',
        payeeName: 'Karigar Fiberglass & Auto Works',
        amountPaise: 13_570_00,
        note: 'INV/2026-27/0001',
      }),
    ).toBe(
      'upi://pay?pa=karigar@okaxis&pn=Karigar%20Fiberglass%20%26%20Auto%20Works&am=13570.00&tn=INV%2F2026-27%2F0001&cu=INR',
    );
    expect(upiPayUri({ upiId: 'a.b@upi', payeeName: 'X', amountPaise: 5, note: '3F2A9C1E' })).toBe(
      'upi://pay?pa=a.b@upi&pn=X&am=0.05&tn=3F2A9C1E&cu=INR',
    );
  });
});
