import {
  amountProblem,
  amountProblemMessage,
  type FinanceViewContract,
  financeMessages,
  formatBRL,
  instalmentMinimumReason,
  PARCEL_TYPE_LABELS,
  PAYMENT_METHODS,
  type ParcelWire,
  type PayableParcelType,
  PaymentMethod,
  toCents,
} from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { AddressGateBanner, AddressGatedButton } from '../../../components/address-gate';
import { Banner } from '../../../components/banner';
import { Modal } from '../../../components/modal';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { errorText } from '../../../lib/api-client';
import { createParcel, type NewParcelInput } from '../api/finance';
import { financeKeys } from '../api/keys';
import { cardInstalments, instalmentLabel } from '../lib/instalments';
import { parseAmount } from '../lib/money';
import { ChooserResult } from './chooser-result';

type Offer = FinanceViewContract['pagamento'];

/** The method buttons' names (spec A §2: card, PIX, boleto). */
const METHOD_LABELS: Record<number, string> = {
  [PaymentMethod.cartao]: 'Cartão de crédito',
  [PaymentMethod.pix]: PAYMENT_METHODS[PaymentMethod.pix].nome,
  [PaymentMethod.boleto]: PAYMENT_METHODS[PaymentMethod.boleto].nome,
};

interface Choice {
  method: number | null;
  type: PayableParcelType | null;
  amountText: string;
  instalments: number;
}

const EMPTY: Choice = { method: null, type: null, amountText: '', instalments: 1 };

/**
 * The payment chooser (spec A §2, §4, §5): method → type → amount (and instalments for the card) → confirm.
 * What it offers comes from the server (`pagamento`: methods — PIX only for a restricted student —, types,
 * bounds, instalments), and the same domain rules enable the button; the API checks them all again on
 * novaparcela, and its pt-BR refusal is shown as it comes.
 */
export function PaymentChooser({
  contract,
  onClose,
}: {
  contract: FinanceViewContract;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const [created, setCreated] = useState<ParcelWire | null>(null);
  const close = () => {
    void queryClient.invalidateQueries({ queryKey: financeKeys.all });
    onClose();
  };
  return (
    <Modal open onClose={close} title={financeMessages.makePayment}>
      {created ? (
        <ChooserResult parcel={created} />
      ) : (
        <ChooserForm
          contract={contract}
          onCreated={(parcel) => {
            setCreated(parcel);
            void queryClient.invalidateQueries({ queryKey: financeKeys.all });
          }}
        />
      )}
    </Modal>
  );
}

function ChooserForm({
  contract,
  onCreated,
}: {
  contract: FinanceViewContract;
  onCreated: (parcel: ParcelWire) => void;
}) {
  const offer: Offer = contract.pagamento;
  const [choice, setChoice] = useState<Choice>(EMPTY);
  const [touched, setTouched] = useState(false);
  const methodName = useId();
  const typeName = useId();
  const reasonId = useId();
  const create = useMutation({
    mutationFn: (input: NewParcelInput) => createParcel(input),
    onSuccess: onCreated,
  });

  const limits = choice.type ? offer.limites[choice.type] : null;
  const bounds = limits ? { minimum: toCents(limits.minimo), maximum: toCents(limits.maximo) } : null;
  const amount = parseAmount(choice.amountText);
  const problem = bounds && amount !== null ? amountProblem(amount, bounds) : null;
  const amountError =
    !bounds || !touched || choice.amountText.trim() === ''
      ? undefined
      : amount === null
        ? 'Digite o valor em reais, por exemplo 480,00.'
        : problem
          ? amountProblemMessage(problem, bounds)
          : undefined;
  const isCard = choice.method === PaymentMethod.cartao;
  const options =
    isCard && limits && amount !== null && problem === null
      ? cardInstalments(amount, offer, limits.minimo)
      : [];
  const option = options.find((o) => o.count === choice.instalments);
  // spec A §5: the pay button stays disabled below the minimum (and for any other broken rule).
  const payable =
    choice.method !== null &&
    choice.type !== null &&
    amount !== null &&
    problem === null &&
    (!isCard || (option !== undefined && !option.disabled));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!payable || choice.method === null || choice.type === null || amount === null) return;
    create.mutate({
      parcconta: contract.ctid,
      parcvalor: amount / 100,
      parctipo: choice.type,
      parcforma: choice.method,
      parcelas: isCard ? choice.instalments : 1,
    });
  };

  return (
    <form className="fin-chooser stack" onSubmit={submit} noValidate>
      <AddressGateBanner />
      <fieldset className="fin-choices">
        <legend className="field-label">Forma de pagamento</legend>
        {offer.formas.map((method) => (
          <label key={method} className="fin-choice">
            <input
              type="radio"
              name={methodName}
              value={method}
              checked={choice.method === method}
              onChange={() => setChoice({ ...EMPTY, method })}
            />
            {METHOD_LABELS[method] ?? PAYMENT_METHODS[method as 2]?.nome ?? String(method)}
          </label>
        ))}
      </fieldset>
      {choice.method === PaymentMethod.pix && <p className="fin-notice">{financeMessages.pixWarning}</p>}

      {choice.method !== null && (
        <fieldset className="fin-choices">
          <legend className="field-label">Tipo de pagamento</legend>
          {offer.tipos.map((type) => (
            <label key={type} className="fin-choice">
              <input
                type="radio"
                name={typeName}
                value={type}
                checked={choice.type === type}
                onChange={() => setChoice({ ...choice, type, amountText: '', instalments: 1 })}
              />
              {PARCEL_TYPE_LABELS[type]}
            </label>
          ))}
        </fieldset>
      )}

      {choice.type !== null && limits && (
        <TextField
          label="Valor (R$)"
          inputMode="decimal"
          autoComplete="off"
          value={choice.amountText}
          hint={`De ${formatBRL(toCents(limits.minimo))} a ${formatBRL(toCents(limits.maximo))}.`}
          error={amountError}
          onChange={(event) => setChoice({ ...choice, amountText: event.target.value, instalments: 1 })}
          onBlur={() => setTouched(true)}
        />
      )}

      {options.length > 0 && (
        <>
          <SelectField
            label="Parcelas no cartão"
            value={choice.instalments}
            aria-describedby={reasonId}
            onChange={(event) => setChoice({ ...choice, instalments: Number(event.target.value) })}
          >
            {options.map((o) => (
              <option key={o.count} value={o.count} disabled={o.disabled}>
                {instalmentLabel(o)}
              </option>
            ))}
          </SelectField>
          {/* Why the list stops where it does (decision 129): the card limit date or the producer's maximum. */}
          <div id={reasonId} className="fin-muted">
            {offer.motivoParcelas && <p>{offer.motivoParcelas}</p>}
            {limits && options.some((o) => o.disabled) && (
              <p>{instalmentMinimumReason(toCents(limits.minimo))}</p>
            )}
          </div>
        </>
      )}

      {choice.method === PaymentMethod.boleto && offer.taxaBoleto > 0 && (
        <p className="fin-notice">Taxa do boleto: {formatBRL(toCents(offer.taxaBoleto))}, somada ao valor.</p>
      )}
      {choice.type === 'Contrato' &&
        contract.avista &&
        amount !== null &&
        limits &&
        amount === toCents(limits.maximo) &&
        choice.instalments === 1 && (
          <p className="fin-notice">O desconto à vista entra no valor do pagamento ao confirmar.</p>
        )}

      {create.isError && (
        <Banner tone="error" role="alert">
          <p>{errorText(create.error)}</p>
        </Banner>
      )}
      <div className="actions">
        <AddressGatedButton type="submit" disabled={!payable} loading={create.isPending}>
          Confirmar pagamento
        </AddressGatedButton>
      </div>
    </form>
  );
}
