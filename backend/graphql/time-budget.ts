import { MapperKind, mapSchema } from '@graphql-tools/utils';
import { defaultFieldResolver, type GraphQLFieldResolver, type GraphQLSchema } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { MagentoError } from '../errors.ts';

/**
 * How long one request may run its resolvers before it lets the others in. The database calls are synchronous, so
 * a request that never gives the thread back holds every other request behind it, however small they are.
 */
const SLICE_MS = 10;

/**
 * The time one GraphQL request may spend resolving, and its share of the thread. The budget counts the request's
 * own slices, not the time it waits for its turns: on a busy server every request waits longer, and only one that
 * asks for much work runs out.
 */
export class TimeBudget {
  readonly limitMs: number;
  private spentMs = 0;
  private sliceStart: number;
  private turn: Promise<void> | null = null;

  constructor(limitMs: number, now = performance.now()) {
    this.limitMs = limitMs;
    this.sliceStart = now;
  }

  get expired(): boolean {
    return this.spentMs + (performance.now() - this.sliceStart) > this.limitMs;
  }

  /** Whether this request has held the thread for a whole slice. */
  get sliceUsed(): boolean {
    return performance.now() - this.sliceStart > SLICE_MS;
  }

  /**
   * This request's next slice: it comes after whatever else is ready to run (other requests' reads and
   * resolvers). Every resolver waiting shares that one turn, each checking the slice again before it runs.
   */
  nextTurn(): Promise<void> {
    if (!this.turn) {
      this.spentMs += performance.now() - this.sliceStart;
      this.turn = new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
        this.turn = null;
        this.sliceStart = performance.now();
      });
    }
    return this.turn;
  }

  exceeded(): MagentoError {
    return new MagentoError(503, 'The query ran longer than its time budget of %1 ms. Ask for less in one request.', [this.limitMs], {
      category: 'graphql',
    });
  }
}

interface BudgetContext {
  timeBudget?: TimeBudget;
}

/** Each request's execution gets a budget of `limitMs`, in its context. */
export function useTimeBudget(limitMs: number): Plugin<BudgetContext> {
  return {
    onExecute({ extendContext }) {
      extendContext({ timeBudget: new TimeBudget(limitMs) });
    },
  };
}

function budgeted(resolve: GraphQLFieldResolver<unknown, BudgetContext>): GraphQLFieldResolver<unknown, BudgetContext> {
  return (source, args, context, info) => {
    const budget = context?.timeBudget;
    if (!budget) return resolve(source, args, context, info);
    // Checked and run in one step: graphql-js starts all the fields of a level at once, and a check made in one
    // microtask with the run in a later one would let every waiting field run in the same turn.
    const attempt = (): unknown => {
      if (budget.expired) throw budget.exceeded();
      if (budget.sliceUsed) return budget.nextTurn().then(attempt);
      return resolve(source, args, context, info);
    };
    return attempt();
  };
}

/**
 * Every field of the schema checks the request's budget before it resolves: past the budget it answers the
 * budget's error (the fields already resolved are kept, as with any field error), and after a slice it first lets
 * the other requests run. Fields without a resolver of their own are checked too: their values may be computed
 * when read.
 */
export function withTimeBudget(schema: GraphQLSchema): GraphQLSchema {
  return mapSchema(schema, {
    [MapperKind.OBJECT_FIELD]: (field) => ({
      ...field,
      resolve: budgeted((field.resolve ?? defaultFieldResolver) as GraphQLFieldResolver<unknown, BudgetContext>),
    }),
  });
}
