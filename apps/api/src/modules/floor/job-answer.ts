import { orderNumber } from '@karigar/domain/order';
import { formatRegistration, vehicleLabel } from '@karigar/domain/vehicle';
import type { BoardItem, FloorEvent, Job, JobNote, Stage } from '@karigar/domain/workshop-floor';
import type { JobRow, listFloorEvents, listNotes } from './floor.repository';

/** The line naming a job's vehicle or item (its registration as written for people), or null. */
export function jobVehicleLabel(vehicle: JobRow['vehicle']): string | null {
  if (!vehicle) return null;
  const registration = vehicle.registration === null ? null : formatRegistration(vehicle.registration);
  return vehicleLabel({ ...vehicle, registration }) || null;
}

/** A job as the board shows it: no money, no contact details. */
export function toBoardItem(row: JobRow, photoCount: number): BoardItem {
  return {
    _id: row.id,
    orderNumber: orderNumber(row.id),
    status: row.status,
    customerName: row.customerName,
    serviceName: row.serviceName,
    serviceNameMr: row.serviceNameMr,
    stageId: row.stageId,
    technician: row.technicianId && row.technicianName ? { _id: row.technicianId, name: row.technicianName } : null,
    promisedDate: row.promisedDate,
    vehicleLabel: jobVehicleLabel(row.vehicle),
    photoCount,
    demo: row.demo,
  };
}

type EventRow = Awaited<ReturnType<typeof listFloorEvents>>[number];
type NoteRow = Awaited<ReturnType<typeof listNotes>>[number];

const person = (id: string | null, name: string | null) => (id && name ? { _id: id, name } : null);

export function toFloorEvent(row: EventRow): FloorEvent {
  return {
    event: row.event,
    stageNameEn: row.stageNameEn,
    stageNameMr: row.stageNameMr,
    promisedDate: row.promisedDate,
    actor: person(row.actorId, row.actorName),
    createdAt: row.createdAt.toISOString(),
  };
}

function toNote(row: NoteRow): JobNote {
  return {
    _id: row.id,
    body: row.body,
    author: person(row.authorId, row.authorName),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The job page's answer: the board item with its stage, details, notes and floor history. */
export function toJob(row: JobRow, photoCount: number, stages: Stage[], notes: NoteRow[], events: EventRow[]): Job {
  return {
    ...toBoardItem(row, photoCount),
    stage: stages.find((stage) => stage.id === row.stageId) ?? null,
    details: row.details,
    notes: notes.map(toNote),
    history: events.map(toFloorEvent),
    createdAt: row.createdAt.toISOString(),
  };
}
