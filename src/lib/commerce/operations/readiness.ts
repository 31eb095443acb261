/** The smallest question the GraphQL endpoint answers: whether it is there at all (`GET /readyz`). */
import { gql } from 'graphql-request';

export const READINESS_QUERY = gql`
  query Readiness {
    __typename
  }
`;
