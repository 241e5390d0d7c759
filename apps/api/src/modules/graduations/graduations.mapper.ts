import { type Graduation, type GraduationForm, toCents, toReais } from '@portal/domain';
import type { GraduationColumns, GraduationsRepository } from './graduations.repository';

type Found = NonNullable<Awaited<ReturnType<GraduationsRepository['find']>>>;

/** The form's values (reais, percent, spec names) as columns (centavos, basis points). */
export function toColumns(form: GraduationForm): GraduationColumns {
  return {
    institutionId: form.institutionId!,
    name: form.name,
    ceremonyDate: form.FormData,
    ceremonyTime: form.FormHora,
    venue: form.FormLocal || null,
    showDetails: form.FormVerDados,
    adjustmentCents: toCents(form.FormReajuste),
    priceTermCents: toCents(form.FormValorPrazo),
    priceCashCents: toCents(form.FormValor),
    cashLimitDate: form.FormLimiteAvista,
    interestFreeInstalments: form.FormLimiteSemJuros,
    cardLimitDate: form.FormLimiteCartao,
    interestRateBp: Math.round(form.FormTaxa * 100),
    contractUrl: form.FormContrato,
    photosChildhood: form.FormFtInfancia,
    photosTribute: form.FormFtHomenagem,
    photosLed: form.FormFtLed,
    deliveryDays: form.FormLimiteEntrega,
    complementaryDeadline: form.FormLimiteComplementares,
    shirtDeadline: form.FormLimiteCamisetas,
    minimumPaidPercent: Math.round(form.FormMinimoPago),
    downloadPrinted: form.FormDownImpressas,
    allDigitalFree: form.FormTodas,
    complementaryEnabled: form.complementar,
  };
}

/** A stored graduation as the back-office shows and edits it. */
export function toGraduation({ graduation: g, institution, courses }: Found): Graduation {
  return {
    id: g.id,
    institutionId: g.institutionId,
    institution,
    name: g.name,
    FormData: g.ceremonyDate,
    FormHora: g.ceremonyTime?.match(/^\d{2}:\d{2}/)?.[0] ?? null,
    FormLocal: g.venue,
    FormVerDados: g.showDetails,
    FormReajuste: toReais(g.adjustmentCents),
    FormValorPrazo: toReais(g.priceTermCents),
    FormValor: toReais(g.priceCashCents),
    FormLimiteAvista: g.cashLimitDate,
    FormLimiteSemJuros: g.interestFreeInstalments,
    FormLimiteCartao: g.cardLimitDate,
    FormTaxa: g.interestRateBp / 100,
    FormContrato: g.contractUrl,
    FormFtInfancia: g.photosChildhood,
    FormFtHomenagem: g.photosTribute,
    FormFtLed: g.photosLed,
    FormLimiteEntrega: g.deliveryDays,
    FormLimiteComplementares: g.complementaryDeadline,
    FormLimiteCamisetas: g.shirtDeadline,
    FormMinimoPago: g.minimumPaidPercent,
    FormDownImpressas: g.downloadPrinted,
    FormTodas: g.allDigitalFree,
    complementar: g.complementaryEnabled,
    closed: g.closedAt !== null,
    archived: g.archivedAt !== null,
    registeredCount: g.registeredCount,
    vacancyLimit: g.vacancyLimit,
    courses,
  };
}
