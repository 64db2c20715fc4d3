import { hasPgErrorCode } from './pg-error';

/** PostgreSQL's unique_violation. */
export const isUniqueViolation = (error: unknown): boolean => hasPgErrorCode(error, ['23505']);
