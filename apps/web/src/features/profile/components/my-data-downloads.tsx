import { myDataMessages } from '@portal/domain';
import { useState } from 'react';
import { Button } from '../../../components/button';
import { toast } from '../../../components/toast';
import { errorText } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/save-blob';
import { downloadMyData, downloadMyFiles } from '../api/my-data';

const today = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'America/Sao_Paulo' });

/** 'Baixar meus dados (JSON)' and 'Baixar meus arquivos (zip)' (LGPD art. 18 V: portability). */
export function MyDataDownloads({ ownActs }: { ownActs: boolean }) {
  const [busy, setBusy] = useState<'json' | 'zip' | null>(null);
  const download = async (what: 'json' | 'zip') => {
    setBusy(what);
    try {
      const blob = what === 'json' ? await downloadMyData() : await downloadMyFiles();
      saveBlob(blob, what === 'json' ? `meus-dados-${today()}.json` : `meus-arquivos-${today()}.zip`);
    } catch (error) {
      toast({ kind: 'error', message: errorText(error) });
    } finally {
      setBusy(null);
    }
  };
  return (
    <section className="profile-section" aria-labelledby="md-baixar">
      <h2 id="md-baixar">Baixar uma cópia</h2>
      <p className="muted">
        O arquivo JSON traz tudo o que está nesta página, num formato que outros programas leem. O zip traz os
        arquivos que você enviou e o mesmo JSON.
      </p>
      {ownActs ? (
        <div className="actions">
          <Button loading={busy === 'json'} onClick={() => download('json')}>
            Baixar meus dados (JSON)
          </Button>
          <Button variant="secondary" loading={busy === 'zip'} onClick={() => download('zip')}>
            Baixar meus arquivos (zip)
          </Button>
        </div>
      ) : (
        <p>{myDataMessages.ownActsOnly}</p>
      )}
    </section>
  );
}
