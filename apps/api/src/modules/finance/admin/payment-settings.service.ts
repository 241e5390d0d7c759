import {
  type AdminPaymentSettings,
  type PaymentSettings,
  type StoredPaymentSettings,
  storedPaymentSettingsSchema,
  toCents,
  toReais,
} from '@portal/domain';
import type { Db } from '../../../db/client';
import type { Actor } from '../../../platform/sessions/actor';
import type { UnitOfWork } from '../../../platform/unit-of-work';
import { storeSettings } from '../../settings';
import type { PaymentSettingsStore } from '../settings/payment-settings';

type Deps = { uow: UnitOfWork; store: PaymentSettingsStore };

const toScreen = (s: PaymentSettings): AdminPaymentSettings => ({
  cardMaxInstalments: s.cardMaxInstalments,
  boletoFee: toReais(s.boletoFee),
  pixKey: s.pix.key,
  pixMerchantName: s.pix.merchantName,
  pixMerchantCity: s.pix.merchantCity,
  bankDeposit: s.bankDeposit,
});

/**
 * The producer's payment settings screen (decision 52's keys): what payments use now, and a save that
 * writes every key through the settings table and makes this process read them again at once.
 */
export function paymentSettingsService({ uow, store }: Deps) {
  return {
    async current(): Promise<AdminPaymentSettings> {
      return toScreen(await store.get());
    },

    async save(actor: Actor, body: AdminPaymentSettings): Promise<AdminPaymentSettings> {
      const before = await this.current();
      // The stored form is checked by the same schema payments read it with: nothing saved is dropped later.
      const values: Required<StoredPaymentSettings> = storedPaymentSettingsSchema.parse({
        cardMaxInstalments: body.cardMaxInstalments,
        boletoFee: toCents(body.boletoFee),
        pixKey: body.pixKey,
        pixMerchantName: body.pixMerchantName.trim(),
        pixMerchantCity: body.pixMerchantCity.trim(),
        bankDeposit: body.bankDeposit,
      });
      await uow.run(actor, (tx: Db) => storeSettings(tx, values), {
        studentId: null,
        detail: { before, after: body },
      });
      store.forget();
      return this.current();
    },
  };
}

export type PaymentSettingsService = ReturnType<typeof paymentSettingsService>;
