/**
 * The reason phrase of a response's status line. Astro keeps `statusText: 'OK'` on a page that sets only
 * `Astro.response.status` (a bare `/en/payment/status` answered `400 OK`), and an Action's error page carries the
 * error's code (`400 BAD_REQUEST`). Every answer goes out with the standard phrase of its status instead.
 */
const REASON_PHRASES: Record<number, string> = {
  200: 'OK', 201: 'Created', 202: 'Accepted', 204: 'No Content',
  301: 'Moved Permanently', 302: 'Found', 303: 'See Other', 304: 'Not Modified', 307: 'Temporary Redirect', 308: 'Permanent Redirect',
  400: 'Bad Request', 401: 'Unauthorized', 403: 'Forbidden', 404: 'Not Found', 405: 'Method Not Allowed', 406: 'Not Acceptable',
  409: 'Conflict', 410: 'Gone', 413: 'Payload Too Large', 415: 'Unsupported Media Type', 422: 'Unprocessable Entity',
  429: 'Too Many Requests', 500: 'Internal Server Error', 502: 'Bad Gateway', 503: 'Service Unavailable', 504: 'Gateway Timeout',
};

export function withStandardStatusText(response: Response): Response {
  // A status without a phrase here gets none: the server then writes the standard one.
  const standard = REASON_PHRASES[response.status] ?? '';
  // No text (the server then writes the standard one) or the right one: nothing to mend.
  if (!response.statusText || response.statusText === standard) return response;
  return new Response(response.body, { status: response.status, statusText: standard, headers: response.headers });
}
