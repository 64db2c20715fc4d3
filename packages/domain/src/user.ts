import { z } from 'zod';
import { singleLineText } from './text';

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
  /** Contact messages not handled yet (status new). */
  newEnquiries: z.number().int(),
});
export type UserStats = z.infer<typeof userStatsAnswer>;

export const userSortKeys = ['createdAt', 'name', 'email', 'role'] as const;

/** GET /api/users: the admin's user list. */
export const userListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
  search: singleLineText()
    .max(100)
    .optional()
    .transform((v) => (v === '' ? undefined : v)),
  role: z
    .enum([...roles, ''])
    .optional()
    .transform((v) => (v === '' ? undefined : v)),
  sortKey: z.enum(userSortKeys).default('createdAt'),
  sortOrder: z.enum(['asc', 'desc']).default('desc'),
});
export type UserListQuery = z.input<typeof userListQuery>;

export const userListAnswer = z.object({
  users: z.array(publicUserSchema),
  totalUsers: z.number(),
  totalPages: z.number(),
  currentPage: z.number(),
});
export type UserListAnswer = z.infer<typeof userListAnswer>;

export const userIdParams = z.object({ id: z.string().max(64) });
