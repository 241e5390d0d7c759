import { ChatIcon } from '../components/icons';
import { useAfterPaint } from '../lib/after-paint';
import { useProducerSettings } from '../lib/producer-settings';

/**
 * The doubts link to the external contact site (spec A §2, spec B §3). It sits in the footer, and floats
 * in the corner only where the screen leaves an empty margin beside the content (layout.css), so it never
 * covers text or a control (decision 43). The producer's address is asked once the screen has painted,
 * so the first paint's effects do not start the call and its answer re-renders only this link, in a
 * transition (decision 95); until then the link has the default address.
 */
export function DoubtsLink() {
  const { contactUrl } = useProducerSettings({ enabled: useAfterPaint() });
  return (
    <a className="doubts-link no-print" href={contactUrl} target="_blank" rel="noopener noreferrer">
      <ChatIcon />
      Dúvidas?
    </a>
  );
}
