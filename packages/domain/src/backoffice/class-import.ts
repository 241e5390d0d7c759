import { z } from 'zod';
import { registrationMessages as rm } from '../messages/registration';
import { onlyDigits, removeAccents } from '../text';
import { type StudentForm, studentFormSchema } from './students';

/** The largest class file accepted, and its most rows: a whole university's class with room to spare. */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 20_000;

/** The columns the import reads, by the names a producer's spreadsheet uses (accents and case ignored). */
const COLUMN_NAMES = {
  nome: ['nome', 'primeiro nome'],
  sobrenome: ['sobrenome', 'ultimo nome'],
  nomeCompleto: ['nome completo', 'aluno', 'formando'],
  email: ['email', 'e-mail', 'e mail'],
  cpf: ['cpf'],
  celular: ['celular', 'telefone', 'fone', 'whatsapp'],
  curso: ['curso'],
  polo: ['polo', 'campus'],
  instagram: ['instagram'],
} as const;
type Column = keyof typeof COLUMN_NAMES;

/** The template's header: the first name the import reads for each column, in a producer's usual order. */
export const IMPORT_TEMPLATE_COLUMNS: readonly string[] = (
  ['nome', 'sobrenome', 'email', 'cpf', 'celular', 'curso', 'polo', 'instagram'] as const
).map((column) => COLUMN_NAMES[column][0]);

/** The import's texts (our wording: the specs show no admin screens). */
export const importMessages = {
  missingColumns: (names: string[]) =>
    `Faltam colunas no arquivo: ${names.join(', ')}. A primeira linha precisa ter os nomes das colunas.`,
  tooManyRows: `O arquivo tem mais de ${IMPORT_MAX_ROWS.toLocaleString('pt-BR')} linhas: divida-o em partes.`,
  tooLarge: 'O arquivo passa de 5 MB: divida-o em partes.',
  empty: 'O arquivo não tem nenhum formando.',
  /** A refused row's reason, told to the producer with the spreadsheet's line (decision 123). */
  atLine: (line: number, reason: string) => `Linha ${line}: ${reason}`,
  unknownCourse: (name: string) => `curso não encontrado nesta formatura: ${name || '(vazio)'}.`,
  unknownCampus: (name: string) => `polo não encontrado nesta instituição: ${name}.`,
  repeatedInFile: (line: number) => `repetida no arquivo (mesmo CPF ou e-mail da linha ${line}).`,
  emailOfAnother: 'este e-mail já é de outro formando desta formatura.',
  invalidCharacter: 'a linha tem um caractere inválido.',
  /** The form's own messages speak to the student filling it in (spec B §5.2); the producer reads these. */
  form: {
    [rm.firstNameRequired]: 'falta o primeiro nome.',
    [rm.firstNamePattern]: 'a coluna do nome deve ter só o primeiro nome.',
    [rm.surnameRequired]: 'falta o sobrenome.',
    [rm.surnamePattern]: 'o sobrenome está abreviado.',
    [rm.poloRequired]: 'falta o polo.',
    [rm.courseRequired]: 'falta o curso.',
    [rm.instagramMax]: 'o Instagram passa de 30 caracteres.',
    [rm.emailRequired]: 'falta o e-mail.',
    [rm.emailInvalid]: 'o e-mail não é válido.',
    [rm.cpfRequired]: 'falta o CPF.',
    [rm.cpfMax]: 'o CPF tem números a mais.',
    [rm.cpfInvalid]: 'o CPF não é válido.',
    [rm.phoneRequired]: 'falta o celular.',
    [rm.phoneMax]: 'o celular tem números a mais.',
    [rm.phoneInvalid]: 'o celular não é um número de celular válido.',
  } as Readonly<Record<string, string>>,
  invalidValue: 'um dos valores não é válido.',
} as const;

/** The producer's wording of a registration form's error (decision 123). */
export function importFormReason(message: string | undefined): string {
  return (message && importMessages.form[message]) || importMessages.invalidValue;
}

const fold = (text: string) =>
  removeAccents(text)
    .toLowerCase()
    .replace(/[_\s]+/g, ' ')
    .trim();

export type CourseMarkers = { guestCourseMarker: string; ignoreCreditsCourseMarker: string };

/**
 * What a course's name makes of its students (spec B §1, §5.3): a guest when it contains the guest marker,
 * one who ignores credits when it contains the other; accents, case and spacing aside; an empty marker
 * marks no course. The same for a class imported by the producer and a student registering by the link.
 */
export function courseMarks(courseName: string, markers: CourseMarkers) {
  const course = fold(courseName);
  const marks = (marker: string) => marker.trim() !== '' && course.includes(fold(marker));
  return { guest: marks(markers.guestCourseMarker), ignoreCredits: marks(markers.ignoreCreditsCourseMarker) };
}

export type ImportContext = {
  courses: ReadonlyArray<{ id: number; name: string }>;
  campuses: ReadonlyArray<{ id: number; name: string }>;
  /** The graduation's registrations, to update instead of duplicating. */
  existing: ReadonlyArray<{ id: number; cpf: string; email: string }>;
  /** A course whose name contains one of these makes its new students guests, or ignore credits. */
  guestCourseMarker: string;
  ignoreCreditsCourseMarker: string;
};

export type ImportOutcome =
  | { line: number; status: 'created'; form: StudentForm; name: string }
  | { line: number; status: 'updated'; form: StudentForm; name: string; studentId: number }
  | { line: number; status: 'refused'; reason: string; name: string; email: string; cpf: string };

export type ImportPlan = { outcomes: ImportOutcome[] } | { error: string };

/** Which column holds each field, from the header row. */
function columnsOf(header: readonly string[]): { found: Partial<Record<Column, number>>; missing: string[] } {
  const found: Partial<Record<Column, number>> = {};
  header.forEach((title, index) => {
    const name = fold(title);
    for (const [column, names] of Object.entries(COLUMN_NAMES) as [Column, readonly string[]][]) {
      if (found[column] === undefined && names.includes(name)) found[column] = index;
    }
  });
  const missing: string[] = [];
  const hasName =
    found.nomeCompleto !== undefined || (found.nome !== undefined && found.sobrenome !== undefined);
  if (!hasName) missing.push('nome e sobrenome (ou nome completo)');
  for (const column of ['email', 'cpf', 'celular', 'curso'] as const) {
    if (found[column] === undefined) missing.push(column === 'email' ? 'e-mail' : column);
  }
  return { found, missing };
}

/**
 * What importing these CSV records (header first) into a graduation would do, row by row (decision 48): each
 * row is created, updated (same CPF already in the class) or refused with the reason, with the same rules
 * as the registration form (spec B §5.2). Pure: the API applies the plan in one transaction.
 */
export function planImport(records: readonly (readonly string[])[], context: ImportContext): ImportPlan {
  const [header, ...rows] = records;
  if (!header) return { error: importMessages.empty };
  if (rows.length > IMPORT_MAX_ROWS) return { error: importMessages.tooManyRows };
  const { found, missing } = columnsOf(header);
  if (missing.length) return { error: importMessages.missingColumns(missing) };

  const courseByName = new Map(context.courses.map((c) => [fold(c.name), c]));
  const campusByName = new Map(context.campuses.map((c) => [fold(c.name), c]));
  const byCpf = new Map(context.existing.map((s) => [s.cpf, s]));
  const byEmail = new Map(context.existing.map((s) => [s.email.toLowerCase(), s]));
  const seen = new Map<string, number>();
  const outcomes: ImportOutcome[] = [];

  for (const [index, row] of rows.entries()) {
    const line = index + 2;
    const cell = (column: Column) => (found[column] === undefined ? '' : (row[found[column]!] ?? '').trim());
    if (row.every((value) => !value.trim())) continue;
    let first = cell('nome');
    let last = cell('sobrenome');
    if (found.nomeCompleto !== undefined && (!first || !last)) {
      const [head = '', ...rest] = cell('nomeCompleto').split(/\s+/);
      first = head;
      last = rest.join(' ');
    }
    const name = `${first} ${last}`.trim();
    const email = cell('email').toLowerCase();
    const cpf = onlyDigits(cell('cpf'));
    const refuse = (reason: string) =>
      outcomes.push({
        line,
        status: 'refused',
        reason: importMessages.atLine(line, reason),
        name,
        email,
        cpf,
      });

    if (row.some((value) => value.includes('\u0000'))) {
      refuse(importMessages.invalidCharacter);
      continue;
    }
    const courseName = cell('curso');
    const course = courseByName.get(fold(courseName));
    if (!course) {
      refuse(importMessages.unknownCourse(courseName));
      continue;
    }
    const campusName = cell('polo');
    const campus = campusName ? campusByName.get(fold(campusName)) : undefined;
    if (campusName && !campus) {
      refuse(importMessages.unknownCampus(campusName));
      continue;
    }

    const parsed = studentFormSchema.safeParse({
      AlNome: first,
      AlSobrenome: last,
      AlEmail: email,
      AlCPF: cell('cpf'),
      AlFone: cell('celular'),
      AlInsta: cell('instagram') || null,
      AlCurso: course.id,
      AlPolo: campus?.id ?? null,
      ...courseMarks(course.name, context),
    });
    if (!parsed.success) {
      refuse(importFormReason(parsed.error.issues[0]?.message));
      continue;
    }

    const earlier = seen.get(`cpf:${cpf}`) ?? seen.get(`email:${email}`);
    if (earlier !== undefined) {
      refuse(importMessages.repeatedInFile(earlier));
      continue;
    }
    seen.set(`cpf:${cpf}`, line);
    seen.set(`email:${email}`, line);

    const sameCpf = byCpf.get(cpf);
    const sameEmail = byEmail.get(email);
    if (sameEmail && sameEmail.id !== sameCpf?.id) {
      refuse(importMessages.emailOfAnother);
      continue;
    }
    outcomes.push(
      sameCpf
        ? { line, status: 'updated', form: parsed.data, name, studentId: sameCpf.id }
        : { line, status: 'created', form: parsed.data, name },
    );
  }
  if (outcomes.length === 0) return { error: importMessages.empty };
  return { outcomes };
}

/** What an import rewrites on a registration already in the class: its data, never its flags or credits. */
export type ImportedValues = {
  firstName: string;
  surname: string;
  email: string;
  cpf: string;
  phone: string;
  instagram: string | null;
  courseId: number;
  campusId: number | null;
};

const CHANGE_LABELS: Record<keyof ImportedValues, string> = {
  firstName: 'Primeiro nome',
  surname: 'Sobrenome',
  email: 'E-mail',
  cpf: 'CPF',
  phone: 'Celular',
  instagram: 'Instagram',
  courseId: 'Curso',
  campusId: 'Polo',
};

export type ImportChange = { field: string; before: string; after: string };

/**
 * The fields an updated row changes, as the producer reads them (decision 123): course and polo by name,
 * an empty value as '—'; nothing when the row only repeats what is there.
 */
export function importChanges(
  before: ImportedValues,
  after: ImportedValues,
  names: Pick<ImportContext, 'courses' | 'campuses'>,
): ImportChange[] {
  const nameOf = (list: ImportContext['courses'], id: number | null) =>
    id === null ? '—' : (list.find((c) => c.id === id)?.name ?? String(id));
  const shown = (field: keyof ImportedValues, v: ImportedValues) =>
    field === 'courseId'
      ? nameOf(names.courses, v.courseId)
      : field === 'campusId'
        ? nameOf(names.campuses, v.campusId)
        : String(v[field] ?? '') || '—';
  return (Object.keys(CHANGE_LABELS) as (keyof ImportedValues)[]).flatMap((field) =>
    (before[field] ?? null) === (after[field] ?? null)
      ? []
      : [{ field: CHANGE_LABELS[field], before: shown(field, before), after: shown(field, after) }],
  );
}

/** The import's answer, for the preview and after applying it. */
export const importResultSchema = z.object({
  encoding: z.enum(['utf-8', 'windows-1252']),
  separator: z.enum([';', ',']),
  applied: z.boolean(),
  counts: z.object({ created: z.number().int(), updated: z.number().int(), refused: z.number().int() }),
  rows: z.array(
    z.object({
      line: z.number().int(),
      status: z.enum(['created', 'updated', 'refused']),
      reason: z.string().nullable(),
      AlNome: z.string(),
      AlEmail: z.string(),
      AlCPF: z.string(),
      /** For an updated row, each field it changes, before and after (decision 123); empty otherwise. */
      changes: z.array(z.object({ field: z.string(), before: z.string(), after: z.string() })),
    }),
  ),
});
export type ImportResult = z.infer<typeof importResultSchema>;
