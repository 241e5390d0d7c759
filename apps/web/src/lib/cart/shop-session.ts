import type { Cadastro, CreditContext, Permissions } from '@portal/domain';
import { sessionPermissions, useCadastro } from '../registration';
import { useSessionUser } from '../session';
import { creditContextOf } from './credit-context';

export interface ShopSession {
  cadastro: Cadastro | null | undefined;
  permissions: Permissions;
  credits: CreditContext;
}

/** What the shop screens need of the session: the registration, what it may do, and its photo credits. */
export function useShopSession(): ShopSession {
  const user = useSessionUser();
  const { data: cadastro } = useCadastro();
  const permissions = sessionPermissions(user, cadastro);
  return { cadastro, permissions, credits: creditContextOf(cadastro, permissions) };
}
