import { ChatIcon } from '../components/icons';
import { CONTACT_URL } from '../lib/config';

/**
 * The doubts link to the external contact site (spec A §2, spec B §3). It sits in the footer, and floats
 * in the corner only where the screen leaves an empty margin beside the content (layout.css), so it never
 * covers text or a control (decision 43).
 */
export function DoubtsLink() {
  return (
    <a className="doubts-link no-print" href={CONTACT_URL} target="_blank" rel="noopener noreferrer">
      <ChatIcon />
      Dúvidas?
    </a>
  );
}
