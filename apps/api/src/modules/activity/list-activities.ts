import type { ActivityListAnswer, activityQuery } from '@karigar/domain/activity';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { listActivities as listActivityRows, recentActivities } from './activity.repository';
import { formatActivityLine } from './format-activity-line';

/** How many text lines the admin landing page shows. */
const RECENT_LINES = 20;

/** One page of the activity log, newest first, filtered by range and priority. */
export async function listActivities(db: DbOrTx, query: z.output<typeof activityQuery>): Promise<ActivityListAnswer> {
  const { page, limit, range, priority } = query;
  const { entries, total } = await listActivityRows(db, { range, priority }, { offset: (page - 1) * limit, limit });
  return {
    activities: entries,
    pagination: { total, page, limit, totalPages: Math.max(1, Math.ceil(total / limit)) },
  };
}

/** The newest activity as text lines, for the admin landing page. */
export async function recentActivityLines(db: DbOrTx): Promise<string[]> {
  return (await recentActivities(db, RECENT_LINES)).map(formatActivityLine);
}
