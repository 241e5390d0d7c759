import { z } from 'zod';
import { EMAIL_MAX, NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from './auth';

/** The producer's staff and the first administrator (decisions 114, 115). */
export const staffMessages = {
  lastAdmin:
    'Não é possível: este é o último administrador do portal. Convide outra pessoa antes de remover ou rebaixar este acesso.',
  alreadyAdmin: 'Esta pessoa já é administradora do portal.',
  studentEmail:
    'Este e-mail já é de um formando no portal. Convide a pessoa com outro e-mail, só para a administração.',
  notAdmin: 'Administrador não encontrado. Atualize a lista.',
  actingRefused: 'Deixe de agir como formando antes de mudar a equipe.',
  invited: (email: string) => `Convite enviado para ${email}.`,
  removed: 'Acesso removido. As sessões abertas dessa pessoa foram encerradas.',
  demoted: 'Agora essa pessoa é formando no portal. As sessões abertas dela foram encerradas.',
  setupInvalid:
    'Este link de configuração inicial é inválido, já foi usado ou expirou. Reinicie o portal para ver um novo link no registro de início, ou use npm run admin:create.',
  setupDone: 'Administrador criado. Bem-vindo ao portal!',
  emailInvalid: 'Este e-mail não parece válido.',
  nameEmpty: 'Preencha o nome.',
  weakPassword:
    'Esta senha é fraca: use ao menos 10 caracteres, sem repetir o e-mail, o nome ou uma sequência comum como 12345678.',
} as const;

/** An administrator's password is longer than a student's: it opens every student's data. */
export const ADMIN_PASSWORD_MIN = 10;

const COMMON = [
  '1234567890',
  '0123456789',
  'abcdefghij',
  'qwertyuiop',
  'senha',
  'password',
  'admin',
  'portal',
  'formando',
  'formatura',
];

/**
 * Whether `password` is too weak for an administrator: too short, one repeated character, the e-mail's
 * user part or the name inside it, or a common word or sequence as most of it (decision 114).
 */
export function isWeakAdminPassword(password: string, who: { email?: string; name?: string } = {}): boolean {
  if (password.length < Math.max(ADMIN_PASSWORD_MIN, PASSWORD_MIN)) return true;
  const lower = password.toLowerCase();
  if (new Set(lower).size <= 2) return true;
  const personal = [who.email?.split('@')[0], ...(who.name?.split(/\s+/) ?? [])]
    .map((p) => p?.toLowerCase().trim() ?? '')
    .filter((p) => p.length >= 4);
  if (personal.some((p) => lower.includes(p))) return true;
  // A common word or sequence with only a few characters around it.
  return COMMON.some((c) => lower.includes(c) && lower.length - c.length < 6);
}

const email = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, staffMessages.emailInvalid)
  .max(EMAIL_MAX)
  .pipe(z.email(staffMessages.emailInvalid));
const name = z.string().trim().min(1, staffMessages.nameEmpty).max(NAME_MAX);

/** POST /api/admin/equipe: invite an administrator by e-mail. */
export const staffInviteSchema = z.object({ name, email });
export type StaffInvite = z.infer<typeof staffInviteSchema>;

/** One administrator in GET /api/admin/equipe. */
export const staffMemberSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  /** False until the invited person set a password through the invitation. */
  active: z.boolean(),
  createdAt: z.iso.datetime(),
  /** The caller. */
  you: z.boolean(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

/** POST /api/configuracao-inicial/:token: the first administrator of a fresh install. */
export const firstAdminSchema = z.object({
  name,
  email,
  password: z.string().max(PASSWORD_MAX),
});
export type FirstAdmin = z.infer<typeof firstAdminSchema>;
