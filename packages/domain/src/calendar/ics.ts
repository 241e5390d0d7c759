import { addDays } from '../dates';
import type { StudentDeadline } from './deadlines';

/** RFC 5545 text: backslash, semicolon, comma and line breaks escaped. */
const escapeText = (text: string) =>
  text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Octets of a code point in UTF-8. */
const utf8Length = (code: number) => (code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4);

/** Folds a content line at 75 octets (RFC 5545 §3.1), never inside a UTF-8 character. */
function fold(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = utf8Length(ch.codePointAt(0) ?? 0);
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const day = (date: string) => date.replace(/-/g, '');

/**
 * A calendar of all-day events a student can subscribe to (decision 56), each with a reminder three days
 * before. `uid` makes each event's id stable across downloads, so a calendar app updates instead of
 * duplicating; `stamp` is when the calendar was made (UTC, 'YYYYMMDDTHHMMSSZ').
 */
export function deadlinesCalendar(
  deadlines: readonly StudentDeadline[],
  options: { name: string; uid: (id: string) => string; stamp: string },
): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Portal do Formando//Prazos//PT-BR',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(options.name)}`,
    'X-WR-TIMEZONE:America/Sao_Paulo',
  ];
  for (const d of deadlines) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${options.uid(d.id)}`,
      `DTSTAMP:${options.stamp}`,
      `DTSTART;VALUE=DATE:${day(d.date)}`,
      `DTEND;VALUE=DATE:${day(addDays(d.date, 1))}`,
      `SUMMARY:${escapeText(d.title)}`,
      `DESCRIPTION:${escapeText(d.description)}`,
      'TRANSP:TRANSPARENT',
      'BEGIN:VALARM',
      'ACTION:DISPLAY',
      `DESCRIPTION:${escapeText(d.title)}`,
      'TRIGGER:-P3D',
      'END:VALARM',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
