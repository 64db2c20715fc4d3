/**
 * The bare node:http ceiling, in processes of its own as the app runs: a primary and one worker
 * (decision 027), answering the body the bench sent; the primary answers the port once it listens.
 */
import cluster from 'node:cluster';
import { once } from 'node:events';
import http from 'node:http';
import { freePort } from '../apps/api/test/server-process';

interface Serve {
  body: string;
  port: number;
}

if (cluster.isPrimary) {
  process.once('message', (body: string) => {
    void freePort().then((port) => {
      const worker = cluster.fork();
      worker.send({ body, port } satisfies Serve);
      worker.once('listening', () => process.send!(port));
      process.once('SIGTERM', () => {
        const ended = once(worker, 'exit');
        worker.process.kill('SIGTERM');
        void ended.then(() => process.exit(0));
      });
    });
  });
} else {
  process.once('message', ({ body, port }: Serve) => {
    const server = http.createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      response.end(body);
    });
    server.listen(port, '127.0.0.1');
    process.once('SIGTERM', () => {
      server.close(() => process.exit(0));
      server.closeAllConnections();
    });
  });
}
