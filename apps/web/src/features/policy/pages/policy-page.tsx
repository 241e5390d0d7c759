import { Button } from '../../../components/button';
import { PolicyText } from '../../../components/policy-text';
import { APP_NAME } from '../../../lib/config';
import { PolicyAcceptance } from '../components/policy-acceptance';

/** /policy (spec B §2.13): the privacy policy and the terms of adhesion, printable. */
function PolicyPage() {
  return (
    <article>
      <title>{`Política de privacidade e termos de adesão · ${APP_NAME}`}</title>
      <h1 className="page-title">Política de privacidade e termos de adesão</h1>
      <div className="actions no-print">
        <Button variant="secondary" onClick={() => window.print()}>
          Imprimir
        </Button>
      </div>
      <PolicyText />
      <PolicyAcceptance />
    </article>
  );
}

export const Component = PolicyPage;
