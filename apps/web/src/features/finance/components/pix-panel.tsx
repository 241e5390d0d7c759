import { type FinanceResponse, financeMessages } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Banner } from '../../../components/banner';
import { Button } from '../../../components/button';
import { Spinner } from '../../../components/spinner';
import { toast } from '../../../components/toast';
import { errorText } from '../../../lib/api-client';
import { financeQuery, pixCode } from '../api/finance';
import { financeKeys } from '../api/keys';
import { useFinanceOwner } from '../lib/owner';
import { cappedPoll } from '../lib/poll';

/** spec A §9: PIX toasts stay 10 s. */
export const PIX_TOAST_MS = 10_000;
/** How often the contract is asked again while a PIX waits for its confirmation. */
export const PIX_POLL_MS = 5_000;
/** The panel stops asking after this long (decision 129): the row keeps its 'Aguardando' state. */
export const PIX_POLL_MAX_MS = 10 * 60_000;

/** Copies `text`; false when the browser refuses (no clipboard, no permission). */
async function copy(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * A PIX parcel's QR code and copy-and-paste code (spec A §2, §4), with the spec's warning and toast.
 * 'Aguardando confirmação de pagamento' until the provider's notification marks it paid: the contract is
 * asked again every few seconds while the panel is open and the tab visible.
 */
export function PixPanel({ parcid }: { parcid: number }) {
  const owner = useFinanceOwner();
  const codeId = useId();
  const pix = useQuery({
    queryKey: financeKeys.pix(parcid),
    queryFn: () => pixCode(parcid),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const isPaid = (data: FinanceResponse | undefined) =>
    !!data?.some((c) => c.AlParcelas.some((p) => p.parcid === parcid && p.parcpagoem !== null));
  const [startedAt] = useState(() => Date.now());
  const finance = useQuery({
    ...financeQuery(owner),
    refetchInterval: cappedPoll({ everyMs: PIX_POLL_MS, maxMs: PIX_POLL_MAX_MS, startedAt, done: isPaid }),
  });
  const paid = isPaid(finance.data);

  if (paid) {
    return (
      <Banner tone="success" role="status">
        <p>{financeMessages.returnPaid}</p>
      </Banner>
    );
  }
  if (pix.isPending) return <Spinner label="Gerando o código PIX" />;
  if (pix.isError) {
    return (
      <Banner tone="error" role="alert">
        <p>{errorText(pix.error)}</p>
      </Banner>
    );
  }
  const { code, qr } = pix.data;
  return (
    <div className="fin-pix">
      <p className="fin-notice">{financeMessages.pixWarning}</p>
      <img className="fin-qr" src={qr} alt="QR code do PIX: aponte a câmera do app do seu banco" />
      <label className="field-label" htmlFor={codeId}>
        Código PIX (copia e cola)
      </label>
      <textarea
        id={codeId}
        className="field-input fin-pix-code"
        readOnly
        rows={3}
        value={code}
        onFocus={(event) => event.currentTarget.select()}
      />
      <Button
        onClick={async () => {
          if (await copy(code)) {
            toast({ kind: 'success', message: financeMessages.pixCopied, duration: PIX_TOAST_MS });
          } else {
            toast({
              kind: 'warning',
              message: 'Não foi possível copiar. Selecione o código acima e copie.',
              duration: PIX_TOAST_MS,
            });
          }
        }}
      >
        Copiar código PIX
      </Button>
      <p className="fin-waiting" role="status">
        <Spinner decorative /> {financeMessages.pixAwaiting}
      </p>
    </div>
  );
}
