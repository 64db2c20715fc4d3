import path from 'node:path';

/**
 * The apps/api folder. It is the parent of this module's folder both in the sources (src/) and in
 * the server build (dist/, one bundle), so files beside the sources are found from either.
 */
export const apiRoot = path.resolve(import.meta.dirname, '..');
