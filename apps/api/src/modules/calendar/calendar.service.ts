import {
  authMessages,
  deadlinesCalendar,
  globalMessages,
  permissionsFor,
  studentDeadlines,
} from '@portal/domain';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { linkSigner } from '../../lib/link-signature';
import { type Actor, actingStudent } from '../../plugins/auth';
import { calendarRepository } from './calendar.repository';

type Deps = { db: Db; secret: string; publicUrl: string; now?: () => Date };

/**
 * Every deadline of a student in one calendar they can subscribe to (issue 12). A calendar app cannot send
 * the session's token, so the address carries a signature of the student's id instead.
 */
export function calendarService({ db, secret, publicUrl, now = () => new Date() }: Deps) {
  const repo = calendarRepository(db);
  const signer = linkSigner(secret, 'calendar');

  return {
    /** GET /calendario: the student's subscription address. */
    async link(actor: Actor): Promise<{ url: string; webcal: string }> {
      const studentId = actingStudent(actor);
      if (!(await repo.subject(studentId)))
        throw new AppError('NOT_FOUND', authMessages.registrationNotLinked);
      const url = `${publicUrl}/api/calendario/${studentId}/${signer.sign(String(studentId))}.ics`;
      return { url, webcal: url.replace(/^https?:/, 'webcal:') };
    },

    /** GET /calendario/{studentId}/{signature}.ics: the calendar, to whoever holds the signed address. */
    async calendar(studentId: number, signature: string): Promise<string> {
      const notFound = new AppError('NOT_FOUND', globalMessages.notFound);
      if (!signer.verify(String(studentId), signature)) throw notFound;
      const s = await repo.subject(studentId);
      if (!s) throw notFound;
      const can = permissionsFor({ role: 'student', actingAsStudent: false, ...s });
      const deadlines = studentDeadlines({
        ...s,
        finance: can.finance,
        shirt: can.shirt,
        uploads: can.uploads,
      });
      const stamp = now()
        .toISOString()
        .replace(/[-:]/g, '')
        .replace(/\.\d{3}/, '');
      return deadlinesCalendar(deadlines, {
        name: `Prazos · ${s.graduation}`,
        uid: (id) => `${id}-${studentId}@portal-do-formando`,
        stamp,
      });
    },
  };
}

export type CalendarService = ReturnType<typeof calendarService>;
