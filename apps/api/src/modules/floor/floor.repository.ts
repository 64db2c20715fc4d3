import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { orderNotes } from '../../db/schema/order-notes';
import { orderStageHistory } from '../../db/schema/order-stage-history';
import { orders } from '../../db/schema/orders';
import { users } from '../../db/schema/users';
import { vehicles } from '../../db/schema/vehicles';

const technicians = alias(users, 'technician');

/** The columns naming the vehicle or item an order names (joined on `orders.vehicleId`). */
export const jobVehicleColumns = {
  kind: vehicles.kind,
  registration: vehicles.registration,
  make: vehicles.make,
  model: vehicles.model,
  description: vehicles.description,
  dimensions: vehicles.dimensions,
};

/** A job's floor columns, as the board and the job page read them: no money, no contacts. */
const jobColumns = {
  id: orders.id,
  userId: orders.userId,
  status: orders.status,
  customerName: orders.customerName,
  serviceName: orders.serviceName,
  serviceNameMr: orders.serviceNameMr,
  stageId: orders.stageId,
  technicianId: technicians.id,
  technicianName: technicians.name,
  promisedDate: orders.promisedDate,
  demo: orders.demo,
  details: orders.details,
  createdAt: orders.createdAt,
  vehicle: jobVehicleColumns,
};
export type JobRow = NonNullable<Awaited<ReturnType<typeof findJob>>>;

const selectJobs = (db: DbOrTx) =>
  db
    .select(jobColumns)
    .from(orders)
    .leftJoin(technicians, eq(technicians.id, orders.technicianId))
    .leftJoin(vehicles, eq(vehicles.id, orders.vehicleId));

export async function findJob(db: DbOrTx, id: string) {
  const [row] = await selectJobs(db).where(eq(orders.id, id));
  return row;
}

/** Days a delivered job stays in the board's last column. */
const DELIVERED_DAYS_ON_BOARD = 7;

export interface BoardFilter {
  technicianId?: string | undefined;
  /** Promised before this day (overdue) or on it (due today); delivered jobs are never due. */
  due?: { kind: 'today' | 'overdue'; today: string } | undefined;
  doneStageId: string | null;
  /** Part of a registration, compact as stored (`MH12AB`). */
  registration?: string | undefined;
}

/** The jobs on the board: open orders, and those delivered in the last days; never cancelled ones. */
export async function listBoardJobs(db: DbOrTx, filter: BoardFilter) {
  const conditions: (SQL | undefined)[] = [
    or(
      inArray(orders.status, ['Pending', 'Confirmed', 'In Progress']),
      and(
        eq(orders.status, 'Completed'),
        isNotNull(orders.stageId),
        gt(orders.updatedAt, sql`now() - make_interval(days => ${DELIVERED_DAYS_ON_BOARD})`),
      ),
    ),
  ];
  if (filter.technicianId) conditions.push(eq(orders.technicianId, filter.technicianId));
  if (filter.registration) conditions.push(sql`strpos(${vehicles.registration}, ${filter.registration}) > 0`);
  if (filter.due) {
    const { kind, today } = filter.due;
    conditions.push(kind === 'today' ? eq(orders.promisedDate, today) : lt(orders.promisedDate, today));
    conditions.push(ne(orders.status, 'Completed'));
    if (filter.doneStageId) conditions.push(or(isNull(orders.stageId), ne(orders.stageId, filter.doneStageId)));
  }
  return selectJobs(db)
    .where(and(...conditions))
    .orderBy(sql`${orders.promisedDate} asc nulls last`, asc(orders.createdAt))
    .limit(500);
}

/** Staff and admins: the people a job can be assigned to. */
export async function listTechnicians(db: DbOrTx) {
  return db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(and(inArray(users.role, ['admin', 'staff']), isNull(users.deletedAt)))
    .orderBy(asc(users.name));
}

export async function findTechnician(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(and(eq(users.id, id), inArray(users.role, ['admin', 'staff']), isNull(users.deletedAt)));
  return row;
}

/** Locks the order's row for a floor change; its status, stage and promise. */
export async function lockJob(tx: DbOrTx, id: string) {
  const [row] = await tx
    .select({
      id: orders.id,
      userId: orders.userId,
      status: orders.status,
      stageId: orders.stageId,
      technicianId: orders.technicianId,
      promisedDate: orders.promisedDate,
    })
    .from(orders)
    .where(eq(orders.id, id))
    .for('update');
  return row;
}

export async function setJobFloor(
  tx: DbOrTx,
  id: string,
  values: { stageId?: string; technicianId?: string | null; promisedDate?: string | null },
): Promise<void> {
  await tx
    .update(orders)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(orders.id, id));
}

export type FloorEventValues = typeof orderStageHistory.$inferInsert;

/** The history line of a job reaching a stage, with the stage's names as they are now. */
export async function insertStageReached(
  tx: DbOrTx,
  orderId: string,
  stage: { id: string; nameEn: string; nameMr: string },
  actorId: string,
): Promise<void> {
  await insertFloorEvent(tx, {
    orderId,
    event: 'stage',
    stageId: stage.id,
    stageNameEn: stage.nameEn,
    stageNameMr: stage.nameMr,
    actorId,
  });
}

export async function insertFloorEvent(tx: DbOrTx, values: FloorEventValues): Promise<void> {
  await tx.insert(orderStageHistory).values(values);
}

const actors = alias(users, 'actor');

/** The job's floor history, oldest first. */
export async function listFloorEvents(db: DbOrTx, orderId: string) {
  return db
    .select({
      event: orderStageHistory.event,
      stageId: orderStageHistory.stageId,
      stageNameEn: orderStageHistory.stageNameEn,
      stageNameMr: orderStageHistory.stageNameMr,
      promisedDate: orderStageHistory.promisedDate,
      actorId: actors.id,
      actorName: actors.name,
      createdAt: orderStageHistory.createdAt,
    })
    .from(orderStageHistory)
    .leftJoin(actors, eq(actors.id, orderStageHistory.actorId))
    .where(eq(orderStageHistory.orderId, orderId))
    .orderBy(asc(orderStageHistory.createdAt), asc(orderStageHistory.id));
}

const authors = alias(users, 'author');

/** The job's notes, newest first. */
export async function listNotes(db: DbOrTx, orderId: string) {
  return db
    .select({
      id: orderNotes.id,
      body: orderNotes.body,
      authorId: authors.id,
      authorName: authors.name,
      createdAt: orderNotes.createdAt,
    })
    .from(orderNotes)
    .leftJoin(authors, eq(authors.id, orderNotes.authorId))
    .where(eq(orderNotes.orderId, orderId))
    .orderBy(desc(orderNotes.createdAt));
}

export async function insertNote(tx: DbOrTx, values: { orderId: string; body: string; authorId: string }) {
  await tx.insert(orderNotes).values(values);
}
