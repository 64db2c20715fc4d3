import type { PublicUser } from '@karigar/domain/user';
import { saveTokens } from '../lib/session';

export function aUser(overrides: Partial<PublicUser> = {}): PublicUser {
  return {
    _id: '0b6f1c3e-5d7a-4c1e-9f55-1a2b3c4d5e6f',
    name: 'Asha Patil',
    email: 'asha@example.com',
    phone: '9876543210',
    address: '12 MG Road, Pune',
    gstin: null,
    role: 'user',
    profileImage: null,
    mfaEnabled: false,
    language: 'en',
    createdAt: '2026-01-15T10:00:00.000Z',
    ...overrides,
  };
}

export function signIn(): void {
  saveTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' });
}
