import { describe, expect, it } from 'vitest';
import { quotationListQuery, updateQuotationBody, type FollowUpStatus, type QuotationStatus } from './quotation';
import {
  canAcceptRejected,
  canSendFollowUp,
  followUpProblem,
  isEditable,
  quotationActionProblem,
} from './quotation-rules';

const q = (quotationStatus: QuotationStatus, followUpStatus: FollowUpStatus = 'None', isConvertedToOrder = false) => ({
  quotationStatus,
  followUpStatus,
  isConvertedToOrder,
});

describe('followUpProblem', () => {
  it.each([
    ['a price alone', { newPrice: 0.01 }, null],
    ['a note alone', { newPrice: null, followUpNote: 'Call me' }, null],
    ['both', { newPrice: 500, followUpNote: 'ok' }, null],
    ['neither', { newPrice: null, followUpNote: '' }, 'Provide either a valid price or a note.'],
    ['a blank note', { followUpNote: '   ' }, 'Provide either a valid price or a note.'],
    ['a price below 0.01', { newPrice: 0.001 }, 'Provide either a valid price or a note.'],
    ['a bad price with a note', { newPrice: -1, followUpNote: 'x' }, 'The new price must be at least ₹0.01.'],
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

  it('accepts a rejected quotation only after a follow-up was sent', () => {
    expect(canAcceptRejected('Sent')).toBe(true);
    expect(canAcceptRejected('Followed-Up')).toBe(true);
    for (const status of ['None', 'Pending', 'Closed'] as const) expect(canAcceptRejected(status)).toBe(false);
    expect(quotationActionProblem(q('Rejected', 'Pending'), 'accept')).toBe(
      'A rejected quotation can be accepted only after a follow-up from the workshop.',
    );
    expect(quotationActionProblem(q('Rejected', 'Sent'), 'accept')).toBeNull();
    // Rejected, then edited by the customer (back to Pending): the workshop still has to follow up.
    expect(quotationActionProblem(q('Pending', 'Pending'), 'accept')).not.toBeNull();
  });

  it('refuses any action on an Accepted quotation and a second reject', () => {
    expect(quotationActionProblem(q('Accepted', 'Closed'), 'accept')).toBe('This quotation has already been accepted.');
    expect(quotationActionProblem(q('Accepted', 'Closed'), 'reject')).toBe('This quotation has already been accepted.');
    expect(quotationActionProblem(q('Rejected'), 'reject')).toBe('This quotation has already been rejected.');
    expect(quotationActionProblem(q('Revised'), 'reject')).toBeNull();
  });
});

describe('request schemas', () => {
  it('reads an edit from updatedData or directly, dropping totals', () => {
    const direct = updateQuotationBody.parse({ offeredPrice: 100, totalAfterTax: 1 });
    expect(direct).toEqual({ offeredPrice: 100 });
    const wrapped = updateQuotationBody.parse({ __v: 3, updatedData: { quantity: 2, unitPrice: 9, taxAmount: 1 } });
    expect(wrapped).toEqual({ __v: 3, quantity: 2 });
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
