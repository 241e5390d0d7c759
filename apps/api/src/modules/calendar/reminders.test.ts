import { DEFAULT_PRODUCER_SETTINGS } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGraduation, createStudent, createUser } from '../../../test/factories';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { consentsRepository } from '../privacy';
import { settingsService } from '../settings';
import { remindersService } from './reminders.service';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const service = (reminderDays = 7) =>
  remindersService({
    db: t.db,
    uow: t.app.uow,
    mail: t.app.mail,
    publicUrl: 'http://portal.test',
    settings: { current: async () => ({ ...DEFAULT_PRODUCER_SETTINGS, reminderDays }) },
  });

describe('decision 56: e-mail reminders before each deadline, through the queue, once', () => {
  it('reminds a student days before the shirt deadline once, again only if the date moves', async () => {
    const { graduation, course } = await createGraduation(t.db, {
      shirtDeadline: '2027-05-01',
      ceremonyDate: null,
    });
    const student = await createStudent(t.db, { graduationId: graduation.id, courseId: course.id });
    await createUser(t.db, { email: student.email, studentId: student.id, name: 'Joana' });
    // Unconfirmed users and classmates without a portal user get nothing.
    const other = await createStudent(t.db, { graduationId: graduation.id, courseId: course.id });
    await createUser(t.db, { email: other.email, studentId: other.id, emailConfirmedAt: null });

    expect(await service().run('2027-04-20')).toBe(0); // 11 days before: not yet
    expect(await service().run('2027-04-24')).toBe(1); // 7 days before
    expect(await service().run('2027-04-25')).toBe(0); // already sent
    await t.drainJobs();
    const mail = t.mails.findLast((m) => m.to === student.email)!;
    expect(mail.subject).toBe('Portal do Formando: Medida da camiseta até 01/05/2027');
    expect(mail.text).toContain('Olá, Joana!');
    expect(t.mails.some((m) => m.to === other.email)).toBe(false);
    expect(await service().run('2027-05-01')).toBe(0); // the deadline day: nothing left ahead
  });

  it('sends none when the producer sets 0 days, and none for a closed graduation', async () => {
    const { graduation, course } = await createGraduation(t.db, {
      shirtDeadline: '2027-05-01',
      ceremonyDate: null,
    });
    const student = await createStudent(t.db, { graduationId: graduation.id, courseId: course.id });
    await createUser(t.db, { email: student.email, studentId: student.id });
    expect(await service(0).run('2027-04-28')).toBe(0);
    await t.db.execute(`update graduations set closed_at = now() where id = ${graduation.id}` as never);
    expect(await service().run('2027-04-28')).toBe(0);
  });

  it('reads the number of days from the producer settings', async () => {
    const settings = settingsService({ db: t.db, uow: t.app.uow, storage: t.storage });
    expect((await settings.current()).reminderDays).toBe(DEFAULT_PRODUCER_SETTINGS.reminderDays);
  });
});

describe('decision 137: a student who turned e-mail reminders off gets none', () => {
  it('decision 137: withdrawn e-mail consent stops reminders; turning them back on resumes them', async () => {
    const { graduation, course } = await createGraduation(t.db, {
      shirtDeadline: '2027-06-01',
      ceremonyDate: null,
    });
    const student = await createStudent(t.db, { graduationId: graduation.id, courseId: course.id });
    const user = await createUser(t.db, { email: student.email, studentId: student.id });
    const classmate = await createStudent(t.db, { graduationId: graduation.id, courseId: course.id });
    await createUser(t.db, { email: classmate.email, studentId: classmate.id });
    const consents = consentsRepository(t.db);

    await consents.refuse(user.id, 'email_reminders');
    expect(await service().run('2027-05-25')).toBe(1); // the classmate only
    await t.drainJobs();
    expect(t.mails.some((m) => m.to === student.email)).toBe(false);
    expect(t.mails.some((m) => m.to === classmate.email)).toBe(true);

    await consents.give(user.id, 'email_reminders');
    expect(await service().run('2027-05-26')).toBe(1);
    await t.drainJobs();
    expect(t.mails.some((m) => m.to === student.email)).toBe(true);
  });
});
