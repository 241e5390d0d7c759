import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS, AUDIT_CODES } from './action-codes';
import { AUDIT_FIELD_NAMES, auditFieldLabel, humaniseField } from './audit-fields';
import { auditChanges, auditSentence, auditValue } from './audit-sentence';

const camelCase = /\b[a-z]+[A-Z][A-Za-z]*\b/;
// English words the trail used to show raw (decision 126): never in a sentence or label.
const english = /\b(before|after|heldOn|mediaType|GET|POST|PUT|PATCH|DELETE|api)\b/;

describe('decision 126: each action code reads as a pt-BR sentence', () => {
  it('Maria avançou o pedido nº 3 para Pronto', () => {
    expect(
      auditSentence({
        code: 'pedido.etapa.avancar',
        actorName: 'Maria',
        detail: { pedido: 3, etapa: 'ok', emailEmSegundos: 60 },
      }),
    ).toBe('Maria avançou o pedido nº 3 para Pronto');
  });

  it('names the student and the graduation where the action concerns them; an empty slot leaves nothing', () => {
    expect(auditSentence({ code: 'aluno.alterar', actorName: 'Maria', studentName: 'Ana Souza' })).toBe(
      'Maria alterou o cadastro de Ana Souza',
    );
    expect(auditSentence({ code: 'aluno.alterar', actorName: 'Maria' })).toBe('Maria alterou o cadastro');
    expect(
      auditSentence({ code: 'formatura.encerrar', actorName: 'João', graduationName: 'Direito 2027' }),
    ).toBe('João encerrou a formatura Direito 2027');
    expect(
      auditSentence({
        code: 'curso.renomear',
        actorName: 'João',
        detail: { before: { name: 'Direito' }, after: { name: 'Direito Noturno' } },
      }),
    ).toBe('João renomeou um curso “Direito Noturno”');
  });

  it('an unknown or missing code still reads as a sentence', () => {
    expect(auditSentence({ code: null, actorName: 'Maria' })).toBe(
      'Maria fez uma ação que o portal não descreve',
    );
    expect(auditSentence({ code: 'nao.existe', actorName: 'Maria' })).toBe(
      'Maria fez uma ação que o portal não descreve',
    );
  });

  it.each(AUDIT_CODES)('%s has a sentence without camelCase, English or a route', (code) => {
    const sentence = auditSentence({
      code,
      actorName: 'Maria',
      studentName: 'Ana Souza',
      graduationName: 'Direito 2027',
      detail: { pedido: 3, etapa: 'ok', name: 'Foto', email: 'a@b.com.br' },
    });
    expect(AUDIT_ACTIONS[code].length).toBeGreaterThan(5);
    expect(sentence).toMatch(/^Maria [a-zãéêíóôúç]/);
    expect(sentence).not.toMatch(camelCase);
    expect(sentence).not.toMatch(english);
    expect(sentence).not.toMatch(/[{}/]/);
  });
});

describe('decision 126: the before/after of a change, field by field in pt-BR', () => {
  it('labels each changed field; an unknown field is humanised, never raw camelCase', () => {
    expect(
      auditChanges({
        before: { heldOn: '2026-03-01', mediaType: 0, title: 'Baile', someNewField: 1 },
        after: { heldOn: '2026-03-02', mediaType: 0, title: 'Baile', someNewField: 2 },
      }),
    ).toEqual([
      { field: 'heldOn', label: 'Data do evento', before: '2026-03-01', after: '2026-03-02' },
      { field: 'someNewField', label: 'Some new field', before: 1, after: 2 },
    ]);
    expect(humaniseField('album_order')).toBe('Album order');
  });

  it('a creation has only after, a single value is one row, a detail without either has none', () => {
    expect(auditChanges({ after: { course: 'Direito' } })).toEqual([
      { field: 'course', label: 'Curso', before: undefined, after: 'Direito' },
    ]);
    expect(auditChanges({ pedido: 3, before: 'AA123456789BR', after: 'BB123456789BR' })).toEqual([
      { field: 'valor', label: 'Valor', before: 'AA123456789BR', after: 'BB123456789BR' },
    ]);
    expect(auditChanges({ status: 200 })).toEqual([]);
    expect(auditChanges(null)).toEqual([]);
  });

  it.each(AUDIT_FIELD_NAMES)('the label of %s is pt-BR text, not the field name', (field) => {
    const label = auditFieldLabel(field);
    expect(label).not.toMatch(camelCase);
    expect(label).not.toMatch(english);
  });

  it.each([
    [null, '—'],
    ['', '—'],
    [true, 'sim'],
    [false, 'não'],
    [12.5, '12.5'],
    [['a', 'b'], 'a, b'],
    [{ valor: 10, vencimento: '2026-05-10' }, 'Valor: 10; Vencimento: 2026-05-10'],
  ])('shows %j as %s', (value, text) => {
    expect(auditValue(value)).toBe(text);
  });
});
