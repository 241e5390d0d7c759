import { describe, expect, it } from 'vitest';
import { compareFileNamesNatural, eventVisibleToStudents, fileNameSortKey, publicationState } from './album';

/** Byte order, as the database compares a COLLATE "C" column (UTF-16 order equals it for these keys). */
const byKey = (a: string, b: string) => {
  const x = fileNameSortKey(a);
  const y = fileNameSortKey(b);
  return x < y ? -1 : x > y ? 1 : 0;
};

const sign = (n: number) => Math.sign(n);

describe('decision 120: album order by file name (natural sort, pt-BR)', () => {
  it('decision 120: "foto 2" comes before "foto 10", "02" before "10", uploads in any order', () => {
    expect(compareFileNamesNatural('foto 2', 'foto 10')).toBeLessThan(0);
    const uploaded = ['IMG_10.jpg', 'IMG_02.jpg', 'IMG_03.jpg', 'IMG_01.jpg', 'IMG_1000.jpg', 'IMG_100.jpg'];
    expect([...uploaded].sort(compareFileNamesNatural)).toEqual([
      'IMG_01.jpg',
      'IMG_02.jpg',
      'IMG_03.jpg',
      'IMG_10.jpg',
      'IMG_100.jpg',
      'IMG_1000.jpg',
    ]);
  });

  it('decision 120: accents and case do not move a name (Érico beside Erico, before Fabio)', () => {
    expect(compareFileNamesNatural('Érico 1.jpg', 'erico 1.jpg')).toBe(0);
    expect(compareFileNamesNatural('Érico.jpg', 'Fabio.jpg')).toBeLessThan(0);
    expect(fileNameSortKey('Érico 1.JPG')).toBe(fileNameSortKey('erico 1.jpg'));
  });

  it('decision 120: the database key sorts every pair as the pt-BR collator does', () => {
    const names = [
      'foto 2.jpg',
      'foto 10.jpg',
      'foto2.jpg',
      'foto 02.jpg',
      'foto.jpg',
      'foto-1.jpg',
      'foto_1.jpg',
      'foto (1).jpg',
      'Foto 1.JPG',
      'Álbum 3.png',
      'album 20.png',
      'Ação 7.jpg',
      'acao 7b.jpg',
      'DSC00001.JPG',
      'DSC00010.JPG',
      'DSC0009.JPG',
      '1º dia 3.jpg',
      '1o dia 12.jpg',
      '2024-05-10 14.03.22.jpg',
      '2024-05-10 9.03.22.jpg',
      'zebra.jpg',
      'Zé 2.jpg',
      '_capa.jpg',
      ' espaço.jpg',
      'b.jpg',
      'B 1.jpg',
      'c.jpg',
      '100.jpg',
      '99.jpg',
    ];
    for (const a of names)
      for (const b of names)
        expect([a, b, sign(byKey(a, b))]).toEqual([a, b, sign(compareFileNamesNatural(a, b))]);
  });
});

describe('decision 120: who sees an event', () => {
  const now = new Date('2026-11-26T15:00:00Z');

  it('decision 120: a draft is never visible', () => {
    expect(eventVisibleToStudents(null, now)).toBe(false);
    expect(publicationState(null, now)).toBe('rascunho');
  });

  it('decision 120: a scheduled event is hidden until its time, then visible as published', () => {
    const at = new Date('2026-11-26T18:00:00Z');
    expect(eventVisibleToStudents(at, now)).toBe(false);
    expect(publicationState(at, now)).toBe('agendado');
    expect(eventVisibleToStudents(at, at)).toBe(true);
    expect(publicationState(at, new Date('2026-11-26T18:00:01Z'))).toBe('publicado');
  });

  it('decision 120: a published event is visible', () => {
    const at = new Date('2026-11-01T10:00:00Z');
    expect(eventVisibleToStudents(at, now)).toBe(true);
    expect(publicationState(at, now)).toBe('publicado');
  });
  it('decision 124: an archived event is hidden like a draft, whatever its publication', () => {
    const at = new Date('2026-11-01T10:00:00Z');
    expect(eventVisibleToStudents(at, now, new Date('2026-11-20T10:00:00Z'))).toBe(false);
    expect(eventVisibleToStudents(at, now, null)).toBe(true);
  });
});
