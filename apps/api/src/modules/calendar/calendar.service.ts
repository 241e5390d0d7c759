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
import type { StudentAccess, StudentLoader } from '../../platform/access';
import type { UnitOfWork } from '../../platform/unit-of-work';
import { studentRecords } from '../students';
import { calendarRepository } from './calendar.repository';

type Deps = { db: Db; uow: UnitOfWork; secret: string; publicUrl: string; now?: () => Date };
type CalendarLink = { url: string; webcal: string };
type LinkSubject = NonNullable<Awaited<ReturnType<ReturnType<typeof calendarRepository>['linkSubject']>>>;

const isLinkSubject = (s: StudentAccess['student']): s is LinkSubject => 'calendarVersion' in s;

/**
 * What the address signs: the student and the address's version. Version 0 signs the id alone, as before
 * versions existed, so addresses already subscribed keep working until their first renewal.
 */
const signedSubject = (studentId: number, version: number) =>
  version === 0 ? String(studentId) : `${studentId}:${version}`;

/**
 * Every deadline of a student in one calendar they can subscribe to (decision 56). A calendar app cannot send
 * the session's token, so the address carries a signature of the student's id and of the address's
 * version; a password reset, "log out everywhere" and a renewal raise the version (decision 99).
 */
export function calendarService({ db, uow, secret, publicUrl, now = () => new Date() }: Deps) {
  const repo = calendarRepository(db);
  const signer = linkSigner(secret, 'calendar');

  function address(studentId: number, version: number): CalendarLink {
    const signature = signer.sign(signedSubject(studentId, version));
    const url = `${publicUrl}/api/calendario/${studentId}/${signature}.ics`;
    return { url, webcal: url.replace(/^https?:/, 'webcal:') };
  }

  return {
    /**
     * The loader GET /calendario declares (`app.student(undefined, service.linkLoader)`): the platform's
     * access preHandler reads the student with their address's version, in one statement (decision 112).
     */
    linkLoader: ((studentId) => repo.linkSubject(studentId)) satisfies StudentLoader,

    /** GET /calendario: the student's subscription address. */
    link({ student }: StudentAccess): CalendarLink {
      if (!isLinkSubject(student)) throw new Error('calendar link asked of a route without its loader');
      return address(student.id, student.calendarVersion);
    },

    /** POST /calendario/renovar: a new address for the acting student; the old one answers 404. */
    async renew({ actor, student }: StudentAccess): Promise<CalendarLink> {
      const version = await uow.run(actor, (tx) => studentRecords(tx).renewCalendar(student.id));
      if (version === undefined) throw new AppError('NOT_FOUND', authMessages.registrationNotLinked);
      return address(student.id, version);
    },

    /** GET /calendario/{studentId}/{signature}.ics: the calendar, to whoever holds the current address. */
    async calendar(studentId: number, signature: string): Promise<string> {
      const notFound = new AppError('NOT_FOUND', globalMessages.notFound);
      const s = await repo.subject(studentId);
      // The same answer for a forged, an old and an unknown address: nothing tells them apart.
      if (!s || !signer.verify(signedSubject(studentId, s.calendarVersion), signature)) throw notFound;
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
