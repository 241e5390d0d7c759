import { type AddressFormInput, BRAZIL_UFS, type Cadastro, formatCep, onlyDigits } from '@portal/domain';

/** The form's starting values: the registration's address, the CEP with its mask (spec B §5.4). */
export function addressValues(cadastro: Cadastro): AddressFormInput {
  return {
    AlCEP: formatCep(cadastro.AlCEP ?? ''),
    AlEndereco: cadastro.AlEndereco ?? '',
    AlNumero: cadastro.AlNumero ?? '',
    AlComp: cadastro.AlComp ?? '',
    AlBairro: cadastro.AlBairro ?? '',
    AlCidade: cadastro.AlCidade ?? '',
    AlUF: (cadastro.AlUF ?? '').trim().toUpperCase(),
  };
}

/**
 * The UF options: the 27 units, plus a stored value outside them (legacy data such as 'RGS'), so the
 * select shows what is saved and the form explains what is wrong with it instead of silently blanking it.
 */
export function ufOptions(current: string): string[] {
  const ufs: string[] = [...BRAZIL_UFS];
  return current && !ufs.includes(current) ? [current, ...ufs] : ufs;
}

/** The CEP whose lookup would only repeat the saved address: a saved CEP with a saved street. */
export function savedCep(cadastro: Cadastro): string | null {
  return cadastro.AlCEP && cadastro.AlEndereco ? onlyDigits(cadastro.AlCEP) : null;
}
