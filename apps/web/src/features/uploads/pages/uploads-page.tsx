import {
  type FormDados,
  maxUploadCount,
  todayInSaoPaulo,
  UPLOAD_TYPES,
  type Upload,
  type UploadType,
  uploadWindow,
} from '@portal/domain';
import { useQueries } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { Spinner } from '../../../components/spinner';
import { APP_NAME } from '../../../lib/config';
import { sessionPermissions, useCadastro } from '../../../lib/registration';
import { useSessionUser } from '../../../lib/session';
import { uploadsQuery } from '../api/uploads';
import { MusicHelp } from '../components/music-help';
import { UploadSection } from '../components/upload-section';
import { UploadTabs } from '../components/upload-tabs';
import '../uploads.css';

// The names of the home's links to these screens (Convites e Homenagens, Ferramentas da Comissão).
const TITLES: Record<UploadType, string> = {
  formatura: 'Músicas da formatura',
  individual: 'Fotos e música individuais',
  complementar: 'Fotos do quadro e do convite',
  certificado: 'Certificado',
};

/**
 * /uploads?tipo=… (spec A §2): the four upload screens as tabs, the one in the address selected (the home's
 * links); a screen the API refuses (403) has no tab. The class's music is a committee tool (spec A §2 card
 * 10, §6, decision 133): for anyone else it is neither asked for nor shown.
 */
function UploadsPage() {
  const cadastro = useCadastro();
  const can = sessionPermissions(useSessionUser(), cadastro.data);
  const [params, setParams] = useSearchParams();
  const lists = useQueries({
    queries: UPLOAD_TYPES.map((tipo) => ({
      ...uploadsQuery(tipo),
      enabled: tipo !== 'formatura' || can.committeeTools,
    })),
  });
  const dados = cadastro.data?.AlFormDados;
  // A list not asked for (disabled) stays pending without fetching: only those being fetched are awaited.
  const loading = cadastro.isPending || lists.some((list) => list.isPending && list.fetchStatus !== 'idle');
  const failed = cadastro.isError || lists.some((list) => list.isError);

  return (
    <>
      <title>{`Envio de arquivos · ${APP_NAME}`}</title>
      <h1 className="page-title">Envio de arquivos</h1>
      {loading ? (
        <Spinner label="Carregando arquivos" />
      ) : failed || !dados ? (
        <p className="empty" role="alert">
          Não foi possível carregar seus arquivos. Tente novamente mais tarde.
        </p>
      ) : (
        <Screens
          dados={dados}
          lists={lists.map((list) => list.data ?? null)}
          asked={params.get('tipo')}
          onSelect={(tipo) => setParams({ tipo }, { replace: true })}
        />
      )}
    </>
  );
}

interface ScreensProps {
  dados: FormDados;
  lists: (Upload[] | null)[];
  asked: string | null;
  onSelect: (tipo: UploadType) => void;
}

function Screens({ dados, lists, asked, onSelect }: ScreensProps) {
  const today = todayInSaoPaulo(new Date());
  const tabs = UPLOAD_TYPES.flatMap((tipo, index) => {
    const uploads = lists[index];
    if (!uploads) return [];
    const panel = (
      <UploadSection
        key={tipo}
        tipo={tipo}
        title={TITLES[tipo]}
        uploads={uploads}
        window={uploadWindow(tipo, dados, today)}
        maxCount={maxUploadCount(tipo, dados)}
        help={tipo === 'formatura' || tipo === 'individual' ? <MusicHelp /> : undefined}
      />
    );
    return [{ tipo, title: TITLES[tipo], panel }];
  });
  const selected = tabs.find((tab) => tab.tipo === asked) ?? tabs[0];
  if (!selected) return <p className="empty">Nenhum envio disponível para você.</p>;
  return <UploadTabs tabs={tabs} selected={selected.tipo} onSelect={onSelect} />;
}

export const Component = UploadsPage;
