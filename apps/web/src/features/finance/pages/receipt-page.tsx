import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { APP_NAME } from '../../../lib/config';
import { producerSettingsQuery } from '../../../lib/producer-settings';
import { useCadastro } from '../../../lib/registration';
import { financeQuery } from '../api/finance';
import { FinancePageState } from '../components/finance-page-state';
import { PrintBar } from '../components/print-bar';
import { ReceiptDocument } from '../components/receipt-document';
import { findParcel } from '../lib/documents';
import { useFinanceOwner } from '../lib/owner';
import '../finance.css';

/** The text of a receipt that cannot be shown (decision 58). */
export const receiptMessages = {
  notFound: 'Não encontramos este pagamento entre os seus.',
  notPaid: 'Este pagamento ainda não foi confirmado: o recibo fica disponível quando ele constar como pago.',
} as const;

/**
 * /financeiro/recibo/{parcid} (decision 58): the receipt of one paid parcel of the student, read from GET
 * /perfil/financeiro, printable (the print stylesheet leaves the receipt alone on the page). A parcel that
 * is not the student's, or not paid yet, has no receipt.
 */
function ReceiptPage() {
  const raw = useParams().parcid ?? '';
  const parcid = /^\d{1,10}$/.test(raw) ? Number(raw) : null;
  const owner = useFinanceOwner();
  const finance = useQuery(financeQuery(owner));
  const cadastro = useCadastro();
  // The receipt names who received (decision 122): printed only once the producer's identity is known.
  const producer = useQuery(producerSettingsQuery);
  const found = finance.data && parcid !== null ? findParcel(finance.data, parcid) : null;
  const paidOn = found?.parcel.parcpagoem ?? null;
  return (
    <>
      <title>{`Recibo ${parcid ?? ''} · ${APP_NAME}`}</title>
      <h1 className="page-title">Recibo de pagamento</h1>
      <FinancePageState
        pending={finance.isPending || cadastro.isPending || producer.isPending}
        error={finance.error ?? cadastro.error}
        retry={() => void finance.refetch()}
        missing={!found ? receiptMessages.notFound : paidOn === null ? receiptMessages.notPaid : null}
      >
        {found && paidOn && (
          <ReceiptDocument
            contract={found.contract}
            parcel={found.parcel}
            paidOn={paidOn}
            cadastro={cadastro.data}
          />
        )}
        <PrintBar />
      </FinancePageState>
    </>
  );
}

export const Component = ReceiptPage;
