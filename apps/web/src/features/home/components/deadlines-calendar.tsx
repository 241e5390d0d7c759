import { useState } from 'react';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal';
import { toast } from '../../../components/toast';
import { errorText } from '../../../lib/api-client';
import { type CalendarLink, getCalendarLink, renewCalendarLink } from '../api/calendar';

const RENEW = 'Renovar o endereço';
const RENEWED = 'Endereço do calendário renovado. Assine o novo endereço no seu calendário.';

/**
 * 'Prazos na sua agenda' (decision 56): the address of the student's deadline calendar (.ics), to subscribe
 * in a phone's or computer's calendar; it keeps itself up to date when the producer changes a date.
 */
export function DeadlinesCalendar() {
  const [link, setLink] = useState<CalendarLink | null>(null);
  const [error, setError] = useState<string | null>(null);
  const ask = async () => {
    setError(null);
    try {
      setLink(await getCalendarLink());
    } catch (err) {
      setError(errorText(err));
    }
  };
  if (!link) {
    return (
      <div className="actions">
        <button type="button" className="btn btn-secondary" onClick={() => void ask()}>
          Prazos na sua agenda
        </button>
        {error && <p role="alert">{error}</p>}
      </div>
    );
  }
  return (
    <div className="deadlines-calendar">
      <p>
        <a className="btn btn-secondary" href={link.webcal}>
          Assinar os prazos no calendário
        </a>
      </p>
      <p>
        Ou copie este endereço no seu calendário (Google Agenda: “Outras agendas” › “Do URL”):{' '}
        <code className="break-all">{link.url}</code>
      </p>
      <RenewCalendar onRenewed={setLink} />
    </div>
  );
}

/**
 * Whoever holds the address reads the deadlines without a password (decision 99): a student who shared it by
 * mistake gets a new one, and the old one stops working. Asked first: every calendar subscribed with the
 * old address stops updating.
 */
function RenewCalendar({ onRenewed }: { onRenewed: (link: CalendarLink) => void }) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const close = () => setOpen(false);
  const renew = async () => {
    setPending(true);
    try {
      onRenewed(await renewCalendarLink());
      setOpen(false);
      toast({ kind: 'success', message: RENEWED });
    } catch (err) {
      toast({ kind: 'error', message: errorText(err) });
    } finally {
      setPending(false);
    }
  };
  return (
    <>
      <p>
        <Button variant="ghost" onClick={() => setOpen(true)}>
          {RENEW}
        </Button>
      </p>
      <Modal
        open={open}
        onClose={close}
        title={RENEW}
        footer={
          <>
            <Button variant="secondary" onClick={close}>
              Cancelar
            </Button>
            <Button variant="danger" loading={pending} onClick={() => void renew()}>
              Renovar
            </Button>
          </>
        }
      >
        <p>
          O endereço antigo deixa de funcionar: os calendários que o assinaram param de receber os prazos.
          Depois de renovar, assine o novo endereço no seu calendário. Faça isso se você compartilhou o
          endereço com alguém por engano.
        </p>
      </Modal>
    </>
  );
}
