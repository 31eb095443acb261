/**
 * The middleware: the steps every request meets, in order. Each is a function of src/server with its own test
 * (tests/unit/src/server/…); this file only runs them.
 *
 *  1. `timeRequest`          middleware/request-timing.ts    Server-Timing, the metrics, the status's standard phrase
 *  2. `refuseCrossSitePost`  security/origin-check.ts        a cross-site form post is a 403
 *  3. `routeLocale`          middleware/locale-routing.ts    unprefixed paths and the switcher's flag redirect
 *  4. `guardPage`            guards.ts                       the account without a session, checkout without one
 *  5. `openRequestContext`   middleware/open-request-context.ts  `Astro.locals`: locale, shopper, request id,
 *                                                            deadline, commerce client (the one place they are read)
 *  6. `answerAction`         middleware/answer-action.ts     an Action: an island's, or a page's plain form (303)
 *     or `renderPage`        middleware/render-page.ts       a page: a form's result, the render or the 503 page,
 *                                                            personal pages kept out of every cache
 *  7. `withSecurityHeaders`  middleware/security-headers.ts  the Content-Security-Policy and hardening headers, on
 *                                                            every answer, with the request's id
 *
 * Only types come from 'astro', so unit tests import this file without Astro's virtual modules.
 */
import type { MiddlewareHandler } from 'astro';
import { ownInlineCode } from './components/layout/inline-code.ts';
import { isActionRequest, inspectActionBody } from './server/action-requests.ts';
import { guardPage } from './server/guards.ts';
import { routeConsoleToLog } from './server/logging/console-log.ts';
import { logger } from './server/logging/logger.ts';
import { REQUEST_ID_HEADER, requestIdFrom } from './server/logging/request-id.ts';
import { answerAction } from './server/middleware/answer-action.ts';
import { routeLocale } from './server/middleware/locale-routing.ts';
import { openRequestContext } from './server/middleware/open-request-context.ts';
import { renderPage } from './server/middleware/render-page.ts';
import { timeRequest } from './server/middleware/request-timing.ts';
import { withSecurityHeaders, type InlineCode } from './server/middleware/security-headers.ts';
import './server/observability/commerce-metrics.ts';
import { clientAddressOf } from './server/request.ts';
import { refuseCrossSitePost } from './server/security/origin-check.ts';
import { isHttpsRequest } from './server/security/strict-transport-security.ts';
import { readShopper } from './server/shopper/build-request-context.ts';
import { currentRequestId, inRequestScope } from './server/shopper/request-scope.ts';

// In production every line the server writes is a structured log line carrying its request's id.
if (import.meta.env.PROD) routeConsoleToLog(logger(), currentRequestId);

let ownCode: InlineCode | undefined;

export const onRequest: MiddlewareHandler = (context, next) =>
  timeRequest(context, async () => {
    const { url, request, cookies } = context;
    // The socket's peer decides whether the forwarded scheme and addresses are believed (forwarded-request.ts).
    const peer = clientAddressOf(context);
    const security = { isHttps: isHttpsRequest(url, request, peer), isDev: import.meta.env.DEV, ownCode: (ownCode ??= ownInlineCode()) };

    const shopper = readShopper(cookies);
    const turnedAway = refuseCrossSitePost(request, url, peer) ?? routeLocale(context, security.isHttps) ?? guardPage(url, shopper.token !== null);
    if (turnedAway) return withSecurityHeaders(turnedAway, security);

    // An Action's body may name the shopper's language; one that cannot be read is answered in it.
    const actionBody = isActionRequest(url, request.method) ? await inspectActionBody(request) : null;
    const requestContext = openRequestContext(context, shopper, actionBody, peer);
    const requestId = requestContext.requestId ?? requestIdFrom(request.headers.get(REQUEST_ID_HEADER));
    return inRequestScope(request, requestContext, async () => {
      const extra = { 'X-Request-Id': requestId };
      if (actionBody) return withSecurityHeaders(await answerAction(context, next, actionBody, requestContext.locale), { ...security, extra });
      const { response, pageStyleHashes } = await renderPage(context, next, { requestId, commerce: requestContext.commerce });
      return withSecurityHeaders(response, { ...security, extra, pageStyleHashes });
    });
  });
