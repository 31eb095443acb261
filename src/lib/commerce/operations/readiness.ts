/** The smallest question the GraphQL endpoint answers: whether it is there at all (`GET /readyz`). */
import { graphql } from '@/lib/commerce/generated/gql.ts';

export const READINESS_QUERY = graphql(`
  query Readiness {
    __typename
  }
`);
