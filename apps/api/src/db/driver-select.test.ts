import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStudent, createUser } from '../../test/factories';
import { openTestDatabase } from '../../test/helpers';
import type { Database } from './client';
import { driverSelect } from './driver-select';
import { graduations, students, users } from './schema/index';

// Runs on PGlite (drizzle's prepared statement) and, with TEST_DATABASE_URL, on PostgreSQL, where the rows
// are read on the pool by driverSelect's own decoders (scripts/with-postgres.sh).
let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

// Each kind of value a select decodes: integers, text, booleans, a date kept as text, a timestamp as a Date,
// a null, `sql` expressions with their decoder (`mapWith`) and without (a date there stays text, as drizzle
// reads it: the driver must not make it a Date).
const columns = {
  id: students.id,
  firstName: students.firstName,
  guest: students.guest,
  addressReviewedAt: students.addressReviewedAt,
  createdAt: students.createdAt,
  ceremonyDate: graduations.ceremonyDate,
  minimumPaidPercent: graduations.minimumPaidPercent,
  confirmed: sql<boolean>`${students.createdAt} is not null`,
  doubled: sql<number>`${students.digitalCredits} * 2`.mapWith(Number),
  total: sql<string>`count(*) over ()`,
  reviewedText: sql<string | null>`${students.addressReviewedAt}`,
};

describe('decision 158: a select read on the driver gives the rows drizzle gives', () => {
  it('decision 158: every column decoded as drizzle decodes it, a missing row is no row', async () => {
    const { db } = database;
    const student = await createStudent(db, { digitalCredits: 3, addressReviewedAt: '2026-03-01' });
    await createStudent(db, { graduationId: student.graduationId, courseId: student.courseId });
    const query = () =>
      db
        .select(columns)
        .from(students)
        .innerJoin(graduations, eq(graduations.id, students.graduationId))
        .where(eq(students.graduationId, sql.placeholder('graduationId')));
    const read = driverSelect(db, 'driver_select_test', query(), columns);
    const viaDrizzle = await query().prepare('driver_select_test_drizzle').execute({
      graduationId: student.graduationId,
    });
    const rows = await read({ graduationId: student.graduationId });
    expect(rows).toEqual(viaDrizzle);
    expect(rows).toHaveLength(2);
    const mine = rows.find((r) => r.id === student.id);
    expect(mine).toMatchObject({
      addressReviewedAt: '2026-03-01',
      reviewedText: '2026-03-01',
      ceremonyDate: '2027-01-30',
      doubled: 6,
    });
    expect(mine?.createdAt).toBeInstanceOf(Date);
    // The statement runs again by its name: same answer, and none for a class with nobody.
    expect(await read({ graduationId: student.graduationId })).toEqual(viaDrizzle);
    expect(await read({ graduationId: -1 })).toEqual([]);
  });

  it('decision 158: a nested selection is refused when the reader is built, not read wrongly', async () => {
    const { db } = database;
    await createUser(db);
    const nested = { id: users.id, who: { name: users.name } };
    const build = () =>
      driverSelect(
        db,
        'driver_select_nested',
        db.select(nested).from(users),
        nested as unknown as Record<string, typeof users.id>,
      );
    if (database.driver === 'pg') expect(build).toThrow(/neither a column nor SQL/);
    else expect(build).not.toThrow();
  });
});
