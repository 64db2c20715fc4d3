import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { personalPasswordProblem, squeezedPassword } from '@karigar/domain/password-rules';
import { apiRoot } from '../../api-root';
import { fieldProblem } from '../../plugins/errors';

const listFile = path.join(apiRoot, 'src/modules/auth/common-passwords.txt');
let commonList: Promise<ReadonlySet<string>> | undefined;

/** The shipped list of the most common passwords, lower case, one a line, read once. */
function commonPasswords(): Promise<ReadonlySet<string>> {
  commonList ??= readFile(listFile, 'utf8').then((text) => new Set(text.split('\n').filter(Boolean)));
  return commonList;
}

/**
 * Refuses a new password (as a problem of `field`) that is the email or name of any of `people`
 * (the account before and after the change) or one of the most common passwords. Only new passwords
 * are checked: an account whose password is on the list keeps signing in with it.
 */
export async function refuseWeakPassword(
  password: string,
  people: { email: string | null; name: string }[],
  field = 'password',
): Promise<void> {
  for (const person of people) {
    const problem = personalPasswordProblem(password, { name: person.name, email: person.email ?? '' });
    if (problem) throw fieldProblem(field, problem);
  }
  const common = await commonPasswords();
  if (common.has(squeezedPassword(password))) throw fieldProblem(field, 'PASSWORD_TOO_COMMON');
}
