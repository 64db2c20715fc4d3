import type { PublicUser } from '@karigar/domain/user';
import type { UserRow } from '../../db/schema/users';

/** The only shape a user leaves the server in: no password hash, token or MFA secret. */
export function toPublicUser(row: UserRow): PublicUser {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    address: row.address,
    gstin: row.gstin,
    role: row.role,
    profileImage: row.profileImage,
    mfaEnabled: row.mfaEnabled,
    language: row.language,
    createdAt: row.createdAt.toISOString(),
  };
}
