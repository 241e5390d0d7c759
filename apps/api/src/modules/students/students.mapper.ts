import {
  formatPersonName,
  normalizeInstagram,
  onlyDigits,
  type StudentDetail,
  type StudentForm,
} from '@portal/domain';
import type { StudentColumns, StudentsRepository } from './students.repository';

type Found = NonNullable<Awaited<ReturnType<StudentsRepository['find']>>>;

/** The form as columns, normalised as the self-registration normalises (spec B §5.2 "Before sending"). */
export function toColumns(graduationId: number, form: StudentForm): StudentColumns {
  // Formatted as one name, so that 'da' stays small after the first name ('Joana da Silva').
  const firstName = formatPersonName(form.AlNome.trim());
  const surname = formatPersonName(`${form.AlNome.trim()} ${form.AlSobrenome.trim()}`).slice(
    firstName.length + 1,
  );
  return {
    graduationId,
    courseId: form.AlCurso,
    campusId: form.AlPolo,
    firstName,
    surname,
    email: form.AlEmail.trim().toLowerCase(),
    cpf: onlyDigits(form.AlCPF),
    phone: onlyDigits(form.AlFone),
    instagram: normalizeInstagram(form.AlInsta),
    executiveCode: form.AlExecutivo || 'e4',
    restricted: form.restricted,
    committee: form.committee,
    guest: form.guest,
    coordinator: form.coordinator,
    ignoreCredits: form.ignoreCredits,
    digitalCredits: form.AlCredFtDigital,
    printedCredits: form.AlCredFtImpressa,
  };
}

export function toDetail(found: Found, duplicates: StudentDetail['duplicates']): StudentDetail {
  const s = found.student;
  return {
    id: s.id,
    graduationId: s.graduationId,
    form: {
      AlNome: s.firstName,
      AlSobrenome: s.surname,
      AlEmail: s.email,
      AlCPF: s.cpf,
      AlFone: s.phone,
      AlInsta: s.instagram,
      AlCurso: s.courseId,
      AlPolo: s.campusId,
      AlExecutivo: s.executiveCode,
      restricted: s.restricted,
      committee: s.committee,
      guest: s.guest,
      coordinator: s.coordinator,
      ignoreCredits: s.ignoreCredits,
      AlCredFtDigital: s.digitalCredits,
      AlCredFtImpressa: s.printedCredits,
    },
    hasUser: found.userId !== null,
    emailConfirmed: found.userId === null ? null : found.emailConfirmedAt !== null,
    archived: found.student.archivedAt !== null,
    duplicates,
  };
}
