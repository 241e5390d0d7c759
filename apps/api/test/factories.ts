import type { App } from '../src/app';
import type { Db } from '../src/db/client';
import { courses, graduations, institutions, students, users } from '../src/db/schema/index';
import { hashPassword } from '../src/lib/passwords';

export const PASSWORD = 'senha-forte-123';
let passwordHash: Promise<string> | undefined;
let sequence = 0;
const next = () => ++sequence;

/** A graduation with one course, ready for registrations. */
export async function createGraduation(db: Db, overrides: Partial<typeof graduations.$inferInsert> = {}) {
  const [inst] = await db
    .insert(institutions)
    .values({ name: `Universidade ${next()}` })
    .returning();
  const [grad] = await db
    .insert(graduations)
    .values({
      institutionId: inst!.id,
      name: 'Turma de teste',
      ceremonyDate: '2027-01-30',
      ceremonyTime: '20:00',
      venue: 'Salão de Atos',
      registrationKey: `chave-${next()}`,
      ...overrides,
    })
    .returning();
  const [course] = await db.insert(courses).values({ graduationId: grad!.id, name: 'Medicina' }).returning();
  return { graduation: grad!, course: course!, institution: inst! };
}

/** A registration (cadastro) in a new graduation unless one is given. */
export async function createStudent(
  db: Db,
  overrides: Partial<typeof students.$inferInsert> = {},
): Promise<typeof students.$inferSelect> {
  let { graduationId, courseId } = overrides;
  if (graduationId === undefined || courseId === undefined) {
    const g = await createGraduation(db);
    graduationId = g.graduation.id;
    courseId = g.course.id;
  }
  const n = next();
  const [row] = await db
    .insert(students)
    .values({
      firstName: 'Aluno',
      surname: `Teste${n}`,
      email: `aluno${n}@teste.com.br`,
      cpf: String(10_000_000_000 + n),
      phone: '51999990000',
      ...overrides,
      graduationId,
      courseId,
    })
    .returning();
  return row!;
}

/** A portal user with the password PASSWORD and a confirmed e-mail (unless `emailConfirmedAt: null`). */
export async function createUser(
  db: Db,
  overrides: Partial<typeof users.$inferInsert> = {},
): Promise<typeof users.$inferSelect> {
  passwordHash ??= hashPassword(PASSWORD);
  const n = next();
  const [row] = await db
    .insert(users)
    .values({
      name: `Usuário ${n}`,
      email: `usuario${n}@teste.com.br`,
      passwordHash: await passwordHash,
      emailConfirmedAt: new Date(),
      ...overrides,
    })
    .returning();
  return row!;
}

/** A student user with a registration, signed in: the most common caller. */
export async function signedInStudent(
  app: App,
  db: Db,
  studentOverrides: Partial<typeof students.$inferInsert> = {},
) {
  const student = await createStudent(db, studentOverrides);
  const user = await createUser(db, { email: student.email, studentId: student.id, name: student.firstName });
  return { student, user, token: await signIn(app, user.email) };
}

/** The bearer token of a sign-in with PASSWORD. */
export async function signIn(app: App, email: string, password = PASSWORD): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/auth', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.body}`);
  return res.json().token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A call to /api`url` as the holder of `token` (none: no session), with `payload` as its JSON body. */
export const apiCall = (app: App, method: Method, url: string, token?: string, payload?: object) =>
  app.inject({
    method,
    url: `/api${url}`,
    headers: token ? bearer(token) : {},
    ...(payload ? { payload } : {}),
  });
