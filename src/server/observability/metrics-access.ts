/**
 * Who may read `GET /metrics`: a client on this machine talking to the server directly, or anyone showing
 * `Authorization: Bearer $METRICS_TOKEN`. A request a proxy on this machine forwards (it names the client in
 * `X-Forwarded-For` or `Forwarded`) comes from outside and needs the token like any other.
 */
import { timingSafeEqual } from 'node:crypto';

const LOOPBACK = /^(?:127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Whether the request may read the metrics. `socketAddress` is the connection's peer, `token` METRICS_TOKEN. */
export function mayReadMetrics(request: Request, socketAddress: string | null, token: string | undefined = process.env.METRICS_TOKEN): boolean {
  const bearer = /^Bearer (.+)$/.exec(request.headers.get('authorization') ?? '')?.[1];
  if (token && bearer) return sameSecret(bearer, token);
  const forwarded = request.headers.has('x-forwarded-for') || request.headers.has('forwarded');
  return !forwarded && socketAddress !== null && LOOPBACK.test(socketAddress);
}
