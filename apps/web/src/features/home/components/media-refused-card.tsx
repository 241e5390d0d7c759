import { Banner } from '../../../components/banner';
import { Card } from '../../../components/card';
import { MediaHelp } from './help/media-help';

/**
 * The photos and videos card when the registration already says GET /perfil/fotos would refuse (decision
 * 133): the same card and reason the answer would bring, without the call.
 */
export function MediaRefusedCard({ reason }: { reason: string }) {
  return (
    <Card title="Fotos e vídeos" help={<MediaHelp />}>
      <Banner tone="warning">
        <p>{reason}</p>
      </Banner>
    </Card>
  );
}
