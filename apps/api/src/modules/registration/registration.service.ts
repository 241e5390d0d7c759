import {
  type AlunosCountResponse,
  type AutostoreRequest,
  type AutostoreResponse,
  type CourseMarkers,
  courseMarks,
  formatPersonName,
  globalMessages,
  type HashResponse,
  registrationMessages as m,
} from '@portal/domain';
import { uniqueViolation } from '../../db/errors';
import { AppError } from '../../lib/errors';
import type { UnitOfWork } from '../../platform/unit-of-work';
import { studentAccounts } from '../auth';
import { takeSeat } from '../graduations';
import { type NewStudent, studentRecords } from '../students';
import type { RegistrationLink, RegistrationRepository } from './registration.repository';

type RegisterOutcome = { status: 'created'; studentId: number } | { status: 'full' | 'match' };

/** The unique indexes that say "this person is already registered in this graduation" (spec B §2.7 /match). */
const IDENTITY_INDEXES: ReadonlySet<string> = new Set([
  'students_graduation_cpf_idx',
  'students_graduation_email_idx',
]);

/** Messages of spec B §5.2 that say a field was left empty or unchosen: answered with type EMPTY. */
const EMPTY_MESSAGES: ReadonlySet<string> = new Set([
  m.firstNameRequired,
  m.surnameRequired,
  m.emailRequired,
  m.cpfRequired,
  m.phoneRequired,
  m.courseRequired,
  m.poloRequired,
]);
const KNOWN_MESSAGES: ReadonlySet<string> = new Set(Object.values(m));

/**
 * The answer to an autostore body the contract refuses: the first field's pt-BR message of spec B §5.2,
 * typed EMPTY when the field is missing and INVALID otherwise (zod's own English texts never leave).
 */
export function autostoreValidationError(issues: ReadonlyArray<{ message?: string }>): AppError {
  const message = issues.map((i) => i.message ?? '').find((text) => KNOWN_MESSAGES.has(text));
  if (message === undefined) return new AppError('INVALID', globalMessages.invalidInput);
  return new AppError(EMPTY_MESSAGES.has(message) ? 'EMPTY' : 'INVALID', message);
}

/** The link lookup answer of spec B §3 for a known key. */
function toHashResponse(link: RegistrationLink): HashResponse {
  return {
    erro: false,
    limite: link.vacancyLimit,
    cursos: link.courses.map((c) => ({ id: c.id, curso: c.name })),
    formatura: link.id,
    instituicoes: [
      {
        InstNome: link.institution,
        InstPolos: link.campuses.map((p) => ({ poloId: p.id, poloNome: p.name })),
      },
    ],
    fdata: link.ceremonyDate,
    fhora: link.ceremonyTime?.match(/^\d{2}:\d{2}/)?.[0] ?? null,
  };
}

/** spec B §2.6: the polo is required when the institution has polos, and must be one of them. */
function checkPolo(link: RegistrationLink, polo: number | null): void {
  if (polo === null) {
    if (link.campuses.length > 0) throw new AppError('EMPTY', m.poloRequired);
    return;
  }
  if (!link.campuses.some((c) => c.id === polo)) throw new AppError('INVALID', m.poloRequired);
}

/**
 * First name and surname of AlNome 'First Surname' (spec B §5.2; the contract has checked it ends with
 * AlSobrenome), formatted as in the full name: 'Maria' and 'da Silva', so that both read 'Maria da Silva'.
 */
function splitName(body: AutostoreRequest): { firstName: string; surname: string } {
  const head = body.AlNome.slice(0, -(body.AlSobrenome.length + 1));
  const firstName = formatPersonName(head);
  const surname = formatPersonName(`${head} ${body.AlSobrenome}`).slice(firstName.length + 1);
  return { firstName, surname };
}

/** The producer's course markers, read when someone registers (they may change at any time). */
type Markers = () => Promise<CourseMarkers>;

export function registrationService(repo: RegistrationRepository, markers: Markers, uow: UnitOfWork) {
  /**
   * Takes a vacancy and records the registration in one transaction; each table is written by the module
   * that owns it (decision 131). A duplicate CPF or e-mail rolls the vacancy back and answers 'match'. A
   * portal user who signed up first with this e-mail, proved it and has no registration yet is linked to it.
   */
  async function register(values: NewStudent): Promise<RegisterOutcome> {
    try {
      return await uow.run(null, async (tx): Promise<RegisterOutcome> => {
        if (!(await takeSeat(tx, values.graduationId))) return { status: 'full' };
        const studentId = await studentRecords(tx).insert(values);
        await studentAccounts(tx).linkConfirmed(studentId, values.email);
        return { status: 'created', studentId };
      });
    } catch (err) {
      if (IDENTITY_INDEXES.has(uniqueViolation(err) ?? '')) return { status: 'match' };
      throw err;
    }
  }

  return {
    /** GET /hash/{key}: an unknown key answers `{ erro: true }`, and the page goes to /nohash (spec B §4.6). */
    async lookup(key: string): Promise<HashResponse> {
      const link = await repo.findLink(key);
      return link ? toHashResponse(link) : { erro: true };
    },

    /** GET /alunoscount/{formatura}: the registered count the vacancy limit is checked against. */
    async count(graduationId: number): Promise<AlunosCountResponse> {
      const count = await repo.registeredCount(graduationId);
      if (count === undefined) throw new AppError('NOT_FOUND', globalMessages.notFound);
      return { count };
    },

    /**
     * POST /autostore (spec B §4.6): the body has passed the §5.2 contract; here the link, course and polo
     * are checked against the graduation, then a vacancy is taken and the registration stored at once.
     */
    async autostore(body: AutostoreRequest): Promise<AutostoreResponse> {
      const link = await repo.findLink(body.key);
      if (!link) throw new AppError('NOT_FOUND', globalMessages.notFound);
      if (body.AlFormatura !== link.id) throw new AppError('INVALID', globalMessages.invalidInput);
      const course = link.courses.find((c) => c.id === body.AlCurso);
      if (!course) throw new AppError('INVALID', m.courseRequired);
      checkPolo(link, body.AlPolo);

      const outcome = await register({
        // A guest's or an ignore-credits course's student is marked as an imported one would be.
        ...courseMarks(course.name, await markers()),
        graduationId: link.id,
        courseId: body.AlCurso,
        campusId: body.AlPolo,
        ...splitName(body),
        email: body.AlEmail,
        cpf: body.AlCPF,
        phone: body.AlFone,
        instagram: body.AlInsta,
        executiveCode: body.AlExecutivo,
      });
      // Someone already registered who comes back once the class is full is told so, not 'full'.
      if (outcome.status === 'full' && (await repo.hasRegistration(link.id, body.AlCPF, body.AlEmail))) {
        return { status: 'match' };
      }
      return { status: outcome.status };
    },
  };
}

export type RegistrationService = ReturnType<typeof registrationService>;
