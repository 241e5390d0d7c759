import { homeMessages } from '@portal/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Card } from '../../../components/card';
import { Spinner } from '../../../components/spinner';
import { toast } from '../../../components/toast';
import { useAfterPaint } from '../../../lib/after-paint';
import { saveBlob } from '../../../lib/save-blob';
import { invitationQuery, useInvitation } from '../api/invitation';
import { useObjectUrl } from '../lib/files';
import { InvitationHelp } from './help/tributes-help';

/** Download toasts stay 2 s (spec A §9). */
const DOWNLOAD_TOAST_MS = 2000;

/** Digital invitation (spec A §2 card 5): a thumbnail once AlConvite is set; a click saves convite.jpg. */
export function InvitationCard({ owner, caminho }: { owner: number; caminho: string | null }) {
  const queryClient = useQueryClient();
  // The thumbnail (a JPEG, below the fold on a phone) is asked once the home has painted (decision 95).
  const thumbnail = useInvitation(owner, caminho, useAfterPaint());
  const src = useObjectUrl(thumbnail.data);
  const [saving, setSaving] = useState(false);

  const download = async (path: string) => {
    setSaving(true);
    try {
      // The thumbnail already holds the file: the download reuses it instead of asking again.
      saveBlob(await queryClient.fetchQuery(invitationQuery(owner, path)), 'convite.jpg');
      toast({ kind: 'success', message: homeMessages.inviteDownloading, duration: DOWNLOAD_TOAST_MS });
    } catch {
      toast({ kind: 'error', message: homeMessages.inviteDownloadFailed });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card title="Convite digital" help={<InvitationHelp />}>
      {caminho ? (
        <>
          <button
            type="button"
            className="invite-thumb"
            onClick={() => download(caminho)}
            aria-busy={saving || undefined}
            aria-label="Baixar o convite digital (convite.jpg)"
          >
            {src ? (
              <img src={src} alt="" />
            ) : thumbnail.isPending ? (
              <Spinner decorative />
            ) : (
              <span className="invite-fallback">Convite</span>
            )}
          </button>
          <p className="muted">Clique no convite para baixá-lo.</p>
        </>
      ) : (
        <p className="empty">
          Seu convite digital ainda não foi publicado. Quando estiver pronto, ele aparece aqui para você
          baixar.
        </p>
      )}
    </Card>
  );
}
