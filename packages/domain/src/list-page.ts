import { z } from 'zod';
import { issueCode } from './error-codes';

/**
 * The highest page a list answers: far past the end of any of the workshop's lists, and low enough
 * that the rows skipped ((page - 1) × the largest limit) stay a number PostgreSQL takes.
 */
export const MAX_PAGE = 100_000;

/** `page` of a list query: 1 when blank or missing, else a whole number from 1 to MAX_PAGE. */
export const pageParam = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
  z.coerce
    .number({ error: issueCode('PAGE_INVALID') })
    .int(issueCode('PAGE_INVALID'))
    .min(1, issueCode('PAGE_INVALID'))
    .max(MAX_PAGE, issueCode('PAGE_INVALID'))
    .default(1),
);
