import { z } from 'zod';

export const roles = ['admin', 'user'] as const;
export type Role = (typeof roles)[number];

/** A user as every API answer shows it: never a password hash, token or MFA secret. */
export const publicUserSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  role: z.enum(roles),
  profileImage: z.string().nullable(),
  mfaEnabled: z.boolean(),
  createdAt: z.string(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

export const userStatsAnswer = z.object({
  totalUsers: z.number().int(),
  totalAdmins: z.number().int(),
  totalCustomers: z.number().int(),
  newUsersThisMonth: z.number().int(),
});
export type UserStats = z.infer<typeof userStatsAnswer>;
