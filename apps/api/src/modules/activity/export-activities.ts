import { activityQuery } from '@karigar/domain/activity';
import { languageSchema, type Language } from '@karigar/domain/language';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { activities } from '../../db/schema/activities';
import { users } from '../../db/schema/users';
import { streamRows } from '../../db/stream-rows';
import { dateColumn, textColumn, type CsvColumn, type CsvExport } from '../../lib/csv';
import { exportTexts, type ExportTexts } from '../../lib/export-texts';
import { activityCondition, newestFirst, type ActivityFilter } from './activity.repository';

/** The log's query without paging (an export holds every page), and the language to write it in. */
export const activityExportQuery = activityQuery
  .omit({ page: true, limit: true })
  .extend({ lang: languageSchema.optional() });

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

/** The time in India time, the priority in words. */
function activityColumns(texts: ExportTexts): CsvColumn<ActivityExportRow>[] {
  const h = texts.activities;
  return [
    dateColumn(texts.ist(h.time), (a) => a.createdAt),
    textColumn(h.action, (a) => a.action),
    textColumn(h.message, (a) => a.message),
    textColumn(h.actor, (a) => a.actorName),
    textColumn(h.actorEmail, (a) => a.actorEmail),
    textColumn(h.priority, (a) => texts.priority[a.priority]),
    textColumn(h.ip, (a) => a.ip),
    textColumn(h.entity, (a) => a.entity),
    textColumn(h.entityId, (a) => a.entityId),
  ];
}

/** The log entries the range and priority filter match, newest first, as a CSV export. */
export async function exportActivities(
  db: Db,
  query: z.output<typeof activityExportQuery>,
  language: Language,
): Promise<CsvExport<ActivityExportRow>> {
  const rows = await streamRows(db, exportQuery(db, { range: query.range, priority: query.priority }));
  return { name: 'activities', columns: activityColumns(exportTexts(language)), rows };
}
