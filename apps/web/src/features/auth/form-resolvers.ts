import { forgotPasswordBody, loginBody, mfaCodeBody, registerBody } from '@karigar/domain/auth';
import { zodResolver } from '@hookform/resolvers/zod';

/** The public sign-in forms' checks, from the server's own schemas; loaded on first use (see lazyResolver). */
export const loginResolver = zodResolver(loginBody);
export const mfaCodeResolver = zodResolver(mfaCodeBody);
export const registerResolver = zodResolver(registerBody);
export const forgotPasswordResolver = zodResolver(forgotPasswordBody);
