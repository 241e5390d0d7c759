import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStudent, createUser } from '../../test/factories';
import { createTestApp, type TestContext } from '../../test/helpers';
import { auditLog, students, users } from '../db/schema/index';
import { authRepository } from '../modules/auth/auth.repository';
import { studentRecords } from '../modules/students';
import { auditRepository } from './audit/audit.repository';
import type { Actor } from './sessions/actor';

// Runs on PGlite with `npm test` and on PostgreSQL with `npm run test:pg` (DESIGN §8): both drivers.
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const auditedAdmin = (adminId: number, studentId: number): Actor => ({
  userId: adminId,
  role: 'admin',
  name: 'Admin',
  studentId,
  acting: true,
  emailConfirmed: true,
  audit: { adminId, call: 'POST /api/teste', code: null, written: false },
});

describe('decision 23: a unit of work writes across repositories in one transaction', () => {
  it(`commits the writes of several repositories, the audit row and a queued job together (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, async () => {
    const admin = await createUser(t.db, { role: 'admin' });
    const student = await createStudent(t.db);
    const user = await createUser(t.db, { email: student.email });
    const actor = auditedAdmin(admin.id, student.id);
    await t.app.uow.run(actor, async (tx) => {
      await studentRecords(tx).setShirtSize(student.id, 4);
      await authRepository(tx).linkStudent(user.id, student.id);
      await t.app.mail.send({ to: user.email, subject: 'x', text: 'y' }, tx);
    });
    const [s] = await t.db.select().from(students).where(eq(students.id, student.id));
    const [u] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(s!.shirtSize).toBe(4);
    expect(u!.studentId).toBe(student.id);
    expect(await t.db.select().from(auditLog).where(eq(auditLog.studentId, student.id))).toHaveLength(1);
    expect(actor.audit!.written).toBe(true);
    const before = t.mails.length;
    await t.drainJobs();
    expect(t.mails.slice(before).map((m) => m.to)).toEqual([user.email]);
  });

  it('rolls every write back, the audit row and the queued job included, when the work fails', async () => {
    const admin = await createUser(t.db, { role: 'admin' });
    const student = await createStudent(t.db);
    const user = await createUser(t.db, { email: student.email });
    const actor = auditedAdmin(admin.id, student.id);
    await t.drainJobs();
    const before = t.mails.length;
    await expect(
      t.app.uow.run(actor, async (tx) => {
        await studentRecords(tx).setShirtSize(student.id, 5);
        await authRepository(tx).linkStudent(user.id, student.id);
        await t.app.mail.send({ to: user.email, subject: 'x', text: 'y' }, tx);
        await auditRepository(tx).record({ userId: admin.id, studentId: student.id, action: 'extra' }, tx);
        throw new Error('falhou no meio');
      }),
    ).rejects.toThrow('falhou no meio');
    const [s] = await t.db.select().from(students).where(eq(students.id, student.id));
    const [u] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(s!.shirtSize).toBeNull();
    expect(u!.studentId).toBeNull();
    expect(await t.db.select().from(auditLog).where(eq(auditLog.studentId, student.id))).toHaveLength(0);
    expect(actor.audit!.written).toBe(false);
    await t.drainJobs();
    expect(t.mails.length).toBe(before);
  });
});
