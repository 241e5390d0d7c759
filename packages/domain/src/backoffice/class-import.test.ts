import { describe, expect, it } from 'vitest';
import { registrationMessages as rm } from '../messages';
import { type ImportContext, importMessages as im, importChanges, planImport } from './class-import';

const context: ImportContext = {
  courses: [
    { id: 1, name: 'Medicina' },
    { id: 2, name: 'Convidados da Formatura' },
  ],
  campuses: [{ id: 7, name: 'Polo Centro' }],
  existing: [{ id: 99, cpf: '52998224725', email: 'ja@teste.com.br' }],
  guestCourseMarker: 'convidado',
  ignoreCreditsCourseMarker: '',
};
const header = ['Nome', 'Sobrenome', 'E-mail', 'CPF', 'Celular', 'Curso', 'Polo'];
const row = (overrides: Partial<Record<string, string>> = {}) => {
  const r = {
    Nome: 'Ana',
    Sobrenome: 'Souza',
    'E-mail': 'ana@teste.com.br',
    CPF: '111.444.777-35',
    Celular: '(51) 99876-5432',
    Curso: 'medicina',
    Polo: '',
    ...overrides,
  };
  return header.map((h) => r[h as keyof typeof r] ?? '');
};
const plan = (...rows: string[][]) => planImport([header, ...rows], context);
const outcomes = (...rows: string[][]) => {
  const p = plan(...rows);
  if ('error' in p) throw new Error(p.error);
  return p.outcomes;
};

describe('decision 48: the class import plan', () => {
  it('creates a new student with the form rules, matching the course and polo by name without accents or case', () => {
    const [o] = outcomes(row({ Polo: 'polo centro' }));
    expect(o).toMatchObject({
      line: 2,
      status: 'created',
      form: { AlCurso: 1, AlPolo: 7, AlEmail: 'ana@teste.com.br' },
    });
  });

  it('updates the student already in the class with the same CPF instead of duplicating', () => {
    const [o] = outcomes(row({ CPF: '529.982.247-25', 'E-mail': 'ja@teste.com.br' }));
    expect(o).toMatchObject({ status: 'updated', studentId: 99 });
  });

  it.each([
    ['an invalid CPF', { CPF: '111.111.111-12' }, 'Linha 2: o CPF não é válido.'],
    ['an unknown course', { Curso: 'Astronomia' }, im.atLine(2, im.unknownCourse('Astronomia'))],
    ['an unknown polo', { Polo: 'Polo Sul' }, im.atLine(2, im.unknownCampus('Polo Sul'))],
    ['an abbreviated surname', { Sobrenome: 'S.' }, 'Linha 2: o sobrenome está abreviado.'],
    ['no first name', { Nome: '' }, 'Linha 2: falta o primeiro nome.'],
    ['an e-mail of another student', { 'E-mail': 'ja@teste.com.br' }, im.atLine(2, im.emailOfAnother)],
    ['a NUL byte', { Sobrenome: 'Sou\u0000za' }, im.atLine(2, im.invalidCharacter)],
  ])(
    'decision 123: refuses %s with the reason, told to the producer with its line',
    (_case, overrides, reason) => {
      expect(outcomes(row(overrides))[0]).toMatchObject({ status: 'refused', reason });
    },
  );

  it.each(Object.entries(rm).filter(([, text]) => text in im.form))(
    'decision 123: the form error %s never reaches the producer in the words meant for the student',
    (_key, text) => {
      expect(im.form[text]).toBeTruthy();
      expect(im.form[text]).not.toMatch(/\b(você|seu|sua)\b/i);
    },
  );

  it('decision 123: an updated row lists the fields it changes, course and polo by name', () => {
    const before = {
      firstName: 'Ana',
      surname: 'Souza',
      email: 'ana@teste.com.br',
      cpf: '11144477735',
      phone: '51911112222',
      instagram: null,
      courseId: 1,
      campusId: null,
    };
    expect(importChanges(before, { ...before }, context)).toEqual([]);
    expect(
      importChanges(before, { ...before, phone: '51998765432', campusId: 7, instagram: 'ana' }, context),
    ).toEqual([
      { field: 'Celular', before: '51911112222', after: '51998765432' },
      { field: 'Instagram', before: '—', after: 'ana' },
      { field: 'Polo', before: '—', after: 'Polo Centro' },
    ]);
  });

  it('refuses a row repeated in the file, naming the first line; skips empty lines', () => {
    const list = outcomes(
      row(),
      header.map(() => ' '),
      row({ 'E-mail': 'outra@teste.com.br' }),
    );
    expect(list.map((o) => [o.line, o.status])).toEqual([
      [2, 'created'],
      [4, 'refused'],
    ]);
    expect(list[1]).toMatchObject({
      reason: 'Linha 4: repetida no arquivo (mesmo CPF ou e-mail da linha 2).',
    });
  });

  it('reads a full-name column and marks students of a guest course as guests', () => {
    const p = planImport(
      [
        ['Nome completo', 'Email', 'CPF', 'Telefone', 'Curso'],
        ['Bruno de Oliveira', 'bruno@teste.com.br', '00000000191', '51998765432', 'Convidados da Formatura'],
      ],
      context,
    );
    expect('outcomes' in p && p.outcomes[0]).toMatchObject({
      status: 'created',
      form: { AlNome: 'Bruno', AlSobrenome: 'de Oliveira', guest: true },
    });
  });

  it('refuses a file without the required columns, or with no student', () => {
    expect(planImport([['Nome', 'CPF']], context)).toEqual({
      error: im.missingColumns(['nome e sobrenome (ou nome completo)', 'e-mail', 'celular', 'curso']),
    });
    expect(planImport([header], context)).toEqual({ error: im.empty });
    expect(planImport([], context)).toEqual({ error: im.empty });
  });
});
