import type { FastifyPluginAsync } from 'fastify';
import { financeRepository } from './finance.repository';
import { financeRoutes } from './finance.routes';
import { financeService } from './finance.service';

/** The contract view (spec A §2–§4): GET /perfil/financeiro. */
export const financeModule: FastifyPluginAsync = async (app) => {
  const service = financeService({ repo: financeRepository(app.db), settings: app.payments.settings });
  await app.register(financeRoutes, { service });
};
