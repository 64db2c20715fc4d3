/**
 * The crash test's load, a process of its own (forked by run.ts): a few workers run customer
 * stories against the server over HTTP and journal every write it acknowledged. It keeps going
 * through the server's deaths and stops when the harness sends 'stop', finishing the calls under way.
 */
import { Api } from './api';
import { Journal, type Write } from './journal';
import { runStory, send, type Service } from './story';

export interface LoadOptions {
  baseUrl: string;
  journalFile: string;
  workers: number;
  adminEmail: string;
  adminPassword: string;
}

/** What the load tells the harness. */
export type LoadMessage =
  { type: 'acknowledged'; total: number } | { type: 'ended'; stories: number; cutShort: string[] };

const options = JSON.parse(process.env['CRASH_LOAD_OPTIONS'] ?? '{}') as LoadOptions;
const api = new Api(options.baseUrl);
const journal = new Journal(options.journalFile);
let stopping = false;
let total = 0;
process.on('message', (message) => {
  if (message === 'stop') stopping = true;
});
const tell = (message: LoadMessage) => process.send?.(message);

function recorder(entry: Write): void {
  journal.record(entry);
  tell({ type: 'acknowledged', total: ++total });
}

/** The admin's access token, signed in on first use (and again after a sign-in that was cut off). */
function adminSession(clientIp: string): () => Promise<string> {
  let token: Promise<string> | undefined;
  const login = async () => {
    const answer = await send<{ accessToken?: string }>(
      { api, stopping: () => stopping },
      {
        method: 'POST',
        path: '/auth/login',
        clientIp,
        body: { email: options.adminEmail, password: options.adminPassword },
      },
    );
    if (answer.status !== 200 || !answer.body.accessToken) throw new Error(`admin login answered ${answer.status}`);
    return answer.body.accessToken;
  };
  return () => {
    token ??= login().catch((error: unknown) => {
      token = undefined;
      throw error;
    });
    return token;
  };
}

async function worker(index: number, services: Service[], ended: string[]): Promise<number> {
  const clientIp = `10.0.${index}.1`;
  const adminToken = adminSession(clientIp);
  let stories = 0;
  while (!stopping) {
    stories++;
    const reason = await runStory({
      api,
      adminToken,
      services,
      record: recorder,
      stopping: () => stopping,
      customerKey: `w${index}-${stories}-${Date.now().toString(36)}`,
      clientIp: `10.${index + 1}.${Math.floor(stories / 250) % 250}.${(stories % 250) + 1}`,
    });
    if (reason && reason !== 'stopping') ended.push(reason);
  }
  return stories;
}

async function main(): Promise<void> {
  await api.waitUntilUp(() => false);
  const listed = await api.call<{ services: Service[] }>({ method: 'GET', path: '/services?limit=50' });
  if (listed.kind !== 'answered' || !listed.body.services.length) throw new Error('no services to order');
  const ended: string[] = [];
  const counts = await Promise.all(
    Array.from({ length: options.workers }, (_, i) => worker(i, listed.body.services, ended)),
  );
  journal.close();
  const report: LoadMessage = { type: 'ended', stories: counts.reduce((a, b) => a + b, 0), cutShort: ended };
  process.send?.(report, () => process.exit(0));
}

void main().catch((error: unknown) => {
  process.stderr.write(`crash-test load failed: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
