import { isWorkshopRole } from '@karigar/domain/workshop-access';
import type { AuthUser } from '../plugins/auth';

/**
 * Whether the viewer may see and work on what belongs to this customer: the workshop on anyone's,
 * a customer on their own. Photos and vehicles check every access through here.
 */
export function mayActFor(viewer: Pick<AuthUser, 'id' | 'role'>, ownerId: string): boolean {
  return isWorkshopRole(viewer.role) || viewer.id === ownerId;
}

/**
 * Whether the viewer may change this customer's vehicles: the admin anyone's, a customer their own;
 * staff only look.
 */
export function mayChangeFor(viewer: Pick<AuthUser, 'id' | 'role'>, ownerId: string): boolean {
  return viewer.role === 'admin' || viewer.id === ownerId;
}
