import { useState } from 'react';
import { api, errorText } from '../../../lib/api-client';

type CalendarLink = { url: string; webcal: string };

/**
 * 'Prazos na sua agenda' (issue 12): the address of the student's deadline calendar (.ics), to subscribe
 * in a phone's or computer's calendar; it keeps itself up to date when the producer changes a date.
 */
export function DeadlinesCalendar() {
  const [link, setLink] = useState<CalendarLink | null>(null);
  const [error, setError] = useState<string | null>(null);
  const ask = async () => {
    setError(null);
    try {
      setLink(await api<CalendarLink>('/calendario'));
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
    </div>
  );
}
