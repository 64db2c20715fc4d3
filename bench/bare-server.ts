/** The bare node:http ceiling, in a process of its own: answers the body it was sent, then its port. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

process.once('message', (body: string) => {
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    response.end(body);
  });
  server.listen(0, '127.0.0.1', () => process.send!((server.address() as AddressInfo).port));
  process.once('SIGTERM', () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });
});
