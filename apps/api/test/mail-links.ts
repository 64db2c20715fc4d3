import { expect } from 'vitest';
import type { TestApp } from './build-app';

/** The links the app mails, with the token they carry as the first group. */
export const RESET_LINK = /http:\/\/karigar\.test\/reset-password\/([A-Za-z0-9_-]+)/;
export const EMAIL_LINK = /http:\/\/karigar\.test\/confirm-email\/([A-Za-z0-9_-]+)/;

/** The token of the latest mail holding such a link (the test fails if none does). */
export async function lastLinkToken(t: TestApp, link: RegExp): Promise<string> {
  const token = link.exec((await t.mail()).findLast((m) => link.test(m.text))?.text ?? '')?.[1];
  expect(token).toBeDefined();
  return token!;
}
