import {
  authRequestSchema,
  authResponseSchema,
  autoAuthRequestSchema,
  confirmEmailRequestSchema,
  errorSchema,
  forgotRequestSchema,
  messageSchema,
  registerRequestSchema,
  resetRequestSchema,
  sessionResponseSchema,
} from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuthService } from './auth.service';

type Options = { service: AuthService; perMinute: number };

/** spec B §7 account calls. Each is rate-limited per address before any password is hashed. */
export const authRoutes: FastifyPluginAsyncZod<Options> = async (app, { service, perMinute }) => {
  const rateLimit = { max: perMinute, timeWindow: '1 minute' };
  const errors = { 400: errorSchema, 401: errorSchema, 409: errorSchema, 429: errorSchema };
  const tags = ['conta'];
  const security = [{ bearer: [] }];

  app.post(
    '/auth',
    {
      config: { rateLimit, growsDisk: false },
      schema: {
        tags,
        summary: 'Entrar',
        body: authRequestSchema,
        response: { 200: authResponseSchema, ...errors },
      },
    },
    (req) => service.signIn(req.body, req.ip),
  );

  app.post(
    '/auth/auto',
    {
      config: { rateLimit, growsDisk: false },
      schema: {
        tags,
        summary: 'Entrar por link automático',
        body: autoAuthRequestSchema,
        response: { 200: authResponseSchema, ...errors },
      },
    },
    (req) => service.autoSignIn(req.body.value),
  );

  app.post(
    '/register',
    {
      config: { rateLimit },
      schema: {
        tags,
        summary: 'Criar usuário',
        body: registerRequestSchema,
        response: { 201: authResponseSchema, ...errors },
      },
    },
    async (req, reply) => reply.code(201).send(await service.register(req.body)),
  );

  app.post(
    '/forgot',
    {
      config: { rateLimit },
      schema: {
        tags,
        summary: 'Esqueci a senha',
        body: forgotRequestSchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    (req) => service.forgot(req.body),
  );

  app.post(
    '/reset',
    {
      config: { rateLimit },
      schema: {
        tags,
        summary: 'Criar nova senha',
        body: resetRequestSchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    (req) => service.reset(req.body),
  );

  app.get(
    '/sessao',
    {
      config: { audit: 'sessao.ver' },
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Usuário da sessão, como o banco de dados o vê agora',
        response: { 200: sessionResponseSchema, 401: errorSchema },
      },
    },
    (req) => service.session(req.actor),
  );

  app.post(
    '/sessao/sair-de-todos',
    {
      config: { audit: 'sessao.encerrar_todas' },
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Sair em todos os dispositivos',
        response: { 200: messageSchema, 401: errorSchema },
      },
    },
    (req) => service.endAllSessions(req.actor),
  );

  app.post(
    '/email/confirmar',
    {
      config: { rateLimit },
      schema: {
        tags,
        summary: 'Confirmar o e-mail pelo link recebido',
        body: confirmEmailRequestSchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    (req) => service.confirmEmail(req.body.token),
  );

  app.post(
    '/email/reenviar',
    {
      onRequest: app.authenticate,
      config: { audit: 'email.confirmacao.reenviar', rateLimit },
      schema: {
        tags,
        security,
        summary: 'Reenviar o e-mail de confirmação',
        response: { 200: messageSchema, ...errors },
      },
    },
    (req) => service.resendConfirmation(req.actor),
  );
};
