import { describe, expect, it } from 'vitest';
import {
  quotationListQuery,
  requestQuotationBody,
  updateQuotationBody,
  type FollowUpStatus,
  type QuotationStatus,
} from './quotation';
import {
  awaitsWorkshopPrice,
  canSendFollowUp,
  followUpProblem,
  isEditable,
  isQualifyingFollowUp,
  isQuotationActionOffered,
  quotationActionProblem,
} from './quotation-rules';

const q = (
  quotationStatus: QuotationStatus,
  followUpStatus: FollowUpStatus = 'None',
  isConvertedToOrder = false,
  hasFollowUp = false,
  awaitingWorkshop = false,
  { workshopPriced = true, acceptOnlyPriced = false } = {},
) => ({
  quotationStatus,
  followUpStatus,
  isConvertedToOrder,
  hasFollowUp,
  awaitingWorkshop,
  workshopPriced,
  acceptOnlyPriced,
});

describe('followUpProblem', () => {
  it.each([
    ['a price alone', { newPrice: 0.01 }, null],
    ['a note alone', { newPrice: null, followUpNote: 'Call me' }, null],
    ['both', { newPrice: 500, followUpNote: 'ok' }, null],
    ['neither', { newPrice: null, followUpNote: '' }, 'FOLLOW_UP_EMPTY'],
    ['a blank note', { followUpNote: '   ' }, 'FOLLOW_UP_EMPTY'],
    ['a price below 0.01', { newPrice: 0.001 }, 'FOLLOW_UP_EMPTY'],
    ['a bad price with a note', { newPrice: -1, followUpNote: 'x' }, 'FOLLOW_UP_PRICE_TOO_LOW'],
  ])('%s', (_name, input, expected) => {
    expect(followUpProblem(input)).toBe(expected);
  });
});

describe('quotation rules', () => {
  it('keeps Accepted or converted quotations from edits and follow-ups', () => {
    expect(isEditable(q('Pending'))).toBe(true);
    expect(isEditable(q('Rejected'))).toBe(true);
    expect(isEditable(q('Accepted'))).toBe(false);
    expect(isEditable(q('Revised', 'None', true))).toBe(false);
    expect(canSendFollowUp(q('Pending', 'Closed'))).toBe(false);
    expect(canSendFollowUp(q('Rejected', 'Pending'))).toBe(true);
  });

  it('counts follow-up entries whose status is Sent or Followed-Up', () => {
    expect(isQualifyingFollowUp({ status: 'Sent' })).toBe(true);
    expect(isQualifyingFollowUp({ status: 'Followed-Up' })).toBe(true);
    for (const status of ['None', 'Pending', 'Closed', '']) expect(isQualifyingFollowUp({ status })).toBe(false);
  });

  it('accepts a rejected quotation only when a qualifying follow-up exists', () => {
    const blocked = 'QUOTATION_REJECTED_NEEDS_FOLLOW_UP';
    expect(quotationActionProblem(q('Rejected', 'Pending'), 'accept')).toBe(blocked);
    // The quotation-level status alone does not count: the follow-up entry does.
    expect(quotationActionProblem(q('Rejected', 'Sent'), 'accept')).toBe(blocked);
    expect(quotationActionProblem(q('Rejected', 'Sent', false, true), 'accept')).toBeNull();
    // Followed up, then rejected (followUpStatus back to Pending): the earlier follow-up still counts.
    expect(quotationActionProblem(q('Rejected', 'Pending', false, true), 'accept')).toBeNull();
    // The rule holds only while it is Rejected: re-priced by the workshop (Revised), it may be accepted.
    expect(quotationActionProblem(q('Revised', 'Pending'), 'accept')).toBeNull();
    expect(quotationActionProblem(q('Pending'), 'accept')).toBeNull();
  });

  it("refuses to accept while the customer's own edit waits for the workshop, but lets them reject", () => {
    const waiting = 'QUOTATION_AWAITING_WORKSHOP';
    expect(quotationActionProblem(q('Pending', 'None', false, false, true), 'accept')).toBe(waiting);
    expect(quotationActionProblem(q('Pending', 'Sent', false, true, true), 'accept')).toBe(waiting);
    expect(quotationActionProblem(q('Pending', 'None', false, false, true), 'reject')).toBeNull();
    // Rejected and then edited by the customer (back to Pending): it waits for the workshop's answer.
    expect(quotationActionProblem(q('Pending', 'Pending', false, false, true), 'accept')).toBe(waiting);
    expect(quotationActionProblem(q('Accepted', 'Closed', false, false, true), 'accept')).toBe(
      'QUOTATION_ALREADY_ACCEPTED',
    );
  });

  it('refuses to accept a request the workshop has not priced only when the workshop asks for that', () => {
    const unpriced = { workshopPriced: false, acceptOnlyPriced: true };
    expect(quotationActionProblem(q('Pending', 'None', false, false, false, unpriced), 'accept')).toBe(
      'QUOTATION_NOT_PRICED',
    );
    expect(quotationActionProblem(q('Pending', 'None', false, false, false, unpriced), 'reject')).toBeNull();
    expect(
      quotationActionProblem(q('Pending', 'None', false, false, false, { workshopPriced: false }), 'accept'),
    ).toBeNull();
    expect(
      quotationActionProblem(q('Pending', 'None', false, false, false, { acceptOnlyPriced: true }), 'accept'),
    ).toBeNull();
    expect(isQuotationActionOffered(q('Pending', 'None', false, false, false, unpriced), 'accept')).toBe(true);
  });

  it('refuses any action on an Accepted quotation and a second reject', () => {
    expect(quotationActionProblem(q('Accepted', 'Closed'), 'accept')).toBe('QUOTATION_ALREADY_ACCEPTED');
    expect(quotationActionProblem(q('Accepted', 'Closed'), 'reject')).toBe('QUOTATION_ALREADY_ACCEPTED');
    expect(quotationActionProblem(q('Rejected'), 'reject')).toBe('QUOTATION_ALREADY_REJECTED');
    expect(quotationActionProblem(q('Revised'), 'reject')).toBeNull();
  });
});

describe('isQuotationActionOffered', () => {
  const offered = (state: ReturnType<typeof q>) =>
    (['accept', 'reject'] as const).filter((action) => isQuotationActionOffered(state, action));

  it('offers neither action once the quotation is Accepted or converted', () => {
    expect(offered(q('Accepted', 'Closed'))).toEqual([]);
    expect(offered(q('Revised', 'Sent', true, true))).toEqual([]);
  });

  it('offers no second reject, and accept of a Rejected quotation only after a follow-up', () => {
    expect(offered(q('Rejected', 'Pending'))).toEqual([]);
    expect(offered(q('Rejected', 'Pending', false, true))).toEqual(['accept']);
  });

  it("keeps accept offered (though refused for now) while the customer's changes wait for the workshop", () => {
    const waiting = q('Pending', 'None', false, false, true);
    expect(offered(waiting)).toEqual(['accept', 'reject']);
    expect(quotationActionProblem(waiting, 'accept')).not.toBeNull();
    expect(offered(q('Revised'))).toEqual(['accept', 'reject']);
  });
});

describe('awaitsWorkshopPrice', () => {
  it('holds only for a Pending request the workshop has not priced', () => {
    expect(awaitsWorkshopPrice({ workshopPriced: false, quotationStatus: 'Pending' })).toBe(true);
    expect(awaitsWorkshopPrice({ workshopPriced: true, quotationStatus: 'Pending' })).toBe(false);
    for (const status of ['Accepted', 'Rejected', 'Revised'] as const)
      expect(awaitsWorkshopPrice({ workshopPriced: false, quotationStatus: status })).toBe(false);
  });
});

describe('request schemas', () => {
  it('reads an edit from updatedData or directly, dropping totals', () => {
    const direct = updateQuotationBody.parse({ offeredPrice: 100, totalAfterTax: 1 });
    expect(direct).toEqual({ offeredPrice: 100 });
    const wrapped = updateQuotationBody.parse({ __v: 3, updatedData: { quantity: 2, unitPrice: 9, taxAmount: 1 } });
    expect(wrapped).toEqual({ __v: 3, quantity: 2 });
  });

  it('reads numeric strings, clamps the percentages and defaults an unreadable tax rate to 18', () => {
    const numbers = { offeredPrice: '10000.5', quantity: '2', discount: '100', discountPercentage: '5', __v: '4' };
    expect(updateQuotationBody.parse(numbers)).toEqual({
      offeredPrice: 10000.5,
      quantity: 2,
      discount: 100,
      discountPercentage: 5,
      __v: 4,
    });
    expect(updateQuotationBody.parse({ taxRate: 150, discountPercentage: 120 })).toEqual({
      taxRate: 100,
      discountPercentage: 100,
    });
    expect(updateQuotationBody.parse({ taxRate: 'abc', discountPercentage: -3 })).toEqual({
      taxRate: 18,
      discountPercentage: 0,
    });
    expect(updateQuotationBody.parse({ updatedData: { taxRate: '12.5' } })).toEqual({ taxRate: 12.5 });
    expect(updateQuotationBody.parse({})).toEqual({});
  });

  it('treats null or an empty value of an optional field as absent (an empty text stays empty)', () => {
    const edit = updateQuotationBody.parse({
      updatedData: { discount: null, discountPercentage: '', description: null, details: '', modification: null },
    });
    expect(edit).toEqual({ details: '' });
  });

  it('reads an expected price given as a numeric string and names a non-numeric one', () => {
    expect(requestQuotationBody.parse({ service: 'x', quotationPrice: '10000' })).toMatchObject({
      quotationPrice: 10000,
      quantity: 1,
    });
    const message = (body: object) => requestQuotationBody.safeParse(body).error?.issues[0]?.message;
    expect(message({ service: 'x', quotationPrice: 'abc' })).toBe('EXPECTED_PRICE_NOT_A_NUMBER');
    expect(message({ service: 'x' })).toBe('EXPECTED_PRICE_REQUIRED');
    expect(message({ service: 'x', quotationPrice: '' })).toBe('EXPECTED_PRICE_REQUIRED');
  });

  it('defaults the list query and refuses an unknown sort key', () => {
    expect(quotationListQuery.parse({ statusFilter: '' })).toEqual({
      page: 1,
      limit: 10,
      sortKey: 'createdAt',
      sortOrder: 'desc',
      statusFilter: 'All',
    });
    expect(quotationListQuery.safeParse({ sortKey: 'passwordHash' }).success).toBe(false);
  });
});
