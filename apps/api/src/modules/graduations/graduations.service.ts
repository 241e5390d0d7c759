import { randomBytes } from 'node:crypto';
import {
  backofficeMessages as bm,
  type Graduation,
  type GraduationForm,
  type GraduationRow,
  globalMessages,
  type Paged,
  type RegistrationLinkForm,
  type RegistrationLinkSettings,
} from '@portal/domain';
import QRCode from 'qrcode';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { Actor } from '../../platform/sessions/actor';
import type { UnitOfWork } from '../../platform/unit-of-work';
import { toColumns, toGraduation } from './graduations.mapper';
import { type GraduationListQuery, graduationsRepository } from './graduations.repository';

type Deps = { db: Db; uow: UnitOfWork; publicUrl: string };

const notFound = () => new AppError('NOT_FOUND', globalMessages.notFound);
/** A self-registration key: short enough to type from a poster, long enough not to be guessed. */
const newKey = () => randomBytes(9).toString('base64url');

/**
 * The producer's graduations (decision 46): institutions and polos, graduations with every setting of
 * spec A §3, courses, and the self-registration link. Every write is audited with what it was before.
 */
export function graduationsService({ db, uow, publicUrl }: Deps) {
  const repo = graduationsRepository(db);

  async function graduation(id: number): Promise<Graduation> {
    const found = await repo.find(id);
    if (!found) throw notFound();
    return toGraduation(found);
  }
  async function openGraduation(id: number): Promise<Graduation> {
    const g = await graduation(id);
    if (g.closed) throw new AppError('LIMIT', bm.graduationClosed);
    return g;
  }

  /** The link to print or share: /sign/{key}/{exec}, its QR code and the live count (spec B §2.6). */
  async function link(id: number): Promise<RegistrationLinkSettings> {
    const found = await repo.find(id);
    if (!found) throw notFound();
    const g = found.graduation;
    const url = `${publicUrl}/sign/${g.registrationKey}${g.registrationExecutiveCode ? `/${g.registrationExecutiveCode}` : ''}`;
    return {
      key: g.registrationKey,
      url,
      open: g.registrationOpen && g.closedAt === null,
      vacancyLimit: g.vacancyLimit,
      registeredCount: g.registeredCount,
      executiveCode: g.registrationExecutiveCode,
      qrSvg: await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }),
    };
  }

  return {
    institutions: (archived = false) => repo.institutions(archived),

    async createInstitution(actor: Actor, name: string) {
      const created = await uow.run(actor, (tx) => graduationsRepository(tx).createInstitution(name), {
        studentId: null,
        detail: { after: { name } },
      });
      return { id: created.id, name: created.name, campuses: [] };
    },

    async renameInstitution(actor: Actor, id: number, name: string) {
      const before = await repo.findInstitution(id);
      if (!before) throw notFound();
      await uow.run(actor, (tx) => graduationsRepository(tx).renameInstitution(id, name), {
        studentId: null,
        detail: { before: { name: before.name }, after: { name } },
      });
      return { message: bm.saved };
    },

    async createCampus(actor: Actor, institutionId: number, name: string) {
      if (!(await repo.findInstitution(institutionId))) throw notFound();
      const created = await uow.run(
        actor,
        (tx) => graduationsRepository(tx).createCampus(institutionId, name),
        {
          studentId: null,
          detail: { after: { institutionId, name } },
        },
      );
      return { id: created.id, name: created.name };
    },

    async renameCampus(actor: Actor, id: number, name: string) {
      const before = await repo.findCampus(id);
      if (!before) throw notFound();
      await uow.run(actor, (tx) => graduationsRepository(tx).renameCampus(id, name), {
        studentId: null,
        detail: { before: { name: before.name }, after: { name } },
      });
      return { message: bm.saved };
    },

    async list(query: GraduationListQuery): Promise<Paged<GraduationRow>> {
      const { items, total } = await repo.list(query);
      return { items, total, page: query.page, pageSize: query.pageSize };
    },

    get: graduation,

    async create(actor: Actor, form: GraduationForm): Promise<Graduation> {
      if (!(await repo.findInstitution(form.institutionId!)))
        throw new AppError('INVALID', bm.institutionRequired);
      const id = await uow.run(
        actor,
        async (tx) => {
          const r = graduationsRepository(tx);
          const created = await r.create({ ...toColumns(form), registrationKey: newKey() });
          return created;
        },
        { studentId: null, detail: { after: form } },
      );
      return graduation(id);
    },

    async update(actor: Actor, id: number, form: GraduationForm): Promise<Graduation> {
      const before = await openGraduation(id);
      if (!(await repo.findInstitution(form.institutionId!)))
        throw new AppError('INVALID', bm.institutionRequired);
      await uow.run(actor, (tx) => graduationsRepository(tx).update(id, toColumns(form)), {
        studentId: null,
        graduationId: id,
        detail: { before, after: form },
      });
      return graduation(id);
    },

    /** Closing keeps the data and the students' access; the link stops and the back-office stops editing. */
    async setClosed(actor: Actor, id: number, closed: boolean): Promise<Graduation> {
      const before = await graduation(id);
      await uow.run(actor, (tx) => graduationsRepository(tx).setClosed(id, closed), {
        studentId: null,
        graduationId: id,
        detail: { before: { closed: before.closed }, after: { closed } },
      });
      return graduation(id);
    },

    async createCourse(actor: Actor, graduationId: number, name: string) {
      await openGraduation(graduationId);
      const course = await uow.run(
        actor,
        (tx) => graduationsRepository(tx).createCourse(graduationId, name),
        {
          studentId: null,
          graduationId,
          detail: { after: { course: name } },
        },
      );
      return { id: course.id, name: course.name };
    },

    async renameCourse(actor: Actor, courseId: number, name: string) {
      const course = await repo.findCourse(courseId);
      if (!course) throw notFound();
      await openGraduation(course.graduationId);
      await uow.run(actor, (tx) => graduationsRepository(tx).renameCourse(courseId, name), {
        studentId: null,
        graduationId: course.graduationId,
        detail: { before: { course: course.name }, after: { course: name } },
      });
      return { message: bm.saved };
    },

    link,

    async updateLink(
      actor: Actor,
      id: number,
      form: RegistrationLinkForm,
    ): Promise<RegistrationLinkSettings> {
      const found = await repo.find(id);
      if (!found) throw notFound();
      const g = found.graduation;
      if (g.closedAt) throw new AppError('LIMIT', bm.graduationClosed);
      if (form.vacancyLimit !== 0 && form.vacancyLimit < g.registeredCount) {
        throw new AppError('INVALID', bm.vacancyBelowRegistered(g.registeredCount));
      }
      await uow.run(
        actor,
        async (tx) => {
          const r = graduationsRepository(tx);
          await r.update(id, {
            registrationOpen: form.open,
            vacancyLimit: form.vacancyLimit,
            registrationExecutiveCode: form.executiveCode,
          });
          if (form.newKey) await r.setRegistrationKey(id, newKey());
        },
        {
          studentId: null,
          graduationId: id,
          detail: {
            before: {
              open: g.registrationOpen,
              vacancyLimit: g.vacancyLimit,
              executiveCode: g.registrationExecutiveCode,
            },
            after: form,
          },
        },
      );
      return link(id);
    },
  };
}

export type GraduationsService = ReturnType<typeof graduationsService>;
