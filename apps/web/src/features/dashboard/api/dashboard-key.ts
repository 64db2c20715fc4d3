/** Every dashboard query's key starts with this. */
export const dashboardKey = ['dashboard'] as const;
