import { globalMessages } from '@portal/domain';
import { Banner } from '../components/banner';
import { Button } from '../components/button';

/**
 * A route that failed to load or render (often a new deployment replaced the chunk the page asked for):
 * explain and offer a reload.
 */
export function RouteError() {
  return (
    <Banner
      tone="error"
      role="alert"
      actions={<Button onClick={() => window.location.reload()}>Recarregar</Button>}
    >
      <p>{globalMessages.unexpected}</p>
    </Banner>
  );
}
