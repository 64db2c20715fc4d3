import { describe, expect, it } from 'vitest';
import { password } from './account-fields';
import { personalPasswordProblem } from './password-rules';

const asha = { email: 'asha.patil@example.com', name: 'Asha Patil' };

describe('password rules', () => {
  it('names a password that is the own email or its local part, whatever the case', () => {
    for (const attempt of ['ASHA.PATIL@example.com', 'asha.patil', 'Asha.Patil'])
      expect(personalPasswordProblem(attempt, asha), attempt).toBe('PASSWORD_IS_EMAIL');
  });

  it('names a password made of the own name when the email does not hold it', () => {
    const person = { email: 'workshop@example.com', name: 'Kiran Deshmukh' };
    for (const attempt of ['Kiran Deshmukh', 'kirandeshmukh', 'KIRAN DESHMUKH'])
      expect(personalPasswordProblem(attempt, person), attempt).toBe('PASSWORD_IS_NAME');
  });

  it('lets a password that only contains the name or email among other characters pass', () => {
    expect(personalPasswordProblem('asha likes the monsoon', asha)).toBeUndefined();
    expect(personalPasswordProblem('Asha.Patil-2026', asha)).toBeUndefined();
    expect(personalPasswordProblem('tamarind kettle', { email: 'al@example.com', name: 'Al' })).toBeUndefined();
  });

  it('refuses a password of only spaces in the shared schema', () => {
    expect(password.safeParse('        ').error?.issues.map((i) => i.message)).toEqual(['PASSWORD_ONLY_SPACES']);
    expect(password.safeParse(' \t      ').success).toBe(false);
    expect(password.safeParse('  spaced out  ').success).toBe(true);
  });
});
