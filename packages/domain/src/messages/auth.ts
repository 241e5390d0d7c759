/** spec B §5.1, §8: account screens. */
export const authMessages = {
  signInEmpty: 'Preencha e-mail e senha para continuar!',
  signUpEmpty: 'Preencha todos os dados para se cadastrar',
  forgotEmpty: 'Preencha seu e-mail para continuar!',
  resetEmpty: 'Preencha seu e-mail e a nova senha para continuar!',
  // Not in the spec's catalogue: our own wording for the FOUND / NOT_FOUND / reset answers (docs/decisions/).
  signInNotFound: 'E-mail ou senha incorretos. Ainda não tem um usuário? Crie o seu.',
  signUpFound: 'Já existe um usuário com este e-mail. Entre com sua senha.',
  forgotSent:
    'Se este e-mail estiver cadastrado, enviamos um link para criar uma nova senha. Confira sua caixa de entrada.',
  resetDone: 'Sua senha foi alterada. Você será levado ao portal em instantes.',
  resetInvalid: 'Este link para trocar a senha é inválido ou expirou. Peça um novo.',
  passwordTooShort: 'A senha precisa ter ao menos 8 caracteres.',
  // Sign-in, sign-up and forgot: our text ('e-mail', decision 123); the self-registration keeps spec B §5.2's.
  emailInvalid: 'Este e-mail não parece válido.',
  tooManyRequests: 'Muitas tentativas em pouco tempo. Aguarde um minuto e tente novamente.',
  sessionExpired: 'Sua sessão expirou. Entre novamente.',
  forbidden: 'Você não tem permissão para esta ação.',
  autoLoginInvalid: 'Este link de acesso é inválido ou expirou. Entre com e-mail e senha.',
  registrationNotLinked:
    'Ainda não encontramos seu cadastro. Use no portal o mesmo e-mail do autocadastro ou fale com a produtora.',
  // E-mail confirmation and sessions (DESIGN §3; our wording, docs/decisions/).
  emailConfirmBanner:
    'Confirme seu e-mail para ver seus dados de formando. Enviamos um link de confirmação para o seu e-mail.',
  emailConfirmResend: 'Reenviar e-mail de confirmação',
  emailConfirmResent: 'Enviamos um novo link de confirmação. Confira sua caixa de entrada.',
  emailConfirmed: 'E-mail confirmado! Seus dados de formando já aparecem no portal.',
  emailConfirmInvalid: 'Este link de confirmação é inválido ou expirou. Entre no portal e peça um novo.',
  emailAlreadyConfirmed: 'Seu e-mail já está confirmado.',
  signedOutEverywhere: 'Você saiu do portal em todos os dispositivos.',
} as const;
