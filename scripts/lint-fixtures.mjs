// Proves each boundary rule bites: every file in lint-fixtures/ breaks one rule on purpose and is
// linted as if it stood at the path its first line names; it must fail with the rule its second
// line names. The normal lint run ignores these files.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';

const root = path.resolve(import.meta.dirname, '..');
const dir = path.join(root, 'scripts/lint-fixtures');
const eslint = new ESLint({ cwd: root });

let failures = 0;
for (const name of readdirSync(dir).sort()) {
  const code = readFileSync(path.join(dir, name), 'utf8');
  const standIn = /^\/\/ lint as: (\S+)/m.exec(code)?.[1];
  const rule = /^\/\/ expect: (\S+)/m.exec(code)?.[1];
  if (!standIn || !rule) throw new Error(`${name} names no 'lint as:' path or 'expect:' rule`);
  const [result] = await eslint.lintText(code, { filePath: path.join(root, standIn) });
  const hit = result?.messages.some((message) => message.ruleId === rule);
  console.log(`${hit ? 'ok  ' : 'FAIL'} ${name}: ${rule}${hit ? '' : ' did not fire'}`);
  if (!hit) failures += 1;
}
if (failures) process.exit(1);
