import type { ReactNode } from 'react';
import { Banner } from '../../../components/banner';
import { Button } from '../../../components/button';
import { Spinner } from '../../../components/spinner';
import { errorText } from '../../../lib/api-client';
import { PrintBar } from './print-bar';

/** Loading and failure of a printable finance page, and what it shows when its item is not there. */
export function FinancePageState({
  pending,
  error,
  retry,
  missing,
  children,
}: {
  pending: boolean;
  error: unknown;
  retry: () => void;
  missing: string | null;
  children: ReactNode;
}) {
  if (pending) return <Spinner label="Carregando" />;
  if (error) {
    return (
      <Banner
        tone="error"
        role="alert"
        actions={
          <Button variant="secondary" onClick={retry}>
            Tentar de novo
          </Button>
        }
      >
        <p>{errorText(error)}</p>
      </Banner>
    );
  }
  if (missing) {
    return (
      <>
        <p className="empty">{missing}</p>
        <PrintBar />
      </>
    );
  }
  return <>{children}</>;
}
