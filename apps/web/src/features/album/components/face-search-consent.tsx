import { faceSearchConsentText as text } from '@portal/domain';
import { useId, useState } from 'react';
import { Banner } from '../../../components/banner';
import { Button } from '../../../components/button';
import { Checkbox } from '../../../components/checkbox';
import { errorText } from '../../../lib/api-client';

/**
 * The face-search consent (decision 139; LGPD art. 11): its own text, read before anything is sent, a
 * checkbox the student ticks themselves, and a confirm button that stays off until then.
 */
export function FaceSearchConsent({
  onConfirm,
  busy,
  error,
}: {
  onConfirm: (version: string) => void;
  busy: boolean;
  error: unknown;
}) {
  const [agreed, setAgreed] = useState(false);
  const titleId = useId();
  return (
    <section className="face-consent" aria-labelledby={titleId}>
      <h2 id={titleId}>{text.title}</h2>
      {text.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <p className="muted">Versão do termo: {text.version}</p>
      <Checkbox label={text.checkbox} checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />
      {error ? (
        <Banner tone="error" role="alert">
          <p>{errorText(error)}</p>
        </Banner>
      ) : null}
      <Button disabled={!agreed} loading={busy} onClick={() => onConfirm(text.version)}>
        {text.confirm}
      </Button>
    </section>
  );
}
