import { checkoutFailureSchema, checkoutSuccessSchema, sandboxFailBody, sandboxPayBody } from '@karigar/domain/payment';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { apiRoot } from '../../api-root';
import type { SandboxPaymentProvider } from '../../lib/payments/sandbox-provider';
import type { PaymentDeps } from './payment-deps';
import { sandboxFail } from './sandbox-fail';
import { sandboxPay } from './sandbox-pay';

/** The sandbox checkout (registered in sandbox mode only): its script and the calls its dialog makes. */
export const sandboxRoutes: FastifyPluginAsyncZod<PaymentDeps & { sandbox: SandboxPaymentProvider }> = async (
  app,
  deps,
) => {
  const { sandbox } = deps;
  const [script, texts] = await Promise.all(
    ['sandbox-checkout.js', 'sandbox-checkout-texts.json'].map((file) =>
      readFile(path.join(apiRoot, 'src/modules/payments', file), 'utf8'),
    ),
  );
  const checkoutScript = script!.replace('/* sandbox-checkout-texts */ { en: {} }', texts!.trim());

  app.get('/payments/sandbox/checkout.js', async (_request, reply) =>
    reply.type('application/javascript; charset=utf-8').header('Cache-Control', 'no-cache').send(checkoutScript),
  );

  app.post(
    '/payments/sandbox/pay',
    { schema: { body: sandboxPayBody, response: { 200: checkoutSuccessSchema } } },
    async (request) => sandboxPay(deps, sandbox, request.body),
  );

  app.post(
    '/payments/sandbox/fail',
    { schema: { body: sandboxFailBody, response: { 200: checkoutFailureSchema } } },
    async (request) => sandboxFail(deps, sandbox, request.body, request.ip),
  );
};
