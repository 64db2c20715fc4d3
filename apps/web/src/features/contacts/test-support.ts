import type { Contact } from '@karigar/domain/contact';
import { aUser } from '../../test/fixtures';

/** Test-only helpers for the contacts inbox. */
export const admin = aUser({ role: 'admin', name: 'Workshop Admin' });

export function aContact(overrides: Partial<Contact> = {}): Contact {
  return {
    _id: '5e1c2d3a-4b5c-4d6e-8f70-1a2b3c4d5e6f',
    name: 'Ravi Kale',
    email: 'ravi@example.com',
    phone: '+91 98220 12345',
    message: 'Do you repaint car doors?\nA blue Swift.',
    language: 'en',
    status: 'new',
    userId: null,
    createdAt: '2026-11-20T09:30:00.000Z',
    updatedAt: '2026-11-20T09:30:00.000Z',
    ...overrides,
  };
}

export function contactList(contacts: Contact[], { page = 1, total = contacts.length } = {}) {
  return { ok: true, data: contacts, meta: { total, page, limit: 10 } };
}
