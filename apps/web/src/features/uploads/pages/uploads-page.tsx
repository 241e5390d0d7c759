import { maxUploadCount, todayInSaoPaulo, UPLOAD_TYPES, type UploadType, uploadWindow } from '@portal/domain';
import { useQueries } from '@tanstack/react-query';
import { Spinner } from '../../../components/spinner';
import { APP_NAME } from '../../../lib/config';
import { useCadastro } from '../../../lib/registration';
import { uploadsQuery } from '../api/uploads';
import { MusicHelp } from '../components/music-help';
import { UploadSection } from '../components/upload-section';
import '../uploads.css';

const TITLES: Record<UploadType, string> = {
  formatura: 'Músicas da formatura',
  individual: 'Fotos e música da homenagem',
  complementar: 'Fotos complementares',
  certificado: 'Certificado de conclusão',
};

/** /uploads (spec A §2): the four upload screens; one the API refuses (403) is not shown. */
function UploadsPage() {
  const cadastro = useCadastro();
  const lists = useQueries({ queries: UPLOAD_TYPES.map((tipo) => uploadsQuery(tipo)) });
  const dados = cadastro.data?.AlFormDados;
  const today = todayInSaoPaulo(new Date());
  const loading = cadastro.isPending || lists.some((list) => list.isPending);
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
        UPLOAD_TYPES.map((tipo, index) => {
          const uploads = lists[index]?.data;
          if (!uploads) return null;
          return (
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
        })
      )}
    </>
  );
}

export const Component = UploadsPage;
