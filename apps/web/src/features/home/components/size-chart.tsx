import { TSHIRT_SIZES, type TshirtSizeId } from '@portal/domain';
import { PrintButton } from './help/print-button';

/**
 * Garment measurements in centimetres per size id (width across the chest, length from the shoulder,
 * sleeve), the usual chart for a unisex cotton T-shirt; the producer's supplier may vary up to 2 cm.
 */
export const SIZE_CHART_CM: Readonly<
  Record<TshirtSizeId, { chest: number; length: number; sleeve: number }>
> = {
  1: { chest: 50, length: 70, sleeve: 20 },
  2: { chest: 53, length: 72, sleeve: 21 },
  3: { chest: 56, length: 74, sleeve: 22 },
  4: { chest: 59, length: 76, sleeve: 23 },
  5: { chest: 62, length: 78, sleeve: 24 },
  6: { chest: 65, length: 80, sleeve: 25 },
};

/** The size chart of the T-shirt card's modal. */
export function SizeChart() {
  return (
    <div className="help-text">
      <table className="help-table size-chart">
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
            const cm = SIZE_CHART_CM[size.id];
            return (
              <tr key={size.id}>
                <th scope="row">{size.nome}</th>
                <td className="num">{cm.chest}</td>
                <td className="num">{cm.length}</td>
                <td className="num">{cm.sleeve}</td>
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
