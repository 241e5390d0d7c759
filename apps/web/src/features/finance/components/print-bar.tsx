import { Link } from 'react-router';
import { Button } from '../../../components/button';
import { paths } from '../../../config/paths';

/** Print and back, hidden on paper (the print stylesheet hides .no-print). */
export function PrintBar() {
  return (
    <div className="actions no-print">
      <Button onClick={() => window.print()}>Imprimir</Button>
      <Link to={paths.home}>Voltar para o início</Link>
    </div>
  );
}
