import type { IncomingMessage, ServerResponse } from 'node:http';
import { createYoga } from 'graphql-yoga';
import type { BackendConfig } from '../config.ts';
import type { RequestContext } from '../http/context.ts';
import { createSchema } from './schema.ts';

/** GraphQL over POST and GET at `/graphql`; unexpected errors are masked (no stack traces leave the server). */
export function createGraphqlHandler(config: BackendConfig) {
  const yoga = createYoga<RequestContext>({
    schema: createSchema(),
    graphqlEndpoint: '/graphql',
    graphiql: config.mode === 'development',
    landingPage: false,
    maskedErrors: true,
    logging: config.quiet ? false : 'warn',
  });
  return (req: IncomingMessage, res: ServerResponse, context: RequestContext) => yoga.handle(req, res, context);
}
