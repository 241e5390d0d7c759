import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { studentDeadlines } from './deadlines';
import { deadlinesCalendar } from './ics';

const input = {
  FormData: '2027-07-10',
  FormLimiteEntrega: -10,
  FormLimiteComplementares: '2027-08-01',
  FormLimiteCamisetas: '2027-05-01',
  FormLimiteAvista: '2027-03-31',
  finance: true,
  shirt: true,
  uploads: true,
  complementar: true,
};

describe('decision 56: every deadline of the student in one calendar', () => {
  it('spec A §5, §9: lists the ceremony, payments, shirt and upload deadlines by date', () => {
    expect(studentDeadlines(input).map((d) => [d.id, d.date])).toEqual([
      ['avista', '2027-03-31'],
      ['camiseta', '2027-05-01'],
      ['quitacao', '2027-05-11'],
      ['envio-formatura', '2027-06-29'],
      ['envio-individual', '2027-06-29'],
      ['formatura', '2027-07-10'],
      ['envio-certificado', '2027-07-24'],
      ['envio-complementar', '2027-08-01'],
    ]);
  });

  it('spec B §6: a guest gets no finance, shirt or upload deadlines; dates not set are left out', () => {
    const guest = studentDeadlines({ ...input, finance: false, shirt: false, uploads: false });
    expect(guest.map((d) => d.id)).toEqual(['formatura']);
    expect(
      studentDeadlines({ ...input, FormData: null, FormLimiteAvista: null }).map((d) => d.id),
    ).not.toContain('quitacao');
  });

  it('makes an RFC 5545 calendar an independent parser (ical.js) reads back, with stable ids and reminders', () => {
    const text = deadlinesCalendar(studentDeadlines(input), {
      name: 'Prazos · Direito 2027',
      uid: (id) => `${id}-7@portal-do-formando`,
      stamp: '20261122T120000Z',
    });
    // Octets of each line, counted through percent-encoding (no DOM or Node types in the domain).
    const octets = (line: string) => encodeURIComponent(line).replace(/%[0-9A-F]{2}/g, 'x').length;
    expect(text.split('\r\n').every((line) => octets(line) <= 75)).toBe(true);
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Prazos · Direito 2027');
    const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    expect(events.map((e) => [e.uid, e.summary, e.startDate.toString()])).toContainEqual([
      'camiseta-7@portal-do-formando',
      'Medida da camiseta',
      '2027-05-01',
    ]);
    expect(events).toHaveLength(8);
    // Text with RFC 5545's special characters comes back as written.
    const quitacao = events.find((e) => e.uid.startsWith('quitacao'))!;
    expect(quitacao.description).toBe('O contrato deve estar quitado 60 dias antes da formatura.');
    expect(
      events[0]!.component.getFirstSubcomponent('valarm')?.getFirstPropertyValue('trigger')?.toString(),
    ).toBe('-P3D');
  });

  it('escapes what RFC 5545 reserves and folds long lines, and the parser reads the text back as written', () => {
    const title = 'Ensaio; turma, geral\\sala "B" — '.repeat(4);
    const text = deadlinesCalendar(
      [{ id: 'x', date: '2027-01-02', title, description: 'linha 1\nlinha 2' }],
      {
        name: 'Prazos',
        uid: (id) => id,
        stamp: '20261122T120000Z',
      },
    );
    const [event] = new ICAL.Component(ICAL.parse(text))
      .getAllSubcomponents('vevent')
      .map((v) => new ICAL.Event(v));
    expect(event!.summary).toBe(title);
    expect(event!.description).toBe('linha 1\nlinha 2');
  });
});
