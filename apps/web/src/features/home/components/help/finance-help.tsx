import { formatBRL } from '@portal/domain';
import { PrintButton } from './print-button';

/** The fees of the contract terms (spec A §1), in centavos. */
const FEES: readonly (readonly [string, number])[] = [
  ['Regravação', 20_000],
  ['Acompanhante na prova de becas, além dos 5 incluídos (cada)', 5_000],
  ['Prova de becas no sábado', 25_000],
  ['Foto impressa 15x21', 2_500],
  ['Convite impresso', 2_000],
  ['Alteração de dados do convite', 3_000],
  ['Corte de música', 3_000],
  ['Pulseira extra', 2_500],
  ['Beca não devolvida, por dia, passadas 2 horas', 25_000],
];

/** Help topic 'financeiro': the contract terms of spec A §1. */
export function FinanceHelp() {
  return (
    <div className="help-text">
      <p>Os principais termos do contrato de formatura:</p>
      <ul>
        <li>O contrato deve estar totalmente pago até 60 dias antes da cerimônia.</li>
        <li>
          Para agendar a prova de becas e baixar as fotos dos eventos, é preciso ter pago ao menos 50% do
          contrato. As fotos da cerimônia exigem o pagamento de 100%.
        </li>
        <li>Pelo portal, o cartão de crédito pode ser parcelado em até 4 vezes.</li>
        <li>Pagamentos por boleto e PIX podem levar até 72 horas para serem confirmados.</li>
        <li>
          Você pode cancelar o contrato em até 7 dias depois da assinatura e do pagamento; a devolução é feita
          em até 60 dias úteis.
        </li>
        <li>
          O contrato perde a validade se nenhum pagamento for feito em até 30 dias depois da assinatura.
        </li>
      </ul>
      <table className="help-table stacked-table">
        <caption>Taxas e valores adicionais</caption>
        <thead>
          <tr>
            <th scope="col">Serviço</th>
            <th scope="col">Valor</th>
          </tr>
        </thead>
        <tbody>
          {FEES.map(([name, cents]) => (
            <tr key={name}>
              <td data-label="Serviço">{name}</td>
              <td className="num" data-label="Valor">
                {formatBRL(cents)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>Os valores e as condições que valem são os do seu contrato assinado.</p>
      <PrintButton />
    </div>
  );
}
