import type { Config } from './config';
import { connectDatabase } from './db/client';
import { onStopSignal } from './stop-signal';
import { cannotStart, settingsFromPrimary } from './workers';

/**
 * A worker: loads the app while the primary prepares the database, then serves the port with the
 * database the primary names until told to stop. If it cannot start, it tells the primary why.
 */
export async function runWorker(config: Config): Promise<void> {
  const loading = import('./serve-app');
  const { databaseUrl, secrets } = await settingsFromPrimary();
  const database = connectDatabase(databaseUrl);
  try {
    const { serveApp } = await loading;
    const stopApp = await serveApp(config, database.db, secrets);
    onStopSignal(async (signal) => {
      await stopApp(signal);
      await database.close();
    });
  } catch (error) {
    await database.close().catch(() => undefined);
    cannotStart(error instanceof Error ? error.message : String(error));
  }
}
