import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ledgerKinds, orderMoney, type LedgerAmount } from './ledger';

const row: fc.Arbitrary<LedgerAmount> = fc.record({
  kind: fc.constantFrom(...ledgerKinds),
  amountPaise: fc.integer({ min: -5_000_000, max: 5_000_000 }),
});
const order = fc.record({ totalPaise: fc.integer({ min: 0, max: 10_000_000 }), cancelled: fc.boolean() });

describe('an order’s money from its ledger rows', () => {
  it('holds exactly the sum of its rows, and owes or is owed the difference to its total', () => {
    fc.assert(
      fc.property(fc.array(row, { maxLength: 20 }), order, (rows, o) => {
        const money = orderMoney(rows, o);
        const sum = rows.reduce((total, r) => total + r.amountPaise, 0);
        const refunds = rows.filter((r) => r.kind === 'refund').reduce((total, r) => total + r.amountPaise, 0);
        expect(money.heldPaise).toBe(sum);
        expect(money.refundedPaise + refunds).toBe(0);
        expect(money.receivedPaise - money.refundedPaise).toBe(sum);
        const owed = o.cancelled ? 0 : o.totalPaise;
        expect(money.duePaise - money.refundDuePaise).toBe(owed - sum);
        expect(Math.min(money.duePaise, money.refundDuePaise)).toBe(0);
      }),
    );
  });

  it('owes back all a cancelled order holds, and asks nothing of it', () => {
    expect(
      orderMoney(
        [
          { kind: 'advance', amountPaise: 30_000 },
          { kind: 'refund', amountPaise: -10_000 },
        ],
        { totalPaise: 100_000, cancelled: true },
      ),
    ).toEqual({ receivedPaise: 30_000, refundedPaise: 10_000, heldPaise: 20_000, duePaise: 0, refundDuePaise: 20_000 });
  });

  it('asks for the rest of an order part paid, less what was voided', () => {
    const money = orderMoney(
      [
        { kind: 'recorded-payment', amountPaise: 50_000 },
        { kind: 'void', amountPaise: -20_000 },
      ],
      { totalPaise: 100_000, cancelled: false },
    );
    expect(money).toMatchObject({ receivedPaise: 30_000, duePaise: 70_000, refundDuePaise: 0 });
  });
});
