/**
 * What a student can consent to (decision 137, LGPD art. 8 and 11). Each kind has the version of the text
 * the student read; a new text is a new version, and a consent to an older version is shown as such.
 */
export const consentKinds = ['policy', 'face_search', 'email_reminders'] as const;
export type ConsentKind = (typeof consentKinds)[number];

export const consentVersions: Record<ConsentKind, string> = {
  policy: '2026-11',
  face_search: '2026-11',
  email_reminders: '2026-11',
};

export function isConsentKind(value: unknown): value is ConsentKind {
  return typeof value === 'string' && (consentKinds as readonly string[]).includes(value);
}
