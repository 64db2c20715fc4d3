import { writeKinds } from './journal';
import type { Verdict } from './checks';

export interface RunFacts {
  kills: number;
  firstStartMs: number;
  restartMs: number[];
  cleanRestartMs: number;
  stories: number;
  cutShort: string[];
}

const ms = (value: number) => `${Math.round(value)} ms`;
const sample = (items: string[]) => (items.length > 5 ? `${items.slice(0, 5).join(', ')}, …` : items.join(', '));

const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;

/** How often each reason occurred, ids left out. */
function tally(reasons: string[]): [string, number][] {
  const counts = new Map<string, number>();
  for (const reason of reasons.map((r) => r.replace(uuid, ':id'))) counts.set(reason, (counts.get(reason) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1]);
}

/** The summary the harness prints: what was killed, how fast it came back, and what survived. */
export function printReport(facts: RunFacts, verdict: Verdict): void {
  const out = (line = '') => process.stdout.write(`${line}\n`);
  out();
  out('Crash test');
  out(`  first start ${ms(facts.firstStartMs)}; ${facts.kills} kills (SIGKILL to the server and its PostgreSQL)`);
  out(`  restart times after a kill: ${facts.restartMs.map(ms).join(', ')}`);
  out(`  restart after a graceful stop: ${ms(facts.cleanRestartMs)}`);
  out(`  ${facts.stories} customer stories, ${facts.cutShort.length} cut short by a kill or a refusal`);
  for (const [reason, count] of tally(facts.cutShort)) out(`    ${count} × ${reason}`);
  out();
  out(`  ${'write'.padEnd(14)}${'acknowledged'.padStart(13)}${'found'.padStart(8)}${'lost'.padStart(6)}`);
  let acknowledged = 0;
  let found = 0;
  for (const kind of writeKinds) {
    const count = verdict.perKind[kind];
    acknowledged += count.acknowledged;
    found += count.found;
    out(
      `  ${kind.padEnd(14)}${String(count.acknowledged).padStart(13)}${String(count.found).padStart(8)}${String(count.lost.length).padStart(6)}`,
    );
    if (count.lost.length) out(`    lost: ${sample(count.lost)}`);
  }
  out(
    `  ${'total'.padEnd(14)}${String(acknowledged).padStart(13)}${String(found).padStart(8)}${String(acknowledged - found).padStart(6)}`,
  );
  out();
  out(`  quotations with two orders: ${verdict.doubleOrders.length} ${sample(verdict.doubleOrders)}`);
  out(`  payments recorded twice: ${verdict.doublePayments.length} ${sample(verdict.doublePayments)}`);
  out(
    `  orders whose amount received is not their captured payments: ${verdict.miscountedOrders.length} ${sample(verdict.miscountedOrders)}`,
  );
  out(
    `  mails expected for every stored write ${verdict.expectedMails}, missing from the outbox ${verdict.missingMails.length}` +
      ` (${verdict.missingForAcknowledged} of acknowledged writes)`,
  );
  for (const mail of verdict.missingMails.slice(0, 10))
    out(`    missing (${mail.cause}): to ${mail.to}, "${mail.subject}"`);
}
