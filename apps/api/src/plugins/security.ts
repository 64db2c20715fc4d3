import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { Config } from '../config';

/** The spec's local development ports for the web app. */
const devOrigins = [5173, 5175, 3000, 8080].flatMap((port) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`]);

export async function registerSecurity(app: FastifyInstance, config: Config): Promise<void> {
  // Built once: the headers are the same on every answer (a helmet per request re-reads the policy each time).
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'", 'https://checkout.razorpay.com'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'https://*.razorpay.com'],
        frameSrc: ["'self'", 'https://api.razorpay.com', 'https://checkout.razorpay.com'],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        objectSrc: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  app.addHook('onRequest', (request, reply, done) => {
    // No API answer is kept by a browser or proxy: most carry someone's data (exports and invoice
    // PDFs included) or tokens. A public route may say otherwise for itself.
    if (request.url.startsWith('/api/')) void reply.header('cache-control', 'no-store');
    securityHeaders(request.raw, reply.raw, () => done());
  });
  const allowed = new Set([...config.corsOrigins, ...(config.env === 'development' ? devOrigins : [])]);
  await app.register(cors, {
    origin: (origin, cb) => cb(null, !origin || allowed.has(origin)),
    credentials: true,
  });
}
