/**
 * An in-memory cache of anonymous catalogue GraphQL answers (products, categories, brands), keyed by store view,
 * media base URL, Accept and the request body (operation, query and variables). A category page's query is answered from memory
 * instead of being parsed, validated and run again: `npm run bench:backend` measures it.
 *
 * - Only queries whose every root field is a catalogue field are cached; a request with `Authorization`, a
 *   mutation, or any cart, customer or CMS field is never looked up or stored.
 * - Entries live at most TTL_MS and never past the next sale start or end (a price shown changes then).
 * - `clear()` runs after every admin change, before the storefronts are told: an answer computed before the
 *   change is never stored after it, and a request after it never joins one still running.
 */
import { Kind, parse, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import { LRUCache } from 'lru-cache';
import { pricesValidUntil } from '../catalog/sale-boundary.ts';
import type { Database } from '../db/database.ts';

/**
 * Root fields whose answer depends only on the catalogue, the store view and the arguments. URL resolution is one:
 * every page of a Magento client starts with `route(url)`; the CMS pages it may answer change only with a release.
 */
const CATALOGUE_FIELDS = new Set(['products', 'categoryList', 'categories', 'category', 'route', 'urlResolver', 'getBrands', '__typename']);
export const TTL_MS = 60_000;

export interface CachedResponse {
  status: number;
  headers: Array<[string, string]>;
  body: Buffer;
}

export interface GraphqlRequestBody {
  query: string;
  operationName: string | null;
  variables: unknown;
}

/** The operation a request runs: the named one, or the only one. */
function operationOf(document: DocumentNode, name: string | null): OperationDefinitionNode | null {
  const operations = document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  if (name === null) return operations.length === 1 ? operations[0]! : null;
  return operations.find((operation) => operation.name?.value === name) ?? null;
}

export class GraphqlResponseCache {
  private readonly db: Database;
  private readonly now: () => number;
  private readonly entries = new LRUCache<string, CachedResponse>({
    max: 2000,
    maxSize: 64 * 1024 * 1024,
    sizeCalculation: (value, key) => value.body.length + key.length,
  });
  private readonly inFlight = new Map<string, Promise<CachedResponse>>();
  private readonly cacheable = new LRUCache<string, boolean>({ max: 500 });
  private generation = 0;

  constructor(db: Database, now: () => number = Date.now) {
    this.db = db;
    this.now = now;
  }

  /** True for a query whose every root field is a catalogue field (parsed once per distinct query). */
  isCacheable(body: GraphqlRequestBody): boolean {
    const memoKey = `${body.operationName ?? ''}\n${body.query}`;
    let answer = this.cacheable.get(memoKey);
    if (answer === undefined) {
      answer = false;
      try {
        const operation = operationOf(parse(body.query), body.operationName);
        answer =
          operation?.operation === 'query' &&
          operation.selectionSet.selections.every((selection) => selection.kind === Kind.FIELD && CATALOGUE_FIELDS.has(selection.name.value));
      } catch {
        // Not GraphQL: yoga answers the syntax error, which is not cached.
      }
      this.cacheable.set(memoKey, answer);
    }
    return answer;
  }

  /** The key of a request: its store view, media base URL, Accept and raw JSON body (operation, query, variables). */
  key(parts: { storeId: number; baseUrl: string; accept: string; body: string }): string {
    return `${parts.storeId}\n${parts.baseUrl}\n${parts.accept}\n${parts.body}`;
  }

  get(key: string): CachedResponse | undefined {
    return this.entries.get(key);
  }

  /**
   * The cached answer for `key`, else `compute()`'s, stored when it is a success. Concurrent misses of one key
   * share one computation.
   */
  async answer(key: string, compute: () => Promise<CachedResponse>): Promise<{ response: CachedResponse; hit: boolean }> {
    const cached = this.entries.get(key);
    if (cached) return { response: cached, hit: true };
    let pending = this.inFlight.get(key);
    if (!pending) {
      const generation = this.generation;
      const computing: Promise<CachedResponse> = compute()
        .then((response) => {
          const ttl = this.ttl();
          if (generation === this.generation && ttl > 0 && isSuccess(response)) this.entries.set(key, response, { ttl });
          return response;
        })
        .finally(() => {
          if (this.inFlight.get(key) === computing) this.inFlight.delete(key);
        });
      pending = computing;
      this.inFlight.set(key, pending);
    }
    return { response: await pending, hit: false };
  }

  /** Forgets every answer, and every computation that started before now. */
  clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.inFlight.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  /** How long an answer computed now may be kept: never past the next sale start or end (a price shown changes then). */
  private ttl(): number {
    const now = this.now();
    return Math.min(TTL_MS, pricesValidUntil(this.db, now) - now);
  }
}

function isSuccess(response: CachedResponse): boolean {
  if (response.status !== 200) return false;
  try {
    return !('errors' in (JSON.parse(response.body.toString('utf8')) as object));
  } catch {
    return false;
  }
}
