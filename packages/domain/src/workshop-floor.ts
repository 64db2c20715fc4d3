import { z } from 'zod';
import { issueCode } from './error-codes';
import { orderStatuses } from './order';
import { isCalendarDate } from './recorded-payment';
import { multiLineText, singleLineText } from './text';

/**
 * The workshop floor (decision 046): the workshop's own ordered stages inside the order statuses,
 * who works on a job and the day it was promised for. Staff see jobs without money or contacts.
 */
export const stageMilestones = ['ready', 'delivered'] as const;
export type StageMilestone = (typeof stageMilestones)[number];

export const STAGE_NAME_MAX = 60;
export const STAGES_MAX = 20;
export const NOTE_MAX = 2000;

export const stageSchema = z.object({
  id: z.string(),
  nameEn: z.string(),
  nameMr: z.string(),
  /** 'ready': the customer is mailed that the job can be picked up; 'delivered': the last stage, the order is Completed. */
  milestone: z.enum(stageMilestones).nullable(),
});
export type Stage = z.infer<typeof stageSchema>;

/** GET and PUT /api/workshop/stages: the stages in order. */
export const stagesAnswer = z.object({ stages: z.array(stageSchema) });
export type StagesAnswer = z.infer<typeof stagesAnswer>;

const stageName = singleLineText(issueCode('STAGE_NAME_REQUIRED'))
  .pipe(z.string().min(1, issueCode('STAGE_NAME_REQUIRED')))
  .pipe(z.string().max(STAGE_NAME_MAX, issueCode('STAGE_NAME_REQUIRED')));

/** True when one stage is 'ready', one 'delivered', Delivered is last and Ready comes before it. */
export function milestonesInPlace(stages: readonly { milestone: StageMilestone | null }[]): boolean {
  const ready = stages.filter((s) => s.milestone === 'ready').length;
  const delivered = stages.filter((s) => s.milestone === 'delivered').length;
  return ready === 1 && delivered === 1 && stages.at(-1)?.milestone === 'delivered';
}

/** PUT /api/workshop/stages (admin): the whole ordered list; a stage without an id is new, one left out is removed. */
export const stagesBody = z.object({
  stages: z
    .array(
      z.object({
        id: z.uuid().optional(),
        nameEn: stageName,
        nameMr: stageName,
        milestone: z.enum(stageMilestones).nullable().default(null),
      }),
    )
    .min(2, issueCode('STAGE_MILESTONES_INVALID'))
    .max(STAGES_MAX)
    .refine(milestonesInPlace, issueCode('STAGE_MILESTONES_INVALID')),
});
export type StagesBody = z.input<typeof stagesBody>;

/** PATCH /api/orders/:id/stage (admin, staff). */
export const stageMoveBody = z.object({ stageId: z.uuid(issueCode('STAGE_NOT_FOUND')) });

/** A calendar day (YYYY-MM-DD) a job is promised for. */
export const promisedDate = z
  .string({ error: issueCode('PROMISED_DATE_INVALID') })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: issueCode('PROMISED_DATE_INVALID'), abort: true })
  .refine(isCalendarDate, issueCode('PROMISED_DATE_INVALID'));

/** PATCH /api/orders/:id/assignment (admin): the technician and the promised day; null clears, absent keeps. */
export const assignmentBody = z.object({
  technicianId: z.uuid(issueCode('TECHNICIAN_INVALID')).nullable().optional(),
  promisedDate: promisedDate.nullable().optional(),
});
export type AssignmentBody = z.input<typeof assignmentBody>;

/** POST /api/orders/:id/notes (admin, staff). */
export const noteBody = z.object({
  body: multiLineText()
    .pipe(z.string().min(1, issueCode('NOTE_REQUIRED')))
    .pipe(z.string().max(NOTE_MAX, issueCode('NOTE_REQUIRED'))),
});

export const boardDueFilters = ['today', 'overdue'] as const;
export type BoardDueFilter = (typeof boardDueFilters)[number];

/** GET /api/board (admin, staff): filters by technician and by promised day. */
export const boardQuery = z.object({
  technicianId: z.uuid().optional().catch(undefined),
  due: z.enum(boardDueFilters).optional().catch(undefined),
  /** Part of a registration number, as typed (`mh12 ab`); fewer than 3 letters or digits match all. */
  registration: z.string().trim().max(20).optional().catch(undefined),
});
export type BoardQuery = z.infer<typeof boardQuery>;

const personSchema = z.object({ _id: z.string(), name: z.string() });

/** A job as the floor sees it: no money, no customer phone or email. */
export const boardItemSchema = z.object({
  _id: z.string(),
  orderNumber: z.string(),
  status: z.enum(orderStatuses),
  customerName: z.string(),
  serviceName: z.string(),
  serviceNameMr: z.string(),
  /** The stage's id; null when the job has not entered the floor yet (the board's first column). */
  stageId: z.string().nullable(),
  technician: personSchema.nullable(),
  promisedDate: z.string().nullable(),
  /** The order's vehicle or item, once orders name one; null until then. */
  vehicleLabel: z.string().nullable(),
  /** Photos taken on the job, once jobs have photos; 0 until then. */
  photoCount: z.number().int(),
  demo: z.boolean(),
});
export type BoardItem = z.infer<typeof boardItemSchema>;

export const boardAnswer = z.object({
  stages: z.array(stageSchema),
  items: z.array(boardItemSchema),
  /** The people a job can be assigned to (staff and admins), for the filter and the assignment. */
  technicians: z.array(personSchema),
  /** Today in India (YYYY-MM-DD): what "due today" and "overdue" are counted from. */
  today: z.string(),
  /** Demo jobs may be loaded (not a production install). */
  demoAllowed: z.boolean(),
});
export type BoardAnswer = z.infer<typeof boardAnswer>;

export const floorEventSchema = z.object({
  event: z.enum(['stage', 'promise']),
  stageNameEn: z.string().nullable(),
  stageNameMr: z.string().nullable(),
  promisedDate: z.string().nullable(),
  actor: personSchema.nullable(),
  createdAt: z.string(),
});
export type FloorEvent = z.infer<typeof floorEventSchema>;

export const jobNoteSchema = z.object({
  _id: z.string(),
  body: z.string(),
  author: personSchema.nullable(),
  createdAt: z.string(),
});
export type JobNote = z.infer<typeof jobNoteSchema>;

/** GET /api/orders/:id/job (admin, staff): the board's item with its details, notes and floor history. */
export const jobSchema = boardItemSchema.extend({
  stage: stageSchema.nullable(),
  details: z.string(),
  notes: z.array(jobNoteSchema),
  history: z.array(floorEventSchema),
  createdAt: z.string(),
});
export type Job = z.infer<typeof jobSchema>;

export const jobChangedAnswer = z.object({ message: z.string(), order: jobSchema });
export type JobChangedAnswer = z.infer<typeof jobChangedAnswer>;

/** POST and DELETE /api/demo-jobs (admin, not on a production install). */
export const demoJobsAnswer = z.object({ message: z.string(), count: z.number().int() });
export type DemoJobsAnswer = z.infer<typeof demoJobsAnswer>;

export const floorMessages = {
  demoLoaded: 'Demo jobs loaded',
  demoRemoved: 'Demo jobs removed',
  stagesSaved: 'Stages saved',
  moved: 'Job moved',
  assigned: 'Assignment saved',
  noteAdded: 'Note added',
} as const;

/** Today's calendar day in India, and whether a promised day is today or already past. */
export function promiseState(promised: string | null, today: string): 'overdue' | 'today' | null {
  if (!promised) return null;
  if (promised < today) return 'overdue';
  return promised === today ? 'today' : null;
}
