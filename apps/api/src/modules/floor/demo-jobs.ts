import { calculatePricing } from '@karigar/domain/pricing';
import { indiaDate } from '@karigar/domain/recorded-payment';
import { randomBytes } from 'node:crypto';
import type { FeatureDeps } from '../../app';
import { hashPassword } from '../../lib/passwords';
import { randomToken } from '../../lib/tokens';
import type { AuthUser } from '../../plugins/auth';
import { conflict, forbidden } from '../../plugins/errors';
import { recordActivity } from '../activity/record-activity';
import { deleteDemoOrders, insertDemoOrder } from '../orders/demo-orders';
import { deleteDemoCustomers, insertDemoCustomer, listDemoServices } from './demo.repository';
import { insertStageReached, setJobFloor } from './floor.repository';
import { readStages } from './stages.repository';

const customers = [
  { name: 'Sunita Jadhav', phone: '+919800000001', language: 'mr' },
  { name: 'Rahul Deshmukh', phone: '+919800000002', language: 'en' },
  { name: 'Priya Kulkarni', phone: '+919800000003', language: 'mr' },
] as const;

/** The demo jobs: whose, which stage (by position; null not started) and the promise (days from today). */
const jobs = [
  { customer: 0, stage: null, promiseIn: 5, details: 'Scratch on the rear bumper' },
  { customer: 1, stage: 0, promiseIn: 4, details: 'Full body repaint, pearl white' },
  { customer: 2, stage: 1, promiseIn: -1, details: 'Cracked fiberglass water tank' },
  { customer: 0, stage: 3, promiseIn: 0, details: 'Bonnet and door repaint after a dent' },
  { customer: 1, stage: -2, promiseIn: 1, details: 'Polish and ceramic coat' },
] as const;

const dayFrom = (today: string, days: number) => {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

type Deps = Pick<FeatureDeps, 'db' | 'config'>;

/**
 * Loads a few demo customers and jobs in different stages onto a trial install's board, marked
 * demo. Refused on a production install (403), whatever the page offers.
 */
export async function loadDemoJobs(deps: Deps, by: AuthUser, ip: string): Promise<number> {
  if (deps.config.env === 'production') throw forbidden('DEMO_NOT_IN_PRODUCTION');
  const passwordHash = await hashPassword(randomToken());
  return deps.db.transaction(async (tx) => {
    const services = await listDemoServices(tx, jobs.length);
    if (services.length === 0) throw conflict('SERVICE_NOT_FOUND');
    const stages = await readStages(tx);
    const today = indiaDate(new Date());
    const people = [];
    for (const person of customers) {
      const email = `demo-${randomBytes(4).toString('hex')}@example.com`;
      people.push(await insertDemoCustomer(tx, { ...person, email, passwordHash }));
    }
    for (const [index, job] of jobs.entries()) {
      const service = services[index % services.length]!;
      const stage = job.stage === null ? undefined : stages.at(job.stage);
      const orderId = await insertDemoOrder(tx, {
        customer: people[job.customer]!,
        service,
        pricing: calculatePricing({ originalUnitPrice: service.pricePaise / 100, quantity: 1, taxRate: 18 }),
        details: job.details,
        status: stage ? 'In Progress' : 'Confirmed',
        createdBy: by.id,
      });
      await setJobFloor(tx, orderId, {
        ...(stage && { stageId: stage.id }),
        technicianId: index % 2 === 0 ? by.id : null,
        promisedDate: dayFrom(today, job.promiseIn),
      });
      if (stage) await insertStageReached(tx, orderId, stage, by.id);
    }
    await recordActivity(tx, {
      actorId: by.id,
      action: 'demo_jobs_loaded',
      entity: 'order',
      message: `${by.name} loaded ${jobs.length} demo jobs`,
      params: { actor: by.name, count: jobs.length },
      ip,
    });
    return jobs.length;
  });
}

/** Removes every demo job and demo customer. */
export async function removeDemoJobs(deps: Deps, by: AuthUser, ip: string): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const removed = await deleteDemoOrders(tx);
    await deleteDemoCustomers(tx);
    await recordActivity(tx, {
      actorId: by.id,
      action: 'demo_jobs_removed',
      entity: 'order',
      message: `${by.name} removed the demo jobs`,
      params: { actor: by.name, count: removed },
      ip,
    });
    return removed;
  });
}
