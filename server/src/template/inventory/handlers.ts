// Handlers of the template's e-commerce inventory (`/api/apps/ecommerce/inventory/...`).
import type { OperationContext } from '../../contract/handler.ts';
import { typedHandlers } from '../contract-types.ts';
import { findById, mergeById, removeById, unlinkId } from '../records/list.ts';
import { blankProduct } from './blank-product.ts';
import { withNumbers } from './numeric-text.ts';
import { productsPage } from './products-page.ts';
import type { InventoryState, InventoryTag } from './types.ts';

const inventory = (ctx: Pick<OperationContext, 'state'>): InventoryState => ctx.state.template.inventory;

export const inventoryHandlers = typedHandlers({
  inventoryListCategories: (ctx) => inventory(ctx).categories,
  inventoryListBrands: (ctx) => inventory(ctx).brands,
  inventoryListVendors: (ctx) => inventory(ctx).vendors,
  inventoryListTags: (ctx) => inventory(ctx).tags,

  inventoryListProducts: (ctx) => productsPage(inventory(ctx).products, ctx.query),

  inventoryGetProduct: (ctx) => findById(inventory(ctx).products, ctx.query.id) ?? null,

  inventoryCreateProduct: (ctx) => {
    const product = blankProduct(ctx.services.newUuid());
    inventory(ctx).products.unshift(product);
    return product;
  },

  inventoryUpdateProduct: (ctx) => {
    const { id, product } = ctx.body;
    return mergeById(inventory(ctx).products, id, withNumbers(product));
  },

  inventoryDeleteProduct: (ctx) => {
    removeById(inventory(ctx).products, ctx.query.id, 'Product');
    return true;
  },

  inventoryCreateTag: (ctx) => {
    const created: InventoryTag = { title: ctx.body.tag.title, id: ctx.services.newUuid() };
    inventory(ctx).tags.unshift(created);
    return created;
  },

  inventoryUpdateTag: (ctx) => {
    const { id, tag } = ctx.body;
    // A sent id never re-keys the tag.
    return mergeById(inventory(ctx).tags, id, tag.title === undefined ? {} : { title: tag.title });
  },

  inventoryDeleteTag: (ctx) => {
    const state = inventory(ctx);
    const { id } = ctx.query;
    removeById(state.tags, id, 'Tag');
    for (const product of state.products) unlinkId(product.tags, id);
    return true;
  },
});
