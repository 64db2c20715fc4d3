import type { Config } from '../../config';

/** The start-up line saying that payments are not real; undefined in live mode. */
export function sandboxWarning(config: Pick<Config, 'env' | 'payments'>): string | undefined {
  if (config.payments.mode !== 'sandbox') return undefined;
  if (config.env === 'production') {
    return 'WARNING: PAYMENTS_MODE=sandbox in production. Every checkout is simulated: customers can mark their own orders paid and no real money moves.';
  }
  return 'Payments run in the sandbox: checkouts are simulated and no real money moves (PAYMENTS_MODE=live with the Razorpay keys takes real payments).';
}
