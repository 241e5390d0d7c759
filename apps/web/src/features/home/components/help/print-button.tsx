import { Button } from '../../../../components/button';

/** Prints the open help text only (home.css hides the rest of the page while a dialog is open). */
export function PrintButton() {
  return (
    <div className="help-actions">
      <Button variant="secondary" onClick={() => window.print()}>
        Imprimir
      </Button>
    </div>
  );
}
