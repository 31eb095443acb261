import type { IncomingMessage, ServerResponse } from 'node:http';
import type { GraphQLError } from 'graphql';
import { createGraphQLError, createYoga, type Plugin } from 'graphql-yoga';
import type { BackendConfig } from '../config.ts';
import { MagentoError, renderMessage } from '../errors.ts';
import { readBody } from '../http/body.ts';
import type { RequestContext } from '../http/context.ts';
import { applyCors } from '../http/cors.ts';
import type { CachedResponse, GraphqlRequestBody, GraphqlResponseCache } from './response-cache.ts';
import { useQueryLimits } from './query-limits.ts';
import { createSchema } from './schema.ts';
import { useTimeBudget, withTimeBudget } from './time-budget.ts';

/** Magento's `extensions.category` for a failure reported with an HTTP-like status. */
const CATEGORY_BY_STATUS: Record<number, string> = {
  401: 'graphql-authorization',
  403: 'graphql-authorization',
  404: 'graphql-no-such-entity',
};

/**
 * GraphQLError by name, not instanceof: graphql-yoga may load graphql's CommonJS build while this file gets the ESM
 * build (e.g. under Vitest), and errors from one are not instances of the other's class.
 */
function isGraphqlError(error: unknown): error is GraphQLError {
  return error instanceof Error && error.name === 'GraphQLError';
}

/** Built with yoga's own factory so yoga recognises the error (and answers 200/400, not 500) whichever graphql build loaded. */
function withCategory(error: GraphQLError, message: string, category: string, extensions: Record<string, unknown> = {}): GraphQLError {
  return createGraphQLError(message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    extensions: { ...error.extensions, ...extensions, category },
  });
}

/** The error's own category when it names one (e.g. `graphql-authentication`), else the one of its status. */
const categoryOf = (error: MagentoError) =>
  typeof error.extensions.category === 'string' ? error.extensions.category : (CATEGORY_BY_STATUS[error.status] ?? 'graphql-input');

/**
 * Magento-shaped errors, nothing else leaves the server: a MagentoError thrown by a resolver becomes its message
 * with the matching `extensions.category`; parse, validation and variable errors (the client's input) get
 * `graphql-input`; anything unexpected becomes a bare "Internal server error" without stack or cause.
 */
export function toMagentoGraphqlError(error: unknown): Error {
  if (isGraphqlError(error)) {
    const original = error.originalError;
    if (original instanceof MagentoError) {
      return withCategory(error, renderMessage(original), categoryOf(original), original.extensions);
    }
    if (original === undefined || original === null || isGraphqlError(original)) {
      const source = isGraphqlError(original) ? original : error;
      return source.extensions?.category ? source : withCategory(source, source.message, 'graphql-input');
    }
  }
  if (error instanceof MagentoError) {
    return createGraphQLError(renderMessage(error), { extensions: { ...error.extensions, category: categoryOf(error) } });
  }
  // Where it failed (path, locations) helps the client's developer; what failed (message, stack) stays here.
  const where = isGraphqlError(error) ? { nodes: error.nodes, source: error.source, positions: error.positions, path: error.path } : {};
  return createGraphQLError('Internal server error', { ...where, extensions: { category: 'internal' } });
}

/** Validation errors (unknown field, wrong argument type) are the client's input too: tag them like Magento. */
const categoriseValidationErrors: Plugin = {
  onValidate: () => ({ valid, result, setResult }) => {
    if (!valid) setResult(result.map((error) => (error.extensions?.category ? error : withCategory(error, error.message, 'graphql-input'))));
  },
};

/** The `{query, operationName, variables}` of a JSON POST body, or null when it is not one. */
function requestBodyOf(raw: Buffer, contentType: string | undefined): GraphqlRequestBody | null {
  if (!contentType?.includes('json')) return null;
  try {
    const body = JSON.parse(raw.toString('utf8')) as Record<string, unknown> | null;
    if (typeof body?.query !== 'string') return null;
    const operationName = typeof body.operationName === 'string' ? body.operationName : null;
    return { query: body.query, operationName, variables: body.variables ?? null };
  } catch {
    return null;
  }
}

async function toCachedResponse(response: Response): Promise<CachedResponse> {
  const headers: Array<[string, string]> = [];
  response.headers.forEach((value, name) => {
    if (name !== 'content-length') headers.push([name, value]);
  });
  return { status: response.status, headers, body: Buffer.from(await response.arrayBuffer()) };
}

function send(res: ServerResponse, response: CachedResponse, cache: 'HIT' | 'MISS' | null): void {
  res.statusCode = response.status;
  for (const [name, value] of response.headers) res.setHeader(name, value);
  res.setHeader('content-length', response.body.length);
  // Magento's full-page-cache debug header, telling a developer (and the tests) whether the answer was cached.
  if (cache) res.setHeader('x-magento-cache-debug', cache);
  res.end(response.body);
}

/**
 * GraphQL over POST and GET at `/graphql`. An anonymous POST is read here first, so that a catalogue query can
 * be answered from the response cache (see response-cache.ts); everything else goes straight to yoga.
 */
export function createGraphqlHandler(config: BackendConfig, responseCache: GraphqlResponseCache) {
  const yoga = createYoga<RequestContext>({
    schema: withTimeBudget(createSchema()),
    graphqlEndpoint: '/graphql',
    graphiql: config.mode === 'development',
    landingPage: false,
    // Cross-origin access is decided per request (http/cors.ts), before an answer is read from the cache or made.
    cors: false,
    maskedErrors: {
      isDev: false,
      maskError: (error) => {
        const masked = toMagentoGraphqlError(error);
        if (!config.quiet && isGraphqlError(masked) && masked.extensions.category === 'internal') {
          console.error('[backend] unexpected GraphQL error', error);
        }
        return masked;
      },
    },
    plugins: [useQueryLimits(config.graphqlLimits), categoriseValidationErrors, useTimeBudget(config.graphqlTimeBudgetMs)],
    logging: config.quiet ? false : 'warn',
  });
  return async (req: IncomingMessage, res: ServerResponse, context: RequestContext) => {
    applyCors(req, res, config.corsOrigins);
    // A preflight is answered here, with or without the CORS headers above: the browser decides from them.
    if (req.method === 'OPTIONS') return void res.writeHead(204, { 'content-length': '0' }).end();
    if (req.method !== 'POST' || req.headers.authorization) return yoga.handle(req, res, context);
    const raw = await readBody(req);
    // The raw body holds the operation, query and variables: a hit is found without parsing anything.
    const key = responseCache.key({ storeId: context.store.id, baseUrl: context.baseUrl, accept: req.headers.accept ?? '', body: raw.toString('utf8') });
    const cached = responseCache.get(key);
    if (cached) return send(res, cached, 'HIT');
    const run = async () => {
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) {
        if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
      }
      const request = new Request(`http://backend.local${req.url ?? '/graphql'}`, { method: 'POST', headers, body: new Uint8Array(raw) });
      return toCachedResponse(await yoga.handleRequest(request, context));
    };
    const body = requestBodyOf(raw, req.headers['content-type']);
    if (!body || !responseCache.isCacheable(body)) return send(res, await run(), null);
    const { response, hit } = await responseCache.answer(key, run);
    send(res, response, hit ? 'HIT' : 'MISS');
  };
}
