/**
 * GraphQL Code Generator: TypeScript types and typed document nodes for every operation the storefront sends
 * (src/lib/commerce/operations), from Magento 2.4.4's storefront SDL merged with Magento 2.4.7's attribute additions
 * and our custom modules' SDL.
 * `npm run generate:graphql` writes src/lib/commerce/generated/; the output is committed, and
 * tests/unit/src/lib/commerce/generated/codegen.test.ts fails when it is stale.
 */
import type { CodegenConfig } from '@graphql-codegen/cli';

export const GENERATED_DIR = 'src/lib/commerce/generated/';

const config: CodegenConfig = {
  // backend/graphql/schema.ts SCHEMA_FILES, in its order.
  schema: ['backend/graphql/magento-2.4.4-storefront.graphql', 'backend/graphql/magento-2.4.7-attributes.graphql', 'backend/graphql/custom.graphql'],
  documents: ['src/lib/commerce/operations/**/*.ts'],
  ignoreNoDocuments: false,
  generates: {
    [GENERATED_DIR]: {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        onlyOperationTypes: true,
        skipTypename: true,
        mergeFragmentTypes: true,
        inlineFragmentTypes: 'combine',
        documentMode: 'documentNode',
        importExtension: '.ts',
      },
    },
  },
};

export default config;
