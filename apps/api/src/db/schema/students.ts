import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { archiveColumns, campuses, courses, graduations } from './graduations';

/** A student's registration (cadastro): who they are, their address, flags and photo credits. */
export const students = pgTable(
  'students',
  {
    id: serial('id').primaryKey(),
    graduationId: integer('graduation_id')
      .notNull()
      .references(() => graduations.id),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id),
    campusId: integer('campus_id').references(() => campuses.id),
    firstName: text('first_name').notNull(),
    surname: text('surname').notNull(),
    email: text('email').notNull(),
    cpf: text('cpf').notNull(),
    phone: text('phone').notNull(),
    instagram: text('instagram'),
    executiveCode: text('executive_code').notNull().default('e4'),
    cep: text('cep'),
    street: text('street'),
    number: text('number'),
    complement: text('complement'),
    district: text('district'),
    city: text('city'),
    uf: text('uf'),
    addressReviewedAt: date('address_reviewed_at'),
    restricted: boolean('restricted').notNull().default(false),
    guest: boolean('guest').notNull().default(false),
    committee: boolean('committee').notNull().default(false),
    coordinator: boolean('coordinator').notNull().default(false),
    ignoreCredits: boolean('ignore_credits').notNull().default(false),
    digitalCredits: integer('digital_credits').notNull().default(0),
    printedCredits: integer('printed_credits').notNull().default(0),
    shirtSize: integer('shirt_size'),
    invitationPath: text('invitation_path'),
    /** Part of the signed calendar (.ics) address: raising it ends every address handed out (decision 99). */
    calendarVersion: integer('calendar_version').notNull().default(0),
    ...archiveColumns(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('students_graduation_cpf_idx').on(t.graduationId, t.cpf),
    uniqueIndex('students_graduation_email_idx').on(t.graduationId, sql`lower(${t.email})`),
    index('students_email_idx').on(sql`lower(${t.email})`),
    // Duplicates across graduations are looked up by CPF alone (the class list's flag).
    index('students_cpf_idx').on(t.cpf),
    index('students_graduation_idx').on(t.graduationId, t.surname),
    // The class list and the administrator's search, in name order: read in index order, stopped at a page.
    // pt_br (migration 0025); the class index carries guest and course_id (migration 0039, decision 145).
    index('students_graduation_name_idx').on(t.graduationId, t.firstName, t.surname, t.id),
    index('students_name_idx').on(t.firstName, t.surname, t.id),
    index('students_course_idx').on(t.courseId),
    index('students_campus_idx').on(t.campusId),
    // The back-office search: names, e-mails and CPFs by any part (pg_trgm, migration 0003). Name and e-mail
    // on the generated columns search_name = lower(first_name || ' ' || surname) and search_email =
    // lower(email) of migration 0039 (decision 145), left out of this table's columns on purpose.
    index('students_name_trgm_idx').using('gin', sql`search_name gin_trgm_ops`),
    index('students_email_trgm_idx').using('gin', sql`search_email gin_trgm_ops`),
    index('students_cpf_trgm_idx').using('gin', sql`${t.cpf} gin_trgm_ops`),
  ],
);
