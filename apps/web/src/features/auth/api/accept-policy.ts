import { defineCall, noAnswer } from '../../../lib/define-call';

/**
 * POST /api/perfil/consentimentos/policy?canal=cadastro: the consent log keeps the 'Li e aceito' ticked on the
 * sign-up form, with the text's version and the time (decision 137), once the new session exists.
 */
export const acceptPolicyAtSignUp = defineCall({
  method: 'POST',
  path: '/perfil/consentimentos/policy?canal=cadastro',
  answer: noAnswer,
});
