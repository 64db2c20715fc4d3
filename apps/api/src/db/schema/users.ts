import { consentSources } from '@karigar/domain/customer-notice';
import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** None for a walk-in customer the owner added by name and phone: no mail, no sign-in until one is added. */
    email: text('email'),
    phone: text('phone'),
    address: text('address'),
    /** The customer's GSTIN, when they are a registered business: their invoices become B2B. */
    gstin: text('gstin'),
    role: text('role', { enum: ['admin', 'staff', 'user'] })
      .notNull()
      .default('user'),
    passwordHash: text('password_hash').notNull(),
    profileImage: text('profile_image'),
    /** Updates by email (quotations, orders, payments); account mail (resets, confirmations) always goes. */
    emailUpdates: boolean('email_updates').notNull().default(true),
    /** WhatsApp consent: when it was given, how (consentSources) and, for spoken consent, which admin recorded it. */
    whatsAppConsentAt: timestamp('whatsapp_consent_at', { withTimezone: true }),
    whatsAppConsentSource: text('whatsapp_consent_source', { enum: consentSources }),
    whatsAppConsentBy: uuid('whatsapp_consent_by'),
    /** The last opt-out (from the profile or a STOP reply); consent given after it counts again. */
    whatsAppOptedOutAt: timestamp('whatsapp_opted_out_at', { withTimezone: true }),
    /** The language the person reads the app in; their emails are written in it. */
    language: text('language', { enum: ['en', 'mr'] })
      .notNull()
      .default('en'),
    mfaSecret: text('mfa_secret'),
    mfaEnabled: boolean('mfa_enabled').notNull().default(false),
    /** The time step of the last code used to log in: a code is accepted once, never replayed. */
    mfaLastStep: integer('mfa_last_step'),
    /** Bumped when every session must end (logout everywhere, new password, deletion): access tokens carry it. */
    sessionVersion: integer('session_version').notNull().default(1),
    /** Set when an admin deletes the account: it can no longer sign in, but its orders and quotations keep their customer. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** A demo customer loaded with the demo jobs of a trial install. */
    demo: boolean('demo').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // A deleted account's address may register again.
  (t) => [
    uniqueIndex('users_email_lower_idx')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.deletedAt} is null`),
  ],
);

export type UserRow = typeof users.$inferSelect;
