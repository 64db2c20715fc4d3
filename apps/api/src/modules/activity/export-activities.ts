import { activityQuery } from '@karigar/domain/activity';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { activities } from '../../db/schema/activities';
import { users } from '../../db/schema/users';
import { streamRows } from '../../db/stream-rows';
import { dateColumn, textColumn, type CsvColumn, type CsvExport } from '../../lib/csv';
import { activityCondition, newestFirst, type ActivityFilter } from './activity.repository';

/** The log's query without paging: an export holds every page. */
export const activityExportQuery = activityQuery.omit({ page: true, limit: true });

const exportQuery = (db: Db, filter: ActivityFilter) =>
  db
    .select({
      createdAt: activities.createdAt,
      action: activities.action,
      message: activities.message,
      actorName: users.name,
      actorEmail: users.email,
      priority: activities.priority,
      ip: activities.ip,
      entity: activities.entity,
      entityId: activities.entityId,
    })
    .from(activities)
    .leftJoin(users, eq(users.id, activities.actorId))
    .where(activityCondition(filter))
    .orderBy(...newestFirst);

type ActivityExportRow = Awaited<ReturnType<typeof exportQuery>>[number];

const columns: CsvColumn<ActivityExportRow>[] = [
  dateColumn('Time', (a) => a.createdAt),
  textColumn('Action', (a) => a.action),
  textColumn('Message', (a) => a.message),
  textColumn('Actor', (a) => a.actorName),
  textColumn('Actor email', (a) => a.actorEmail),
  textColumn('Priority', (a) => a.priority),
  textColumn('IP', (a) => a.ip),
  textColumn('Entity', (a) => a.entity),
  textColumn('Entity id', (a) => a.entityId),
];

/** The log entries the range and priority filter match, newest first, as a CSV export. */
export async function exportActivities(
  db: Db,
  query: z.output<typeof activityExportQuery>,
): Promise<CsvExport<ActivityExportRow>> {
  const rows = await streamRows(db, exportQuery(db, { range: query.range, priority: query.priority }));
  return { name: 'activities', columns, rows };
}
