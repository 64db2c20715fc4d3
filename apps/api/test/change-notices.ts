import type { FastifyInstance } from 'fastify';

/** Resolves when the instance hears this topic (null: its listening connection was lost or opened again). */
export const heard = (app: FastifyInstance, wanted: string | null) =>
  new Promise<void>((resolve) => app.changes.watch((topic) => topic === wanted && resolve()));
