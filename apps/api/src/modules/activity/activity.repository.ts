import {
  activityLinks,
  activityRangeHours,
  type ActivityEntry,
  type ActivityPriority,
  type ActivityRange,
  type ActivityValues,
} from '@karigar/domain/activity';
import { and, count, desc, eq, gte, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { activities } from '../../db/schema/activities';
import { users } from '../../db/schema/users';

export interface ActivityFilter {
  range: ActivityRange;
  priority?: ActivityPriority | undefined;
  now?: Date;
}

/** The range (counted back from now) and priority filter of the log and its export. */
export function activityCondition(filter: ActivityFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.range !== 'all') {
    const since = new Date((filter.now ?? new Date()).getTime() - activityRangeHours[filter.range] * 3_600_000);
    conditions.push(gte(activities.createdAt, since));
  }
  if (filter.priority) conditions.push(eq(activities.priority, filter.priority));
  return conditions.length ? and(...conditions) : undefined;
}

/** The log's order. */
export const newestFirst = [desc(activities.createdAt), desc(activities.id)];

const entryColumns = {
  id: activities.id,
  action: activities.action,
  entity: activities.entity,
  entityId: activities.entityId,
  message: activities.message,
  priority: activities.priority,
  ip: activities.ip,
  params: activities.params,
  details: activities.details,
  createdAt: activities.createdAt,
  actorId: users.id,
  actorName: users.name,
  actorEmail: users.email,
};

interface EntryRow {
  id: string;
  action: string;
  entity: string;
  entityId: string | null;
  message: string;
  priority: ActivityPriority;
  ip: string | null;
  params: ActivityValues;
  details: ActivityValues;
  createdAt: Date;
  actorId: string | null;
  actorName: string | null;
  actorEmail: string | null;
}

function toEntry(row: EntryRow): ActivityEntry {
  return {
    _id: row.id,
    action: row.action,
    entity: row.entity,
    entityId: row.entityId,
    message: row.message,
    priority: row.priority,
    ip: row.ip,
    createdAt: row.createdAt.toISOString(),
    actor: row.actorId ? { _id: row.actorId, name: row.actorName ?? '', email: row.actorEmail ?? '' } : null,
    params: row.params,
    details: row.details,
    links: activityLinks(row),
  };
}

/** One page of the log, newest first, with the number of entries the filter matches. */
export async function listActivities(
  db: DbOrTx,
  filter: ActivityFilter,
  page: { offset: number; limit: number },
): Promise<{ entries: ActivityEntry[]; total: number }> {
  const condition = activityCondition(filter);
  const [rows, [totals]] = await Promise.all([
    db
      .select(entryColumns)
      .from(activities)
      .leftJoin(users, eq(users.id, activities.actorId))
      .where(condition)
      .orderBy(...newestFirst)
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(activities).where(condition),
  ]);
  return { entries: rows.map(toEntry), total: totals?.total ?? 0 };
}

/** The newest entries' times and messages. */
export async function recentActivities(db: DbOrTx, limit: number): Promise<{ message: string; createdAt: Date }[]> {
  return db
    .select({ message: activities.message, createdAt: activities.createdAt })
    .from(activities)
    .orderBy(desc(activities.createdAt), desc(activities.id))
    .limit(limit);
}
