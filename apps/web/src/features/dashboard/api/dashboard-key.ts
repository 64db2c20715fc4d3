/**
 * Every dashboard query's key starts with this. Its queries are never taken as fresh (staleTime 0):
 * each visit shows the cached numbers at once and fetches today's.
 */
export const dashboardKey = ['dashboard'] as const;
