import { addDays, type IsoDate } from '@portal/domain';
import { count } from 'drizzle-orm';
import { hashPassword } from '../../lib/passwords';
import type { Db } from '../client';
import { courses, graduations, institutions, students, users } from '../schema/index';

export type DemoLogin = { role: string; email: string; password: string };

/** The logins printed at start (README lists the same). */
export const DEMO_LOGINS: DemoLogin[] = [
  { role: 'formando', email: 'formando@demo.com.br', password: 'formando123' },
  { role: 'comissão de formatura', email: 'comissao@demo.com.br', password: 'comissao123' },
  { role: 'formando restrito', email: 'restrito@demo.com.br', password: 'restrito123' },
  { role: 'convidado', email: 'convidado@demo.com.br', password: 'convidado123' },
  { role: 'administrador', email: 'admin@demo.com.br', password: 'admin12345' },
];

/** Seeds a demo graduation and its logins when the database has no user yet. Returns whether it did. */
export async function seedDemo(db: Db, today: IsoDate): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(users);
  if ((existing?.n ?? 0) > 0) return false;

  const ceremony = addDays(today, 75);
  await db.transaction(async (tx) => {
    const [inst] = await tx
      .insert(institutions)
      .values({ name: 'Universidade Federal do Rio Grande do Sul' })
      .returning();
    const [grad] = await tx
      .insert(graduations)
      .values({
        institutionId: inst!.id,
        name: 'Medicina e Enfermagem 2026/2',
        ceremonyDate: ceremony,
        ceremonyTime: '20:00',
        venue: 'Salão de Atos da UFRGS, Av. Paulo Gama, 110, Porto Alegre',
        registrationKey: 'ufrgs-saude-2026',
        vacancyLimit: 120,
        priceTermCents: 480_000,
        priceCashCents: 432_000,
        cashLimitDate: addDays(today, 20),
        interestFreeInstalments: 4,
        cardLimitDate: addDays(ceremony, -60),
        interestRateBp: 199,
        photosChildhood: 2,
        photosTribute: 2,
        photosLed: 1,
        deliveryDays: -30,
        complementaryDeadline: addDays(ceremony, -45),
        shirtDeadline: addDays(ceremony, -30),
        minimumPaidPercent: 50,
      })
      .returning();
    const [medicina, enfermagem] = await tx
      .insert(courses)
      .values([
        { graduationId: grad!.id, name: 'Medicina' },
        { graduationId: grad!.id, name: 'Enfermagem' },
      ])
      .returning();

    const base = { graduationId: grad!.id, executiveCode: 'e4', digitalCredits: 10, printedCredits: 5 };
    const people = [
      {
        firstName: 'Ana',
        surname: 'Souza',
        email: 'formando@demo.com.br',
        cpf: '52998224725',
        courseId: medicina!.id,
      },
      {
        firstName: 'Bruno',
        surname: 'Lima',
        email: 'comissao@demo.com.br',
        cpf: '11144477735',
        courseId: medicina!.id,
        committee: true,
      },
      {
        firstName: 'Carla',
        surname: 'Dias',
        email: 'restrito@demo.com.br',
        cpf: '39053344705',
        courseId: enfermagem!.id,
        restricted: true,
      },
      {
        firstName: 'Daniel',
        surname: 'Rocha',
        email: 'convidado@demo.com.br',
        cpf: '86288366757',
        courseId: enfermagem!.id,
        guest: true,
        digitalCredits: 0,
        printedCredits: 0,
      },
    ];
    const rows = await tx
      .insert(students)
      .values(people.map((p, i) => ({ ...base, phone: `5199999000${i}`, ...p })))
      .returning();
    await tx.update(graduations).set({ registeredCount: rows.length });

    const hashes = await Promise.all(DEMO_LOGINS.map((l) => hashPassword(l.password)));
    await tx.insert(users).values(
      DEMO_LOGINS.map((login, i) => {
        const student = rows.find((r) => r.email === login.email);
        return {
          name: student ? `${student.firstName} ${student.surname}` : 'Administrador',
          email: login.email,
          passwordHash: hashes[i]!,
          role: student ? ('student' as const) : ('admin' as const),
          studentId: student?.id ?? null,
        };
      }),
    );
  });
  return true;
}
