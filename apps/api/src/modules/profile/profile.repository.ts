import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { driverSelect } from '../../db/driver-select';
import { contracts, courses, graduations, institutions, students } from '../../db/schema/index';
import { accessStudentColumns } from '../../platform/access';

// The columns GET /perfil/cadastro answers with (cadastro.mapper.ts) beyond the platform's access columns,
// and nothing more: every column costs the driver and the row mapping on each call (decision 155), and the
// whole rows would also carry what the answer never shows.
const registrationColumns = {
  ...accessStudentColumns,
  firstName: students.firstName,
  surname: students.surname,
  email: students.email,
  cpf: students.cpf,
  phone: students.phone,
  instagram: students.instagram,
  courseId: students.courseId,
  campusId: students.campusId,
  executiveCode: students.executiveCode,
  cep: students.cep,
  street: students.street,
  number: students.number,
  complement: students.complement,
  district: students.district,
  city: students.city,
  uf: students.uf,
  addressReviewedAt: students.addressReviewedAt,
  shirtSize: students.shirtSize,
  ceremonyTime: graduations.ceremonyTime,
  venue: graduations.venue,
  showDetails: graduations.showDetails,
  adjustmentCents: graduations.adjustmentCents,
  priceTermCents: graduations.priceTermCents,
  priceCashCents: graduations.priceCashCents,
  cashLimitDate: graduations.cashLimitDate,
  interestFreeInstalments: graduations.interestFreeInstalments,
  cardLimitDate: graduations.cardLimitDate,
  interestRateBp: graduations.interestRateBp,
  contractUrl: graduations.contractUrl,
  institution: institutions.name,
  course: courses.name,
  // AlConta (spec A §3): the student's first contract, null without one, so the home knows the event
  // gate's answer for a student without a contract without asking (decision 142). contracts_student_idx.
  contractId: sql<
    number | null
  >`(select min(${contracts.id}) from ${contracts} where ${contracts.studentId} = ${students.id})`,
};

export function profileRepository(db: Db) {
  // Prepared once: every screen of the portal loads the registration (bench: GET /api/perfil/cadastro).
  // It is also the route's access loader (decision 112): the platform's columns beside the registration,
  // so the call stays one statement. On PostgreSQL it runs on the pool itself, its row read by a reader
  // generated once (decision 158).
  const registration = driverSelect(
    db,
    'profile_registration',
    db
      .select(registrationColumns)
      .from(students)
      .innerJoin(graduations, eq(graduations.id, students.graduationId))
      .innerJoin(institutions, eq(institutions.id, graduations.institutionId))
      .innerJoin(courses, eq(courses.id, students.courseId))
      .where(eq(students.id, sql.placeholder('studentId'))),
    registrationColumns,
  );

  return {
    async findRegistration(studentId: number) {
      const [row] = await registration({ studentId });
      return row;
    },
  };
}

export type ProfileRepository = ReturnType<typeof profileRepository>;
export type RegistrationRow = NonNullable<Awaited<ReturnType<ProfileRepository['findRegistration']>>>;
