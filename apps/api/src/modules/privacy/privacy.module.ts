import type { FastifyPluginAsync } from 'fastify';
import { type ConsentWithdrawals, consentsService } from './consents.service';
import { deletionRoutes } from './deletion.routes';
import { myDataRoutes } from './my-data.routes';
import { myDataService } from './my-data.service';
import type { PersonalDataSources } from './personal-data.sources';

type Options = {
  /** The student's data in the modules that hold it, read through their doors (src/personal-data.ts). */
  sources: PersonalDataSources;
  /** What a withdrawal must also do in another module (face search deletes the descriptors). */
  withdrawals?: ConsentWithdrawals;
  /** The portal's address, for the account deletion's confirmation link (decision 140). */
  publicUrl: string;
  /** The deletion request checks the password: as many tries a minute per student as a sign-in per address. */
  passwordTriesPerMinute: number;
};

/** The student's own data and the consent log (decision 137, LGPD art. 8 and 18). */
export const privacyModule: FastifyPluginAsync<Options> = async (
  app,
  { sources, withdrawals = {}, publicUrl, passwordTriesPerMinute },
) => {
  const service = myDataService({ db: app.db, storage: app.storage, sources, withdrawals });
  const consents = consentsService({ db: app.db, uow: app.uow, withdrawals });
  await app.register(myDataRoutes, { service, consents });
  // Account deletion (decision 137's sibling, owned with deletion.*.ts) registers its routes below.
  await app.register(deletionRoutes, { publicUrl, withdrawals, passwordTriesPerMinute });
};
