import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config';
import { cachedPostalCodes, type PostalCodeProvider, viaCepProvider } from '../../lib/postal-code';
import { addressRoutes } from './address.routes';
import { addressService } from './address.service';
import { profileRepository } from './profile.repository';
import { profileRoutes } from './profile.routes';
import { profileService } from './profile.service';

type Options = {
  config: Pick<Config, 'cepProviderUrl' | 'cepTimeoutMs'>;
  /** Replaces the configured ViaCEP lookup. */
  postalCodes?: PostalCodeProvider;
};

/** The registration (cadastro) and its address review with the postal-code lookup (spec B §2.12, §5.4). */
export const profileModule: FastifyPluginAsync<Options> = async (app, { config, postalCodes }) => {
  await app.register(profileRoutes, { service: profileService(profileRepository(app.db)) });
  const address = addressService({
    uow: app.uow,
    postalCodes:
      postalCodes ??
      cachedPostalCodes(
        viaCepProvider({ urlTemplate: config.cepProviderUrl, timeoutMs: config.cepTimeoutMs }),
      ),
    log: app.log,
  });
  await app.register(addressRoutes, { service: address });
};
