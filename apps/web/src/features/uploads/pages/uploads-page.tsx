import { APP_NAME } from '../../../lib/config';

/** /uploads (spec A §2). The upload list call is not served yet: no files. */
function UploadsPage() {
  return (
    <>
      <title>{`Envio de arquivos · ${APP_NAME}`}</title>
      <h1 className="page-title">Envio de arquivos</h1>
      <p className="empty">Nenhum arquivo enviado.</p>
    </>
  );
}

export const Component = UploadsPage;
