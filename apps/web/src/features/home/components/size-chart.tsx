import { TSHIRT_SIZES } from '@portal/domain';
import { useProducerSettings } from '../../../lib/producer-settings';
import { PrintButton } from './help/print-button';

/** The size chart of the T-shirt card's modal. */
export function SizeChart() {
  // The producer's chart (decision 49: a setting of the back-office), the usual one until it answers.
  const { shirtSizeChart } = useProducerSettings();
  return (
    <div className="help-text">
      <table className="help-table size-chart stacked-table">
        <caption>Medidas da peça, em centímetros</caption>
        <thead>
          <tr>
            <th scope="col">Medida</th>
            <th scope="col">Largura (tórax)</th>
            <th scope="col">Comprimento</th>
            <th scope="col">Manga</th>
          </tr>
        </thead>
        <tbody>
          {TSHIRT_SIZES.map((size) => {
            const cm = shirtSizeChart[String(size.id)];
            if (!cm) return null;
            return (
              <tr key={size.id}>
                <th scope="row" data-label="Medida">
                  {size.nome}
                </th>
                <td className="num" data-label="Largura (tórax)">
                  {cm.chest}
                </td>
                <td className="num" data-label="Comprimento">
                  {cm.length}
                </td>
                <td className="num" data-label="Manga">
                  {cm.sleeve}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p className="muted">
        Largura medida de uma axila à outra, com a camiseta estendida; comprimento do ombro até a barra. As
        medidas podem variar até 2 cm.
      </p>
      <PrintButton />
    </div>
  );
}
