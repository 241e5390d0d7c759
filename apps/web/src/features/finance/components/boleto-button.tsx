import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AddressGatedButton } from '../../../components/address-gate';
import { errorText } from '../../../lib/api-client';
import { boletoForm } from '../api/finance';
import { financeKeys } from '../api/keys';
import { postBoletoForm } from '../lib/boleto-post';

/**
 * EXIBIR BOLETO, or the second copy of a boleto already shown (spec A §2, §4): asks the bank form of the
 * parcel (type 2 the first time, 21 after) and posts it to the bank's page in a new tab. An overdue boleto
 * is refused by the API with the spec's text, shown here.
 */
export function BoletoButton({ parcid, secondCopy }: { parcid: number; secondCopy: boolean }) {
  const queryClient = useQueryClient();
  const show = useMutation({
    mutationFn: () => boletoForm(parcid),
    onSuccess: ({ url, campos }) => {
      postBoletoForm(url, campos);
      // The parcel now has its boleto: the list offers the second copy from here on.
      void queryClient.invalidateQueries({ queryKey: financeKeys.all });
    },
  });
  return (
    <>
      <AddressGatedButton
        variant={secondCopy ? 'secondary' : 'primary'}
        loading={show.isPending}
        onClick={() => show.mutate()}
      >
        {secondCopy ? 'Segunda via do boleto' : 'EXIBIR BOLETO'}
        <span className="visually-hidden"> (abre em nova aba)</span>
      </AddressGatedButton>
      {show.isError && (
        <p className="fin-text-error" role="alert">
          {errorText(show.error)}
        </p>
      )}
    </>
  );
}
