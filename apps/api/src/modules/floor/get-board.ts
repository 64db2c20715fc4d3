import { indiaDate } from '@karigar/domain/recorded-payment';
import { compactRegistration } from '@karigar/domain/vehicle';
import type { BoardAnswer, BoardQuery } from '@karigar/domain/workshop-floor';
import type { FeatureDeps } from '../../app';
import { photoCountsOf } from '../photos/job-photos';
import { listBoardJobs, listTechnicians } from './floor.repository';
import { toBoardItem } from './job-answer';
import { readStages } from './stages.repository';

/** The board: the stages, the jobs on the floor (filtered), who can work on them, and today in India. */
export async function getBoard(deps: Pick<FeatureDeps, 'db' | 'config'>, query: BoardQuery): Promise<BoardAnswer> {
  const today = indiaDate(new Date());
  const stages = await readStages(deps.db);
  const doneStageId = stages.find((stage) => stage.milestone === 'delivered')?.id ?? null;
  const registration = compactRegistration(query.registration ?? '');
  const [rows, technicians] = await Promise.all([
    listBoardJobs(deps.db, {
      technicianId: query.technicianId,
      due: query.due && { kind: query.due, today },
      doneStageId,
      registration: registration.length >= 3 ? registration : undefined,
    }),
    listTechnicians(deps.db),
  ]);
  const photoCount = await photoCountsOf(
    deps.db,
    rows.map((row) => row.id),
  );
  return {
    stages,
    items: rows.map((row) => toBoardItem(row, photoCount(row.id))),
    technicians: technicians.map((person) => ({ _id: person.id, name: person.name })),
    today,
    demoAllowed: deps.config.env !== 'production',
  };
}
