import { describe, expect, it } from 'vitest';
import { password } from './account-fields';
import { passwordCore, personalPasswordProblem } from './password-rules';

const asha = { email: 'asha.patil@example.com', name: 'Asha Patil' };

describe('password rules', () => {
  it('cuts the digits and symbols around the letters off, in lower case and without spaces', () => {
    expect(passwordCore('Dragon@2026')).toBe('dragon');
    expect(passwordCore(' 12 P@ssw0rd !')).toBe('p@ssw0rd');
    expect(passwordCore('12345678')).toBe('');
  });

  it('names a password made of the own email, its local part or a word of it', () => {
    for (const attempt of ['ASHA.PATIL@example.com', 'asha.patil', 'asha.patil2026', 'Asha!1990'])
      expect(personalPasswordProblem(attempt, asha), attempt).toBe('PASSWORD_IS_EMAIL');
  });

  it('names a password made of the own name when the email does not hold it', () => {
    const person = { email: 'workshop@example.com', name: 'Kiran Deshmukh' };
    for (const attempt of ['Kiran Deshmukh', 'kirandeshmukh', 'Deshmukh@123'])
      expect(personalPasswordProblem(attempt, person), attempt).toBe('PASSWORD_IS_NAME');
  });

  it('lets a password that only contains a personal word among others pass', () => {
    expect(personalPasswordProblem('asha likes the monsoon', asha)).toBeUndefined();
    expect(personalPasswordProblem('tamarind kettle', { email: 'al@example.com', name: 'Al' })).toBeUndefined();
  });

  it('refuses a password of only spaces in the shared schema', () => {
    expect(password.safeParse('        ').error?.issues.map((i) => i.message)).toEqual(['PASSWORD_ONLY_SPACES']);
    expect(password.safeParse(' \t      ').success).toBe(false);
    expect(password.safeParse('  spaced out  ').success).toBe(true);
  });
});
