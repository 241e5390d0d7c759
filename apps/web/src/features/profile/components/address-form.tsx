import {
  type AddressFormInput,
  addressFormSchema,
  type Cadastro,
  formatCep,
  addressMessages as m,
  type PostalAddress,
} from '@portal/domain';
import { useForm } from 'react-hook-form';
import { Banner } from '../../../components/banner';
import { Button } from '../../../components/button';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { toast } from '../../../components/toast';
import { errorText } from '../../../lib/api-client';
import { zodResolver } from '../../../lib/zod-resolver';
import { useSaveAddress } from '../api/save-address';
import { type CepStatus, useCepLookup } from '../hooks/use-cep-lookup';
import { addressValues, savedCep, ufOptions } from './address-fields';

const CEP_ID = 'perfil-cep';
const CEP_STATUS_ID = `${CEP_ID}-status`;

const STATUS_TEXT: Record<CepStatus, string> = {
  idle: '',
  loading: 'Buscando endereço…',
  not_found: m.cepNotFound,
  unavailable: m.cepUnavailable,
};

/** Where each lookup answer goes; empty answers (a city-wide CEP has no street) leave the field alone. */
const FROM_LOOKUP: [keyof PostalAddress, keyof AddressFormInput][] = [
  ['logradouro', 'AlEndereco'],
  ['bairro', 'AlBairro'],
  ['localidade', 'AlCidade'],
  ['uf', 'AlUF'],
];

/** The address form of /perfil (spec B §2.12, §5.4; spec A §2, §5). */
export function AddressForm({ cadastro }: { cadastro: Cadastro }) {
  const save = useSaveAddress();
  const {
    register,
    handleSubmit,
    setValue,
    setFocus,
    setError,
    reset,
    formState: { errors, isSubmitted },
  } = useForm({ resolver: zodResolver(addressFormSchema), defaultValues: addressValues(cadastro) });
  const storedUf = addressValues(cadastro).AlUF;

  const cep = useCepLookup(savedCep(cadastro), (address) => {
    for (const [from, to] of FROM_LOOKUP) {
      if (address[from]) setValue(to, address[from], { shouldDirty: true, shouldValidate: isSubmitted });
    }
    setFocus('AlNumero');
  });

  const cepField = register('AlCEP', {
    onBlur: (event) => cep.lookup(event.target.value),
  });

  const onSubmit = handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: ({ answer, address }) => {
        toast({ kind: answer.type, message: answer.msg });
        // The fields show the address as saved (title case, upper-case UF).
        reset(addressValues({ ...cadastro, ...address }));
      },
      onError: (error) => setError('root', { message: errorText(error) }),
    }),
  );

  const statusText = STATUS_TEXT[cep.status];
  const cepError = errors.AlCEP?.message;
  return (
    <form className="address-form" onSubmit={onSubmit} noValidate>
      {errors.root && (
        <Banner tone="error" role="alert">
          <p>{errors.root.message}</p>
        </Banner>
      )}
      <div className="address-grid">
        <div className="address-cep">
          <TextField
            id={CEP_ID}
            label="CEP"
            inputMode="numeric"
            autoComplete="postal-code"
            placeholder="00000-000"
            error={cepError}
            aria-describedby={
              [cepError && `${CEP_ID}-error`, statusText && CEP_STATUS_ID].filter(Boolean).join(' ') ||
              undefined
            }
            {...cepField}
            onChange={(event) => {
              // The mask: digits only, '00000-000'; more than 8 digits stay bare so the error shows.
              event.target.value = formatCep(event.target.value);
              cep.clear();
              return cepField.onChange(event);
            }}
          />
          <p id={CEP_STATUS_ID} role="status" className={`field-hint cep-status cep-status-${cep.status}`}>
            {statusText}
          </p>
        </div>
        <TextField
          className="address-street"
          label="Endereço"
          autoComplete="address-line1"
          error={errors.AlEndereco?.message}
          {...register('AlEndereco')}
        />
        <TextField
          className="address-number"
          label="Número"
          inputMode="numeric"
          error={errors.AlNumero?.message}
          {...register('AlNumero')}
        />
        <TextField
          className="address-complement"
          label="Complemento"
          autoComplete="address-line2"
          error={errors.AlComp?.message}
          {...register('AlComp')}
        />
        <TextField
          className="address-district"
          label="Bairro"
          error={errors.AlBairro?.message}
          {...register('AlBairro')}
        />
        <TextField
          className="address-city"
          label="Cidade"
          autoComplete="address-level2"
          error={errors.AlCidade?.message}
          {...register('AlCidade')}
        />
        <SelectField
          label="UF"
          autoComplete="address-level1"
          error={errors.AlUF?.message}
          {...register('AlUF')}
        >
          <option value="">Selecione</option>
          {ufOptions(storedUf).map((uf) => (
            <option key={uf} value={uf}>
              {uf}
            </option>
          ))}
        </SelectField>
      </div>
      <Button type="submit" loading={save.isPending}>
        {m.saveButton}
      </Button>
    </form>
  );
}
