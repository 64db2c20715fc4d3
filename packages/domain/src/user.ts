import { z } from 'zod';
import { issueCode } from './error-codes';
import {
  changedEmail,
  changedPassword,
  email,
  optionalText,
  phoneField,
  refusePersonalPassword,
} from './account-fields';
import { languageSchema } from './language';
import { multiLineText, singleLineText } from './text';
import { pageParam } from './list-page';

export const roles = ['admin', 'staff', 'user'] as const;
export type Role = (typeof roles)[number];
/** Who sees money, customers' contact details and quotations: everyone but staff (decision 046). */
export const moneyReaders = ['admin', 'user'] as const satisfies readonly Role[];

/** A user as every API answer shows it: never a password hash, token or MFA secret. */
export const publicUserSchema = z.object({
  _id: z.string(),
  name: z.string(),
  /** None for a walk-in customer: no sign-in and no mail until the admin adds one. */
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  /** The customer's GSTIN (a registered business): copied onto their orders, whose invoices are then B2B. */
  gstin: z.string().nullable(),
  role: z.enum(roles),
  profileImage: z.string().nullable(),
  mfaEnabled: z.boolean(),
  /** The language the person reads the app in; their emails are written in it. */
  language: languageSchema,
  createdAt: z.string(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

export const userStatsAnswer = z.object({
  totalUsers: z.number().int(),
  totalAdmins: z.number().int(),
  totalCustomers: z.number().int(),
  /** Accounts made since Monday 00:00 India time. */
  newUsersThisWeek: z.number().int(),
  /** Accounts made since the 1st of the month, 00:00 India time. */
  newUsersThisMonth: z.number().int(),
  /** Contact messages not handled yet (status new). */
  newEnquiries: z.number().int(),
});
export type UserStats = z.infer<typeof userStatsAnswer>;

export const userSortKeys = ['createdAt', 'name', 'email', 'role'] as const;

/** GET /api/users: the admin's user list. */
export const userListQuery = z.object({
  page: pageParam,
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
  pagination: z.object({ totalUsers: z.number(), totalPages: z.number(), currentPage: z.number() }),
});
export type UserListAnswer = z.infer<typeof userListAnswer>;

export const userIdParams = z.object({ id: z.string().max(64) });

/**
 * POST /api/users/create: an account an admin opens. Without a password the person is mailed a
 * link to choose one. Without an email it is a walk-in customer's (a name and a phone number): no
 * sign-in and no mail until an email is added. Anything else sent is ignored.
 */
export const createUserBody = z
  .object({
    name: singleLineText().min(1, issueCode('NAME_REQUIRED')).max(100),
    email: optionalText(254, singleLineText(issueCode('EMAIL_INVALID'))).pipe(email.optional()),
    password: changedPassword,
    phone: phoneField(),
    address: optionalText(500, multiLineText()),
    role: z.enum(roles, issueCode('ROLE_REQUIRED')),
  })
  .superRefine(refusePersonalPassword)
  .superRefine((form, ctx) => {
    if (!form.email && (form.role === 'admin' || form.password))
      ctx.addIssue({ code: 'custom', path: ['email'], message: issueCode('EMAIL_NEEDED_TO_SIGN_IN') });
  });
export type CreateUserBody = z.input<typeof createUserBody>;

/**
 * PUT /api/users/:id (JSON or multipart with a `profileImage` file): the profile's fields plus the
 * role. An admin needs no current password to change someone's email or password.
 */
export const updateUserBody = z.object({
  name: optionalText(100).pipe(z.string().min(1).optional()),
  email: changedEmail,
  phone: phoneField(),
  address: optionalText(500, multiLineText()),
  password: changedPassword,
  role: z
    .enum([...roles, ''])
    .optional()
    .transform((v) => (v === '' ? undefined : v)),
  existingProfileImage: optionalText(500),
});
export type UpdateUserBody = z.input<typeof updateUserBody>;
