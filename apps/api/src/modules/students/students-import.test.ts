import { completeCpf, importMessages as im } from '@portal/domain';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createGraduation,
  createStudent,
  createUser,
  signedInStudent,
  signIn,
} from '../../../test/factories';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { auditLog, courses, students, users } from '../../db/schema/index';

let t: TestContext;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = await signIn(t.app, (await createUser(t.db, { role: 'admin' })).email);
});
afterAll(() => t.close());

const upload = (graduationId: number, body: Buffer | string, apply = false, token = adminToken) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/formaturas/${graduationId}/importacao?aplicar=${apply}`,
    headers: { ...bearer(token), 'content-type': 'text/csv' },
    payload: body,
  });

/** A Windows-1252 file, as Excel on Windows saves "CSV (separado por vírgulas)". */
const cp1252 = (text: string) =>
  Buffer.from(
    Array.from(text, (ch) => ({ ç: 0xe7, ã: 0xe3, é: 0xe9, í: 0xed, ó: 0xf3 })[ch] ?? ch.charCodeAt(0)),
  );

describe('decision 48: importing a class from a CSV', () => {
  it('reads UTF-8 with commas and Windows-1252 with semicolons alike', async () => {
    const { graduation } = await createGraduation(t.db); // course: Medicina
    const utf8 =
      'nome,sobrenome,email,cpf,celular,curso\nConceição,Araújo,c@teste.com.br,111.444.777-35,51998765432,Medicina\n';
    const a = (await upload(graduation.id, utf8)).json();
    expect(a).toMatchObject({ encoding: 'utf-8', separator: ',', applied: false, counts: { created: 1 } });
    expect(a.rows[0]).toMatchObject({ AlNome: 'Conceição Araújo', status: 'created' });

    const latin = cp1252(
      'Nome;Sobrenome;E-mail;CPF;Celular;Curso\r\nJoão;Simões;j@teste.com.br;52998224725;(51) 99876-5432;medicina\r\n',
    );
    const b = (await upload(graduation.id, latin)).json();
    expect(b).toMatchObject({ encoding: 'windows-1252', separator: ';', counts: { created: 1 } });
    expect(b.rows[0].AlNome).toBe('João Simões');
    // A preview writes nothing.
    const [n] = await t.db
      .select({ n: count() })
      .from(students)
      .where(eq(students.graduationId, graduation.id));
    expect(n!.n).toBe(0);
  });

  it('shows every kind of bad row with its reason, then applies the good ones in one transaction, audited', async () => {
    const { graduation } = await createGraduation(t.db);
    const file = [
      'nome;sobrenome;email;cpf;celular;curso',
      'Ana;Souza;ana@teste.com.br;11144477735;51998765432;Medicina',
      'Bia;Lima;bia@teste.com.br;11111111112;51998765432;Medicina',
      'Caio;Reis;caio@teste.com.br;52998224725;51998765432;Astronomia',
      'Duda;Melo;ana@teste.com.br;00000000191;51998765432;Medicina',
      'Eva;S.;eva@teste.com.br;00000000272;51998765432;Medicina',
    ].join('\n');
    const preview = (await upload(graduation.id, file)).json();
    expect(
      preview.rows.map((r: { line: number; status: string; reason: string | null }) => [
        r.line,
        r.status,
        r.reason,
      ]),
    ).toEqual([
      [2, 'created', null],
      [3, 'refused', 'Linha 3: o CPF não é válido.'],
      [4, 'refused', im.atLine(4, im.unknownCourse('Astronomia'))],
      [5, 'refused', im.atLine(5, im.repeatedInFile(2))],
      [6, 'refused', 'Linha 6: o sobrenome está abreviado.'],
    ]);
    const applied = (await upload(graduation.id, file, true)).json();
    expect(applied).toMatchObject({ applied: true, counts: { created: 1, updated: 0, refused: 4 } });
    const rows = await t.db.select().from(students).where(eq(students.graduationId, graduation.id));
    expect(rows.map((r) => r.email)).toEqual(['ana@teste.com.br']);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.graduationId, graduation.id));
    expect(audit[0]!.detail).toMatchObject({ import: { created: 1, refused: 4 } });
  });

  it('a re-import updates the class instead of duplicating it, and links confirmed users', async () => {
    const { graduation, course } = await createGraduation(t.db);
    const old = await createStudent(t.db, {
      graduationId: graduation.id,
      courseId: course.id,
      cpf: '11144477735',
      phone: '51911112222',
      committee: true,
    });
    const user = await createUser(t.db, { email: 'nova@teste.com.br' });
    const file =
      'nome;sobrenome;email;cpf;celular;curso\nAna;Souza;ana2@teste.com.br;11144477735;51998765432;Medicina\nNova;Pessoa;nova@teste.com.br;52998224725;51998765432;Medicina\n';
    // decision 123: the preview shows what the update will change, before and after.
    const preview = (await upload(graduation.id, file)).json();
    const changed = preview.rows.find((r: { status: string }) => r.status === 'updated');
    expect(changed.changes).toEqual(
      expect.arrayContaining([
        { field: 'E-mail', before: old.email, after: 'ana2@teste.com.br' },
        { field: 'Celular', before: '51911112222', after: '51998765432' },
      ]),
    );
    expect(preview.rows.find((r: { status: string }) => r.status === 'created').changes).toEqual([]);
    const res = (await upload(graduation.id, file, true)).json();
    expect(res.counts).toEqual({ created: 1, updated: 1, refused: 0 });
    const [updated] = await t.db.select().from(students).where(eq(students.id, old.id));
    expect(updated).toMatchObject({ phone: '51998765432', email: 'ana2@teste.com.br', committee: true });
    const [linked] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(linked!.studentId).not.toBeNull();
    const again = (await upload(graduation.id, file, true)).json();
    expect(again.counts).toEqual({ created: 0, updated: 2, refused: 0 });
  });

  it('imports 5,000 rows in one go', async () => {
    const { graduation } = await createGraduation(t.db);
    const lines = ['nome;sobrenome;email;cpf;celular;curso'];
    for (let i = 0; i < 5000; i++) {
      lines.push(
        `Aluno;Número;aluno${i}@massa.com.br;${completeCpf(String(400_000_000 + i))};51998765432;Medicina`,
      );
    }
    const res = await upload(graduation.id, lines.join('\n'), true);
    expect(res.statusCode).toBe(200);
    expect(res.json().counts).toEqual({ created: 5000, updated: 0, refused: 0 });
    const [n] = await t.db
      .select({ n: count() })
      .from(students)
      .where(eq(students.graduationId, graduation.id));
    expect(n!.n).toBe(5000);
  }, 120_000);

  it('refuses a file without the columns, an empty body, another graduation and non-administrators', async () => {
    const { graduation } = await createGraduation(t.db);
    const missing = await upload(graduation.id, 'nome;cpf\nAna;1\n');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe(
      im.missingColumns(['nome e sobrenome (ou nome completo)', 'e-mail', 'celular', 'curso']),
    );
    expect((await upload(graduation.id, '')).json().type).toBe('EMPTY');
    expect((await upload(999_999, 'a')).statusCode).toBe(404);
    const { token } = await signedInStudent(t.app, t.db);
    expect((await upload(graduation.id, 'a', false, token)).statusCode).toBe(403);
    await t.db.insert(courses).values({ graduationId: graduation.id, name: 'Direito' });
  });
});
