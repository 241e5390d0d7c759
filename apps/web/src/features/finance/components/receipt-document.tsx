import {
  type Cadastro,
  type FinanceViewContract,
  formatCpf,
  paymentMethodName,
  producerCnpjText,
  todayInSaoPaulo,
} from '@portal/domain';
import { formatDate } from '../../../lib/format';
import { useProducerSettings } from '../../../lib/producer-settings';
import { brl } from '../lib/money';
import { parcelTitle } from '../lib/parcel-title';
import { settlementText } from '../lib/settlement';
import { ProducerBlock, useReceiverName } from './producer-block';

type Parcel = FinanceViewContract['AlParcelas'][number];

/** The receipt of a paid parcel (decision 58): who paid, how much, for what, when, and how; who received (decision 122). */
export function ReceiptDocument({
  contract,
  parcel,
  paidOn,
  cadastro,
}: {
  contract: FinanceViewContract;
  parcel: Parcel;
  paidOn: string;
  cadastro: Cadastro | null | undefined;
}) {
  const title = parcelTitle(parcel);
  const paid = brl(parcel.parcvalorpago ?? parcel.parcvalor);
  const rows: [string, string][] = [
    ['Parcela', title],
    ['Tipo', parcel.parctipo],
    ['Forma de pagamento', paymentMethodName(parcel.parcforma) ?? '—'],
    ['Vencimento', formatDate(parcel.parcvencimento)],
    ['Pago em', formatDate(paidOn)],
    ['Valor da parcela', brl(parcel.parcvalor)],
  ];
  if (parcel.parcdesconto > 0) rows.push(['Desconto', brl(parcel.parcdesconto)]);
  if (parcel.parcacrescimo > 0) rows.push(['Juros', brl(parcel.parcacrescimo)]);
  if (parcel.parctaxa > 0) rows.push(['Taxa', brl(parcel.parctaxa)]);
  rows.push(['Valor pago', paid]);
  if (parcel.parcdoc) rows.push(['Documento', parcel.parcdoc]);
  // The scheduled parcels this payment settled, oldest due first (decision 129), as the card says it.
  const settled = settlementText(parcel, contract);
  if (settled) rows.push(['Quitação', settled]);
  const name = cadastro ? `${cadastro.AlNome} ${cadastro.AlSobrenome}`.trim() : '';
  const receiver = useReceiverName();
  const cnpj = producerCnpjText(useProducerSettings().producer);
  return (
    <article className="fin-document" aria-label={`Recibo número ${parcel.parcid}`}>
      <ProducerBlock right={`Recibo nº ${parcel.parcid}`} />
      <p>
        Recebemos de <strong>{name}</strong>
        {cadastro?.AlCPF ? `, CPF ${formatCpf(cadastro.AlCPF)},` : ''} a quantia de <strong>{paid}</strong>,
        referente a {title} do contrato {contract.ctid}, paga em {formatDate(paidOn)}.
      </p>
      <dl className="fin-figures">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="fin-receiver">
        Recebido por <strong>{receiver}</strong>
        {cnpj ? `, CNPJ ${cnpj}` : ''}.
      </p>
      <p className="fin-muted">Emitido em {formatDate(todayInSaoPaulo(new Date()))}.</p>
    </article>
  );
}
