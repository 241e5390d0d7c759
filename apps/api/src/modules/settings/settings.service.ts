import {
  DEFAULT_PRODUCER_SETTINGS,
  type ProducerSettings,
  type PublicSettings,
  producerSettingsSchema,
} from '@portal/domain';
import type { Db } from '../../db/client';
import type { Actor } from '../../platform/sessions/actor';
import type { UnitOfWork } from '../../platform/unit-of-work';
import { settingsRepository } from './settings.repository';

type Deps = { db: Db; uow: UnitOfWork };

/** The producer's settings (issue 8): stored values over the defaults; a stored value that no longer parses is ignored. */
export function settingsService({ db, uow }: Deps) {
  const repo = settingsRepository(db);

  async function current(): Promise<ProducerSettings> {
    const stored = await repo.all();
    const merged: Record<string, unknown> = { ...DEFAULT_PRODUCER_SETTINGS };
    for (const [key, value] of Object.entries(stored)) {
      const field = producerSettingsSchema.shape[key as keyof ProducerSettings];
      if (field?.safeParse(value).success) merged[key] = value;
    }
    return producerSettingsSchema.parse(merged);
  }

  return {
    current,

    async public(): Promise<PublicSettings> {
      const { storeUrl, contactUrl, dpoEmail, shirtSizeChart } = await current();
      return { storeUrl, contactUrl, dpoEmail, shirtSizeChart };
    },

    async save(actor: Actor, values: ProducerSettings): Promise<ProducerSettings> {
      const before = await current();
      await uow.run(actor, (tx) => settingsRepository(tx).save(values), {
        studentId: null,
        detail: { before, after: values },
      });
      return current();
    },
  };
}

export type SettingsService = ReturnType<typeof settingsService>;
