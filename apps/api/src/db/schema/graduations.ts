import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Archived rows (decision 124) are hidden from students and from the back-office's pickers, and kept for
 * finance and audit. `archived_by` is a user (the foreign key is the migration's: users import this file).
 */
export const archiveColumns = () => ({
  archivedAt: timestamp('archived_at', { withTimezone: true }),
  archivedBy: integer('archived_by'),
});

export const institutions = pgTable('institutions', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  ...archiveColumns(),
});

/** Polos: an institution's campuses; only some institutions have them (spec B §2.6). */
export const campuses = pgTable(
  'campuses',
  {
    id: serial('id').primaryKey(),
    institutionId: integer('institution_id')
      .notNull()
      .references(() => institutions.id),
    name: text('name').notNull(),
    ...archiveColumns(),
  },
  (t) => [index('campuses_institution_idx').on(t.institutionId)],
);

/**
 * A graduation (formatura) and its contract settings: the AlFormDados of the specs. Money is centavos;
 * the interest rate is in hundredths of a percent.
 */
export const graduations = pgTable(
  'graduations',
  {
    id: serial('id').primaryKey(),
    institutionId: integer('institution_id')
      .notNull()
      .references(() => institutions.id),
    name: text('name').notNull(),
    ceremonyDate: date('ceremony_date'),
    ceremonyTime: text('ceremony_time'),
    venue: text('venue'),
    showDetails: boolean('show_details').notNull().default(true),
    registrationKey: text('registration_key').notNull(),
    vacancyLimit: integer('vacancy_limit').notNull().default(0),
    registeredCount: integer('registered_count').notNull().default(0),
    adjustmentCents: integer('adjustment_cents').notNull().default(0),
    priceTermCents: integer('price_term_cents').notNull().default(0),
    priceCashCents: integer('price_cash_cents').notNull().default(0),
    cashLimitDate: date('cash_limit_date'),
    interestFreeInstalments: integer('interest_free_instalments').notNull().default(1),
    cardLimitDate: date('card_limit_date'),
    interestRateBp: integer('interest_rate_bp').notNull().default(0),
    contractUrl: text('contract_url'),
    photosChildhood: integer('photos_childhood').notNull().default(0),
    photosTribute: integer('photos_tribute').notNull().default(0),
    photosLed: integer('photos_led').notNull().default(0),
    deliveryDays: integer('delivery_days').notNull().default(0),
    complementaryDeadline: date('complementary_deadline'),
    shirtDeadline: date('shirt_deadline'),
    minimumPaidPercent: integer('minimum_paid_percent').notNull().default(50),
    downloadPrinted: boolean('download_printed').notNull().default(false),
    allDigitalFree: boolean('all_digital_free').notNull().default(false),
    /** Complementary uploads are offered to this class (spec A §2). */
    complementaryEnabled: boolean('complementary_enabled').notNull().default(false),
    /** The self-registration link answers only while open (the producer closes it when the class is in). */
    registrationOpen: boolean('registration_open').notNull().default(true),
    /** The executive code the printed link carries (/sign/{key}/{exec}). */
    registrationExecutiveCode: text('registration_executive_code').notNull().default(''),
    /** Face search (decision 138): the producer's switch and the match threshold (schema/faces.ts). */
    faceSearchEnabled: boolean('face_search_enabled').notNull().default(false),
    faceMatchThreshold: real('face_match_threshold').notNull().default(0.5),
    /** A closed graduation keeps its data and its students' access; the back-office stops changing it. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    ...archiveColumns(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('graduations_registration_key_idx').on(t.registrationKey),
    index('graduations_institution_idx').on(t.institutionId),
    index('graduations_ceremony_idx').on(t.ceremonyDate, t.id),
    index('graduations_name_idx').on(t.name, t.id),
    // The vacancy limit holds in the database itself, whatever the application does (spec B §4.6).
    check(
      'graduations_vacancy_check',
      sql`${t.vacancyLimit} = 0 or ${t.registeredCount} <= ${t.vacancyLimit}`,
    ),
  ],
);

export const courses = pgTable(
  'courses',
  {
    id: serial('id').primaryKey(),
    graduationId: integer('graduation_id')
      .notNull()
      .references(() => graduations.id),
    name: text('name').notNull(),
    ...archiveColumns(),
  },
  (t) => [index('courses_graduation_idx').on(t.graduationId)],
);
