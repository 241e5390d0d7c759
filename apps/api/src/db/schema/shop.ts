import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { graduations } from './graduations';
import { students } from './students';

/** Complementary photo types a measure may lead to (spec B §3 photo types). */
export const COMPLEMENTARY_KINDS = ['quadro', 'convite', 'produto'] as const;

/** What a measure delivers (decision 116), as the domain's MEASURE_KINDS: file, print, or both. */
export const MEASURE_KINDS = ['digital', 'impressa', 'digital+impressa'] as const;

/**
 * A measure of GET perfil/valores-fotos (spec B §3): the producer's catalogue when `graduation_id` is null,
 * a graduation's own row (price, name, or `active = false` to hide it) when set. A graduation's row wins
 * over the catalogue's of the same slug. Money in centavos.
 */
export const measures = pgTable(
  'measures',
  {
    id: serial('id').primaryKey(),
    graduationId: integer('graduation_id').references(() => graduations.id),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** The producer's choice; no default, so no size is ever digital by omission (decision 116). */
    kind: text('kind', { enum: MEASURE_KINDS }).notNull(),
    priceCents: integer('price_cents').notNull().default(0),
    /** How many complementary photos the measure needs. */
    complementaryCount: integer('complementary_count').notNull().default(0),
    /** The complementary photo types it offers, of COMPLEMENTARY_KINDS, in menu order. */
    complementaryTypes: text('complementary_types').array().notNull().default(sql`'{}'::text[]`),
    position: integer('position').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('measures_global_slug_idx').on(t.slug).where(sql`${t.graduationId} is null`),
    uniqueIndex('measures_graduation_slug_idx')
      .on(t.graduationId, t.slug)
      .where(sql`${t.graduationId} is not null`),
    check('measures_price_check', sql`${t.priceCents} >= 0 and ${t.complementaryCount} >= 0`),
    check('measures_kind_check', sql`${t.kind} in ('digital', 'impressa', 'digital+impressa')`),
  ],
);

/**
 * A product of GET produtos/listar (spec B §2.11, §3): for every class when `graduation_id` is null, for
 * one graduation otherwise. Its image lives in storage under `image_key`. Money in centavos.
 */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    graduationId: integer('graduation_id').references(() => graduations.id),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    priceCents: integer('price_cents').notNull(),
    complementaryCount: integer('complementary_count').notNull().default(0),
    imageKey: text('image_key'),
    position: integer('position').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('products_graduation_idx').on(t.graduationId, t.position, t.id),
    check('products_price_check', sql`${t.priceCents} >= 0 and ${t.complementaryCount} >= 0`),
  ],
);

/**
 * A student's complementary choice (spec B §3, §4.1 items 5–6; spec A §7 POST /complementar): one per type,
 * and for 'produto' one per product line it complements (`relative`, '' for none).
 */
export const complementaryChoices = pgTable(
  'complementary_choices',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    kind: text('kind', { enum: COMPLEMENTARY_KINDS }).notNull(),
    relative: text('relative').notNull().default(''),
    /** [{ caminho, nome? }]: the photos chosen, as the album showed them. */
    content: jsonb('content').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('complementary_choices_student_idx').on(t.studentId, t.kind, t.relative)],
);

/** The open cart saved on the server (spec B §7 /cache/{type}): one per student and type, in centavos. */
export const cartCache = pgTable(
  'cart_cache',
  {
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    type: text('type', { enum: ['cart'] }).notNull(),
    /** The cart lines in the domain's shape (money in centavos), checked when they came in. */
    content: jsonb('content').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.studentId, t.type] })],
);
