import { integer, pgTable, primaryKey, smallint } from 'drizzle-orm/pg-core';

/**
 * How many placed orders of a class wait on each board column (orders.board_stage), kept by migration 0037's
 * triggers in the transaction that changes the order (decision 143): the board reads these rows instead of
 * counting the orders. Written only by the triggers.
 */
export const orderBoardCounts = pgTable(
  'order_board_counts',
  {
    graduationId: integer('graduation_id').notNull(),
    boardStage: smallint('board_stage').notNull(),
    orders: integer('orders').notNull(),
  },
  (t) => [primaryKey({ name: 'order_board_counts_pkey', columns: [t.graduationId, t.boardStage] })],
);
