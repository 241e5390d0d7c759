import { ContentType } from './types';

/**
 * Unicode's bidirectional controls: embeddings and overrides (U+202A–U+202E), isolates (U+2066–U+2069) and
 * the marks (U+200E, U+200F, U+061C). In a file name they only serve to disguise it: 'foto\u202Egpj.exe'
 * shows as 'fotoexe.jpg'.
 */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed.
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/g;

/** `text` without bidirectional control characters, so that it reads as it is stored (decision 102). */
export function stripBidiControls(text: string): string {
  return text.replace(BIDI_CONTROLS, '');
}

/** The file extension of each content type the portal accepts, the one downloads are named with. */
export const CONTENT_TYPE_EXTENSIONS: Readonly<Record<ContentType, string>> = {
  [ContentType.mp3]: 'mp3',
  [ContentType.png]: 'png',
  [ContentType.jpeg]: 'jpg',
  [ContentType.pdf]: 'pdf',
};

/** Other spellings of an extension that name the same type ('foto.jpeg' stays 'foto.jpeg'). */
const SAME_TYPE: Readonly<Record<string, string>> = { jpeg: 'jpg', jpe: 'jpg' };

/** The extension of a content type, 'bin' for one the portal does not know. */
export function extensionOf(type: string): string {
  return CONTENT_TYPE_EXTENSIONS[type as ContentType] ?? 'bin';
}

/** A file's name for display: no folders, no control or bidi characters, at most 120 characters. */
export function displayFileName(filename: string): string {
  const base = filename.split(/[\\/]/).pop() ?? '';
  const clean = stripBidiControls(base).replace(CONTROL_CHARACTERS, '').trim();
  // By code point, so that an emoji at the limit is not cut in half.
  return Array.from(clean || 'arquivo')
    .slice(0, 120)
    .join('');
}

/**
 * The name a stored file is downloaded under (decision 102): the name it was sent with, its extension replaced
 * by the one of the type sniffed from its bytes. A JPEG sent as 'relatorio.html' or 'setup.exe' comes back as
 * 'relatorio.jpg' or 'setup.jpg', so the computer opens it as what it is.
 */
export function downloadFileName(name: string, type: string): string {
  const extension = extensionOf(type);
  // Leading dots would hide the file on Unix; trailing dots and spaces are dropped by Windows.
  const shown = displayFileName(name).replace(/^[.\s]+|[.\s]+$/g, '');
  const dot = shown.lastIndexOf('.');
  const base = dot > 0 ? shown.slice(0, dot).trimEnd() : shown;
  const current = dot > 0 ? shown.slice(dot + 1).toLowerCase() : '';
  if (current === extension || SAME_TYPE[current] === extension) return shown;
  return `${base || 'arquivo'}.${extension}`;
}

/**
 * `text` as a file name every operating system takes (the entries of a zip): no separators, reserved,
 * control or bidi characters, spaces collapsed. Empty when nothing is left.
 */
export function safeFileName(text: string): string {
  return stripBidiControls(text)
    .replace(CONTROL_CHARACTERS, ' ')
    .replace(/[\\/:*?"<>|]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
