import { answerMemo } from '../../lib/answer-memo';

/** Students whose last order list a process keeps; most students have a handful of orders. */
export const ORDERS_LIST_MEMO_SIZE = 500;
/** And at most this many bytes of answers (~1.1 kB per order: 23 kB for 20 orders, ~575 kB for 500). */
export const ORDERS_LIST_MEMO_BYTES = 16 * 1024 * 1024;

/**
 * The serialized order list of each recent student (UTF-8 bytes, so no call encodes it again), kept beside
 * the digest of the rows it was built from (decision 86, bench 46). The list's statement runs on every call
 * and returns that digest, an md5 of every column the list reads (stages and who set them, payment,
 * tracking code, values, lines, the newest charge), and the answer is a function of those rows alone; so
 * the mapping and the serialization are skipped only when the database holds exactly what the kept answer
 * was built from. Least recently used entries leave first, past `size` students or `bytes` of answers.
 */
export function ordersListMemo(size = ORDERS_LIST_MEMO_SIZE, bytes = ORDERS_LIST_MEMO_BYTES) {
  return answerMemo<number, string, Buffer>({ count: size, bytes });
}
