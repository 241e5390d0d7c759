import { z } from 'zod';
import { idSchema } from '../contract/common';

/**
 * E-mails to a selection of the class (decision 49): 'acesso' sends each student a way in (an automatic-login
 * link when they have a portal user, the sign-up page otherwise); 'autocadastro' sends the graduation's
 * self-registration link.
 */
export const invitationRequestSchema = z.object({
  kind: z.enum(['acesso', 'autocadastro']),
  studentIds: z.array(idSchema).min(1).max(5000),
});
export type InvitationRequest = z.infer<typeof invitationRequestSchema>;

export const invitationResultSchema = z.object({
  queued: z.number().int(),
  /** Ids that are not of this graduation. */
  skipped: z.array(z.number().int()),
});
export type InvitationResult = z.infer<typeof invitationResultSchema>;
