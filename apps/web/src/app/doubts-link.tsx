import { ChatIcon } from '../components/icons';
import { useProducerSettings } from '../lib/producer-settings';

/**
 * The doubts link to the external contact site (spec A §2, spec B §3). It sits in the footer, and floats
 * in the corner only where the screen leaves an empty margin beside the content (layout.css), so it never
 * covers text or a control (decision 43).
 */
export function DoubtsLink() {
  const { contactUrl } = useProducerSettings();
  return (
    <a className="doubts-link no-print" href={contactUrl} target="_blank" rel="noopener noreferrer">
      <ChatIcon />
      Dúvidas?
    </a>
  );
}
