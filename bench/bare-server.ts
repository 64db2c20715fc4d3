/**
 * The bare node:http ceiling, in processes of its own: as many workers as the app runs by default,
 * each answering the body the bench sent; the primary answers the port once every worker listens.
 */
import cluster from 'node:cluster';
import { once } from 'node:events';
import http from 'node:http';
import { defaultWorkers } from '../apps/api/src/config';
import { freePort } from '../apps/api/test/server-process';

interface Serve {
  body: string;
  port: number;
}

if (cluster.isPrimary) {
  process.once('message', (body: string) => {
    void freePort().then((port) => {
      const workers = Array.from({ length: defaultWorkers() }, () => cluster.fork());
      let listening = 0;
      for (const worker of workers) {
        worker.send({ body, port } satisfies Serve);
        worker.once('listening', () => {
          if (++listening === workers.length) process.send!(port);
        });
      }
      process.once('SIGTERM', () => {
        const ended = workers.map((worker) => once(worker, 'exit'));
        for (const worker of workers) worker.process.kill('SIGTERM');
        void Promise.all(ended).then(() => process.exit(0));
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
