import type { Role } from './user';

/**
 * The roles that work on every customer's jobs: they see any order's photos and any customer's
 * vehicles, and add photos to any job. Every such check goes through here, so a new workshop role
 * is added in one place. Staff (technicians) are of the workshop; changing a customer's vehicles
 * and a photo's flags, or deleting a photo, stays the admin's. They also work the floor: the board,
 * jobs, stages and notes (decision 046).
 */
export const workshopRoles = ['admin', 'staff'] as const satisfies readonly Role[];

export const isWorkshopRole = (role: Role): boolean => (workshopRoles as readonly Role[]).includes(role);
