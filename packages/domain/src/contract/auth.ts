import { z } from 'zod';
import { authMessages } from '../messages';

/** Longest input we accept anywhere for an e-mail (RFC 5321) and a password (ASVS 6.2.9 allows ≥ 64). */
export const EMAIL_MAX = 254;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const NAME_MAX = 120;

const email = z.string().trim().toLowerCase().max(EMAIL_MAX);
const password = z.string().max(PASSWORD_MAX);

/** POST /api/auth (spec B §7). Emptiness is checked by the service so that it answers type EMPTY. */
export const authRequestSchema = z.object({ email: email.default(''), password: password.default('') });
export type AuthRequest = z.infer<typeof authRequestSchema>;

/** POST /api/auth/auto: the /signin/{auto} value, 'e-mail|token' (DESIGN §3). */
export const autoAuthRequestSchema = z.object({ value: z.string().max(EMAIL_MAX + 200) });

/** POST /api/register (spec B §7). */
export const registerRequestSchema = z.object({
  name: z.string().trim().max(NAME_MAX).default(''),
  email: email.default(''),
  password: password.default(''),
  /** 'Li e aceito a política de privacidade', ticked on the form: logged with the account (decision 137). */
  aceitePolitica: z.boolean().default(false),
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** POST /api/forgot (spec B §7). */
export const forgotRequestSchema = z.object({ email: email.default('') });

/** POST /api/reset (spec B §7). */
export const resetRequestSchema = z.object({
  email: email.default(''),
  password: password.default(''),
  token: z.string().max(200).default(''),
});
export type ResetRequest = z.infer<typeof resetRequestSchema>;

export const ROLES = ['student', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** The signed-in user as the web keeps it in session storage. */
export const sessionUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  /** The registration this user acts as: its own, or the one an administrator picked. */
  studentId: z.number().int().nullable(),
  /** Set while an administrator acts as a student: that student's name. */
  actingAs: z.string().nullable(),
  /**
   * Whether the user proved the e-mail (a confirmation link, a password reset or an administrator's link).
   * Until then no registration is linked and no personal data is shown (DESIGN §3).
   */
  emailConfirmed: z.boolean(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const authResponseSchema = z.object({ token: z.string(), user: sessionUserSchema });
export type AuthResponse = z.infer<typeof authResponseSchema>;

/** GET /api/sessao: the signed-in user as the database says now (a confirmation elsewhere shows up here). */
export const sessionResponseSchema = z.object({ user: sessionUserSchema });
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

/** POST /api/email/confirmar: the token of the confirmation link /confirmar-email/{token}. */
export const confirmEmailRequestSchema = z.object({ token: z.string().max(200).default('') });
export type ConfirmEmailRequest = z.infer<typeof confirmEmailRequestSchema>;

/** Client-side check shared by the form and the service (spec B §5.1). */
export function signInEmptyError(input: { email?: string; password?: string }): string | null {
  return input.email?.trim() && input.password ? null : authMessages.signInEmpty;
}

/** Whether `value` is an e-mail address the portal accepts (the same rule as the registration form). */
export function isEmailAddress(value: string): boolean {
  return value.length <= EMAIL_MAX && z.email().safeParse(value).success;
}
