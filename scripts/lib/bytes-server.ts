/**
 * The benchmark's yardstick: a bare node:http server that answers every request with one fixed response
 * (status, headers and body read from a JSON file given as the first argument, body base64). It does nothing
 * per request but write, so it is the ceiling a cached page can approach. Prints its port on stdout.
 */
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';

const fixture = JSON.parse(readFileSync(process.argv[2] ?? '', 'utf8')) as {
  headers: Record<string, string>;
  body: string;
};
const body = Buffer.from(fixture.body, 'base64');
const headers = { ...fixture.headers, 'Content-Length': String(body.length) };

const server = createServer((_req, res) => {
  res.writeHead(200, headers);
  res.end(body);
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  console.log(typeof address === 'object' && address ? address.port : '');
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
process.on('disconnect', () => process.exit(0));
