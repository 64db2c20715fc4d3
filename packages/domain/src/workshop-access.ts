import type { Role } from './user';

/**
 * The roles that work on every customer's jobs: they see any order's photos and any customer's
 * vehicles. Every such check goes through here, so a new workshop role is added in one place.
 */
export const workshopRoles = ['admin'] as const satisfies readonly Role[];

export const isWorkshopRole = (role: Role): boolean => (workshopRoles as readonly Role[]).includes(role);
