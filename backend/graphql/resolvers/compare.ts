import { z } from 'zod';
import { fromUid } from '../../catalog/uid.ts';
import { productViews } from '../../catalog/product-view.ts';
import { toGraphqlCompareList } from '../../compare/graphql-shapes.ts';
import {
  addToList, assignToCustomer, createList, customerList, deleteList, MAX_COMPARED, removeFromList, usableList, type CompareListRow,
} from '../../compare/lists.ts';
import { requireCustomerForGraphql } from '../../customers/authorization.ts';
import { transaction } from '../../db/database.ts';
import type { RequestContext } from '../../http/context.ts';
import { parseInput } from '../../input.ts';
import type { Resolvers } from '../resolver-map.ts';

/** A product as Magento's compare operations name it: its numeric id (a uid is taken too, as some clients send it). */
const productId = z
  .union([z.string().max(20), z.number().int()])
  .transform((value, context) => {
    const text = String(value).trim();
    const id = /^\d{1,10}$/.test(text) ? Number(text) : fromUid(text);
    if (id === null || id < 1) {
      context.addIssue({ code: 'custom', message: `Invalid value of "${text.slice(0, 20)}" provided for the products field.` });
      return z.NEVER;
    }
    return id;
  });
const products = z.array(productId).max(MAX_COMPARED * 2);
const uid = z.string().trim().min(1).max(64);

const createArgs = z.object({ input: z.object({ products: products.nullish() }).nullish() });
const changeArgs = z.object({ input: z.object({ uid, products: products.min(1) }) });
const uidArgs = z.object({ uid });

const listShape = (ctx: RequestContext, list: CompareListRow) =>
  toGraphqlCompareList(ctx.db, ctx.store.id, list, (ids) => productViews({ db: ctx.db, storeId: ctx.store.id, baseUrl: ctx.baseUrl, now: new Date(ctx.now) }, ids));

/** Magento's compare list operations: guests by the list's uid, customers on their one list (`customer.compare_list`). */
export const compareResolvers: Resolvers = {
  Customer: {
    compare_list: (_: unknown, __: unknown, ctx: RequestContext) => {
      const list = customerList(ctx.db, requireCustomerForGraphql(ctx));
      return list ? listShape(ctx, list) : null;
    },
  },
  Query: {
    compareList: (_: unknown, args: unknown, ctx: RequestContext) => listShape(ctx, usableList(ctx.db, parseInput(uidArgs, args).uid, ctx.customerId)),
  },
  Mutation: {
    /** A guest gets a new list; a customer their own list (made on first use), with the products added. */
    createCompareList: (_: unknown, args: unknown, ctx: RequestContext) => {
      const { input } = parseInput(createArgs, args);
      const now = new Date(ctx.now);
      const list = transaction(ctx.db, () => {
        const made = (ctx.customerId === null ? null : customerList(ctx.db, ctx.customerId)) ?? createList(ctx.db, ctx.customerId, now);
        if (input?.products?.length) addToList(ctx.db, made, input.products, now);
        return made;
      });
      return listShape(ctx, list);
    },
    addProductsToCompareList: (_: unknown, args: unknown, ctx: RequestContext) => {
      const { input } = parseInput(changeArgs, args);
      const list = usableList(ctx.db, input.uid, ctx.customerId);
      addToList(ctx.db, list, input.products, new Date(ctx.now));
      return listShape(ctx, list);
    },
    removeProductsFromCompareList: (_: unknown, args: unknown, ctx: RequestContext) => {
      const { input } = parseInput(changeArgs, args);
      const list = usableList(ctx.db, input.uid, ctx.customerId);
      removeFromList(ctx.db, list, input.products, new Date(ctx.now));
      return listShape(ctx, list);
    },
    deleteCompareList: (_: unknown, args: unknown, ctx: RequestContext) => {
      deleteList(ctx.db, usableList(ctx.db, parseInput(uidArgs, args).uid, ctx.customerId));
      return { result: true };
    },
    /** The guest's list becomes the signed-in customer's (merged into theirs when they have one). */
    assignCompareListToCustomer: (_: unknown, args: unknown, ctx: RequestContext) => {
      const customerId = requireCustomerForGraphql(ctx);
      const list = usableList(ctx.db, parseInput(uidArgs, args).uid, customerId);
      const own = assignToCustomer(ctx.db, list, customerId, new Date(ctx.now));
      return { result: true, compare_list: listShape(ctx, own) };
    },
  },
};
