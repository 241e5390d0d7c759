import {
  DEFAULT_PRODUCER_SETTINGS,
  normalizeProducerIdentity,
  type ProducerSettings,
  type PublicSettings,
  producerIdentityMessages as pm,
  producerAddressLine,
  producerCnpjText,
  producerContactLine,
  producerDisplayName,
  producerSettingsSchema,
} from '@portal/domain';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { MailBrand } from '../../lib/mail-layout';
import type { Storage } from '../../lib/storage';
import type { Actor } from '../../platform/sessions/actor';
import type { UnitOfWork } from '../../platform/unit-of-work';
import { isStoredLogo, LOGO_KEY, logoPath, prepareLogo, type StoredLogo } from './producer-logo';
import { settingsRepository } from './settings.repository';

type Deps = { db: Db; uow: UnitOfWork; storage: Storage };

/** How long the e-mails reuse the producer's identity they read: a change shows in the next mails. */
const BRAND_TTL_MS = 5_000;

/** The producer's settings (decision 49): stored values over the defaults; a stored value that no longer parses is ignored. */
export function settingsService({ db, uow, storage }: Deps) {
  let brandCache: { value: Promise<MailBrand>; at: number } | null = null;

  async function current(handle: Db = db): Promise<ProducerSettings> {
    const stored = await settingsRepository(handle).all();
    const merged: Record<string, unknown> = { ...DEFAULT_PRODUCER_SETTINGS };
    for (const [key, value] of Object.entries(stored)) {
      const field = producerSettingsSchema.shape[key as keyof ProducerSettings];
      if (field?.safeParse(value).success) merged[key] = value;
    }
    return producerSettingsSchema.parse(merged);
  }

  async function logo(handle: Db = db): Promise<StoredLogo | null> {
    const value = await settingsRepository(handle).get(LOGO_KEY);
    return isStoredLogo(value) ? value : null;
  }

  async function brand(publicUrl: string, handle: Db): Promise<MailBrand> {
    const { producer } = await current(handle);
    const stored = await logo(handle);
    const legal = [producer.legalName, producerCnpjText(producer) && `CNPJ ${producerCnpjText(producer)}`]
      .filter(Boolean)
      .join(' · ');
    return {
      name: producerDisplayName(producer),
      named: producer.name.trim() !== '' || producer.legalName.trim() !== '',
      lines: [legal, producerAddressLine(producer), producerContactLine(producer)].filter(Boolean),
      logoUrl: stored ? `${publicUrl}${logoPath(stored)}` : null,
    };
  }

  return {
    current: () => current(),

    async public(): Promise<PublicSettings> {
      const [{ storeUrl, contactUrl, dpoEmail, shirtSizeChart, producer }, stored] = await Promise.all([
        current(),
        logo(),
      ]);
      return {
        storeUrl,
        contactUrl,
        dpoEmail,
        shirtSizeChart,
        producer,
        logoUrl: stored ? logoPath(stored) : null,
      };
    },

    async save(actor: Actor, values: ProducerSettings): Promise<ProducerSettings> {
      const before = await current();
      // decision 122: CNPJ, CEP and phone are kept bare, as receipts and the BR Code format them.
      const after = { ...values, producer: normalizeProducerIdentity(values.producer) };
      await uow.run(actor, (tx) => settingsRepository(tx).save(after), {
        studentId: null,
        detail: { before, after },
      });
      brandCache = null;
      return current();
    },

    /**
     * The producer's name, lines and logo for the e-mails (decision 122), read at most every 5 s; on the
     * sender's transaction when it has one (one connection may be all there is).
     */
    mailBrand(publicUrl: string, tx?: Db): Promise<MailBrand> {
      if (!brandCache || Date.now() - brandCache.at > BRAND_TTL_MS) {
        const value = brand(publicUrl, tx ?? db);
        brandCache = { value, at: Date.now() };
        value.catch(() => {
          if (brandCache?.value === value) brandCache = null;
        });
      }
      return brandCache.value;
    },

    /** The logo's bytes, or null when none was sent or the version asked is not the current one. */
    async logoFile(version: string | undefined) {
      const stored = await logo();
      if (!stored || (version !== undefined && version !== stored.version)) return null;
      return storage.get(stored.key);
    },

    async setLogo(actor: Actor, bytes: Buffer | null): Promise<{ logoUrl: string }> {
      const { png, key, version } = await prepareLogo(bytes);
      const before = await logo();
      await storage.put(key, png);
      await uow.run(actor, (tx) => settingsRepository(tx).save({ [LOGO_KEY]: { key, version } }), {
        studentId: null,
        detail: { logo: key, before: before?.key ?? null },
      });
      if (before) await storage.delete(before.key).catch(() => undefined);
      brandCache = null;
      return { logoUrl: logoPath({ key, version }) };
    },

    async removeLogo(actor: Actor): Promise<void> {
      const before = await logo();
      if (!before) throw new AppError('NOT_FOUND', pm.logoMissing);
      await uow.run(actor, (tx) => settingsRepository(tx).save({ [LOGO_KEY]: null }), {
        studentId: null,
        detail: { logo: null, before: before.key },
      });
      await storage.delete(before.key).catch(() => undefined);
      brandCache = null;
    },
  };
}

export type SettingsService = ReturnType<typeof settingsService>;
