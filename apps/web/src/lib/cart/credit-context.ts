import type { Cadastro, CreditContext, Permissions } from '@portal/domain';

/**
 * The student's photo credits as the shop rules read them (spec B §5.3): none for a guest
 * or anyone the permissions give no credits (spec B §1, §6).
 * The course that ignores credits is the producer's secret (spec B §5.3 "course not shown") and not on the
 * registration's wire; the API applies it when it prices the order.
 */
export function creditContextOf(
  cadastro: Cadastro | null | undefined,
  permissions: Pick<Permissions, 'credits'>,
): CreditContext {
  return {
    digital: cadastro?.AlCredFtDigital ?? 0,
    printed: cadastro?.AlCredFtImpressa ?? 0,
    downImpressas: cadastro?.AlFormDados?.FormDownImpressas ?? 0,
    guest: cadastro?.AlConvidado === true || !permissions.credits,
    ignoreCredits: false,
  };
}
