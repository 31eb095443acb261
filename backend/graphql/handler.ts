import type { IncomingMessage, ServerResponse } from 'node:http';
import type { GraphQLError } from 'graphql';
import { createGraphQLError, createYoga, type Plugin } from 'graphql-yoga';
import type { BackendConfig } from '../config.ts';
import { MagentoError, renderMessage } from '../errors.ts';
import type { RequestContext } from '../http/context.ts';
import { createSchema } from './schema.ts';

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

const categoryOf = (error: MagentoError) => CATEGORY_BY_STATUS[error.status] ?? 'graphql-input';

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
  return createGraphQLError('Internal server error', { extensions: { category: 'internal' } });
}

/** Validation errors (unknown field, wrong argument type) are the client's input too: tag them like Magento. */
const categoriseValidationErrors: Plugin = {
  onValidate: () => ({ valid, result, setResult }) => {
    if (!valid) setResult(result.map((error) => (error.extensions?.category ? error : withCategory(error, error.message, 'graphql-input'))));
  },
};

/** GraphQL over POST and GET at `/graphql`. */
export function createGraphqlHandler(config: BackendConfig) {
  const yoga = createYoga<RequestContext>({
    schema: createSchema(),
    graphqlEndpoint: '/graphql',
    graphiql: config.mode === 'development',
    landingPage: false,
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
    plugins: [categoriseValidationErrors],
    logging: config.quiet ? false : 'warn',
  });
  return (req: IncomingMessage, res: ServerResponse, context: RequestContext) => yoga.handle(req, res, context);
}
