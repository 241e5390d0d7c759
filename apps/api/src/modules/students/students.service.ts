import {
  backofficeMessages as bm,
  globalMessages,
  type ImportedValues,
  type ImportResult,
  type InvitationRequest,
  type InvitationResult,
  importChanges,
  type Paged,
  type ProducerSettings,
  planImport,
  type StudentDetail,
  type StudentForm,
  type StudentListQuery,
  type StudentRow,
} from '@portal/domain';
import type { Db } from '../../db/client';
import { uniqueViolation } from '../../db/errors';
import { readCsv } from '../../lib/csv';
import { AppError } from '../../lib/errors';
import type { Actor } from '../../platform/sessions/actor';
import type { UnitOfWork } from '../../platform/unit-of-work';
import type { Mailer } from '../../plugins/mail';
import { autoLoginLinks, studentAccounts } from '../auth';
import { invitationMails } from './students.mails';
import { toColumns, toDetail } from './students.mapper';
import { type StudentColumns, studentsRepository } from './students.repository';

type Deps = {
  db: Db;
  uow: UnitOfWork;
  mail: Mailer;
  publicUrl: string;
  settings: { current(): Promise<ProducerSettings> };
};

/** What an import changes on a registration already in the class: its data, never its flags or credits. */
const IMPORTED_FIELDS = [
  'firstName',
  'surname',
  'email',
  'cpf',
  'phone',
  'instagram',
  'courseId',
  'campusId',
] as const satisfies readonly (keyof StudentColumns)[];

const notFound = () => new AppError('NOT_FOUND', globalMessages.notFound);

/** A unique index of the registration that says who is already there, as the producer reads it. */
function duplicateError(err: unknown): AppError | undefined {
  const constraint = uniqueViolation(err);
  if (constraint === 'students_graduation_cpf_idx') return new AppError('FOUND', bm.duplicateCpf);
  if (constraint === 'students_graduation_email_idx') return new AppError('FOUND', bm.duplicateEmail);
  return undefined;
}

/** The class of a graduation in the back-office (decision 48): list, registration form, flags and credits. */
export function studentsService({ db, uow, mail, publicUrl, settings }: Deps) {
  const repo = studentsRepository(db);

  async function detail(id: number): Promise<StudentDetail> {
    const found = await repo.find(id);
    if (!found) throw notFound();
    return toDetail(found, await repo.duplicates(id, found.student.cpf, found.student.email));
  }

  /** The course must be of the graduation and the polo of its institution. */
  async function checkPlace(graduation: { id: number; institutionId: number }, form: StudentForm) {
    const course = await repo.courseOf(form.AlCurso);
    if (course?.graduationId !== graduation.id) throw new AppError('INVALID', bm.courseElsewhere);
    if (form.AlPolo !== null) {
      const campus = await repo.campusOf(form.AlPolo);
      if (campus?.institutionId !== graduation.institutionId)
        throw new AppError('INVALID', bm.campusElsewhere);
    }
  }

  async function write<T>(
    actor: Actor,
    work: (tx: Db) => Promise<T>,
    scope: Parameters<UnitOfWork['run']>[2],
  ) {
    try {
      return await uow.run(actor, work, scope);
    } catch (err) {
      throw duplicateError(err) ?? err;
    }
  }

  return {
    async list(graduationId: number, query: StudentListQuery): Promise<Paged<StudentRow>> {
      if (!(await repo.graduation(graduationId))) throw notFound();
      const { items, total } = await repo.list(graduationId, query);
      return { items, total, page: query.page, pageSize: query.pageSize };
    },

    get: detail,

    /** A registration the producer types in: it does not take a self-registration vacancy. */
    async create(actor: Actor, graduationId: number, form: StudentForm): Promise<StudentDetail> {
      const graduation = await repo.graduation(graduationId);
      if (!graduation) throw notFound();
      if (graduation.closedAt) throw new AppError('LIMIT', bm.graduationClosed);
      await checkPlace(graduation, form);
      const values = toColumns(graduationId, form);
      const id = await write(
        actor,
        async (tx) => {
          const r = studentsRepository(tx);
          const created = await r.create(values);
          await studentAccounts(tx).linkConfirmed(created, values.email);
          return created;
        },
        { studentId: null, graduationId, detail: { after: values } },
      );
      return detail(id);
    },

    async update(actor: Actor, id: number, form: StudentForm): Promise<StudentDetail> {
      const found = await repo.find(id);
      if (!found) throw notFound();
      if (found.closedAt) throw new AppError('LIMIT', bm.graduationClosed);
      const graduation = { id: found.student.graduationId, institutionId: found.institutionId };
      await checkPlace(graduation, form);
      const values: Partial<StudentColumns> = toColumns(graduation.id, form);
      const before = toDetail(found, []).form;
      await write(actor, (tx) => studentsRepository(tx).update(id, values), {
        studentId: id,
        graduationId: graduation.id,
        detail: { before, after: form },
      });
      return detail(id);
    },

    /**
     * POST /admin/formaturas/:id/importacao: a class from a CSV (decision 48). The preview says what each row
     * would do; applying does it all in one transaction, or nothing.
     */
    async importFile(
      actor: Actor,
      graduationId: number,
      bytes: Buffer,
      apply: boolean,
    ): Promise<ImportResult> {
      const graduation = await repo.graduation(graduationId);
      if (!graduation) throw notFound();
      if (apply && graduation.closedAt) throw new AppError('LIMIT', bm.graduationClosed);
      let csv: ReturnType<typeof readCsv>;
      try {
        csv = readCsv(bytes);
      } catch {
        throw new AppError('INVALID', bm.importUnreadable);
      }
      const [context, { guestCourseMarker, ignoreCreditsCourseMarker }] = await Promise.all([
        repo.importContext(graduationId, graduation.institutionId),
        settings.current(),
      ]);
      const plan = planImport(csv.records, { ...context, guestCourseMarker, ignoreCreditsCourseMarker });
      if ('error' in plan) throw new AppError('INVALID', plan.error);
      const counts = { created: 0, updated: 0, refused: 0 };
      for (const o of plan.outcomes) counts[o.status] += 1;
      const existing = new Map(context.existing.map((s) => [s.id, s]));
      const imported = (values: StudentColumns) =>
        Object.fromEntries(IMPORTED_FIELDS.map((f) => [f, values[f]])) as ImportedValues;
      const changes = (o: (typeof plan.outcomes)[number]) => {
        const before = o.status === 'updated' ? existing.get(o.studentId) : undefined;
        return o.status === 'updated' && before
          ? importChanges(before, imported(toColumns(graduationId, o.form)), context)
          : [];
      };
      if (apply && counts.created + counts.updated > 0) {
        await write(
          actor,
          async (tx) => {
            const r = studentsRepository(tx);
            const created = plan.outcomes.flatMap((o) =>
              o.status === 'created' ? [toColumns(graduationId, o.form)] : [],
            );
            await r.createMany(created);
            for (const o of plan.outcomes) {
              if (o.status !== 'updated') continue;
              await r.update(o.studentId, imported(toColumns(graduationId, o.form)));
            }
            await studentAccounts(tx).linkConfirmedOf(graduationId);
          },
          { studentId: null, graduationId, detail: { import: counts } },
        );
      }
      return {
        encoding: csv.encoding,
        separator: csv.separator,
        applied: apply,
        counts,
        rows: plan.outcomes.map((o) => ({
          line: o.line,
          status: o.status,
          reason: o.status === 'refused' ? o.reason : null,
          AlNome: o.name,
          AlEmail: o.status === 'refused' ? o.email : o.form.AlEmail,
          AlCPF: o.status === 'refused' ? o.cpf : o.form.AlCPF.replace(/\D/g, ''),
          changes: changes(o),
        })),
      };
    },

    /**
     * POST /admin/formaturas/:id/convites: one e-mail per selected student through the job queue, all
     * queued in one transaction. A student with a portal user gets a single-use automatic-login link that
     * names the administrator (decision 28); one without gets the sign-up page.
     */
    async invite(actor: Actor, graduationId: number, request: InvitationRequest): Promise<InvitationResult> {
      const graduation = await repo.graduation(graduationId);
      if (!graduation) throw notFound();
      const recipients = await repo.recipients(graduationId, request.studentIds);
      const found = new Set(recipients.map((r) => r.id));
      const links = autoLoginLinks(publicUrl);
      const selfRegistration = `${publicUrl}/sign/${graduation.registrationKey}${
        graduation.registrationExecutiveCode ? `/${graduation.registrationExecutiveCode}` : ''
      }`;
      await uow.run(
        actor,
        async (tx) => {
          for (const r of recipients) {
            const to = { name: r.name, email: r.userEmail ?? r.email };
            if (request.kind === 'autocadastro') {
              await mail.send(invitationMails.selfRegistration(to, graduation.name, selfRegistration), tx);
            } else if (r.userId !== null) {
              const link = await links.issue(tx, { id: r.userId, email: to.email }, actor.userId);
              await mail.send(invitationMails.autoLogin(to, graduation.name, link), tx);
            } else {
              await mail.send(invitationMails.signUp(to, graduation.name, `${publicUrl}/signup`), tx);
            }
          }
        },
        { studentId: null, graduationId, detail: { invitations: request.kind, count: recipients.length } },
      );
      return { queued: recipients.length, skipped: request.studentIds.filter((id) => !found.has(id)) };
    },
  };
}

export type StudentsService = ReturnType<typeof studentsService>;
