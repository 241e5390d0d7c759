import './import.css';
import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { backofficeMessages, type Graduation } from '@portal/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../../config/paths';
import { errorText } from '../../../../lib/api-client';
import { useClassImport } from '../api/use-class-import';
import { TEMPLATE_COLUMNS, TEMPLATE_FILE_NAME, TEMPLATE_HREF } from './class-template';
import { ConfirmImport } from './confirm-import';
import { FileDrop } from './file-drop';
import { ImportProgress } from './import-progress';
import { ImportRows } from './import-rows';
import { students, toImport } from './import-status';
import { ImportSummary } from './import-summary';

function Instructions() {
  return (
    <Text size="sm" mb="sm">
      Uma linha por formando, com os nomes das colunas na primeira linha: {TEMPLATE_COLUMNS.join('; ')}.
      Também servem “nome completo” no lugar de nome e sobrenome, “e-mail”, “telefone” ou “whatsapp” e
      “campus”. O curso precisa ser um dos cursos desta formatura e o polo, um da instituição. Um CPF que já
      está na turma atualiza o cadastro em vez de duplicar.{' '}
      <Anchor href={TEMPLATE_HREF} download={TEMPLATE_FILE_NAME}>
        Baixar o modelo (CSV)
      </Anchor>
    </Text>
  );
}

/**
 * 'Importar turma' (decision 53): a CSV file is sent for a preview (each row created, updated or refused with
 * the reason); only after the administrator confirms is the same file sent again to be applied, which the
 * API does in one transaction.
 */
export function ImportTab({ graduation }: { graduation: Graduation }) {
  const [file, setFile] = useState<File | null>(null);
  const [confirming, { open, close }] = useDisclosure();
  const job = useClassImport(graduation.id);
  const preview = job.preview.data;
  const applied = job.apply.data;

  const choose = (next: File) => {
    job.reset();
    setFile(next);
    job.preview.mutate(next);
  };
  const confirm = () => {
    close();
    if (file) job.apply.mutate(file);
  };

  return (
    <Stack gap="md">
      <div>
        <Title order={2} size="h3" mb="xs">
          Importar turma
        </Title>
        <Instructions />
        <FileDrop onFile={choose} disabled={job.busy} fileName={file?.name} />
      </div>
      {job.busy && (
        <ImportProgress progress={job.progress} applying={job.apply.isPending} onCancel={job.cancel} />
      )}
      {job.error && (
        <Alert color="red" role="alert" title="Não foi possível importar">
          {errorText(job.error)}
        </Alert>
      )}
      {applied ? (
        <section aria-label="Resultado da importação">
          <Alert color="green" title="Importação concluída" mb="md">
            <Group gap="sm">
              <Text size="sm">{students(toImport(applied))} na turma a partir deste arquivo.</Text>
              <Anchor component={Link} to={paths.adminGraduation(graduation.id, 'formandos')} size="sm">
                Ver os formandos
              </Anchor>
            </Group>
          </Alert>
          <ImportSummary result={applied} />
          <ImportRows result={applied} />
        </section>
      ) : (
        preview &&
        !job.apply.isPending && (
          <section aria-label="Prévia da importação">
            <Title order={3} size="h4" mb="xs">
              Prévia: nada foi gravado ainda
            </Title>
            <ImportSummary result={preview} />
            {graduation.closed && (
              <Alert color="gray" mb="md">
                {backofficeMessages.graduationClosed}
              </Alert>
            )}
            <Group mb="md">
              <Button onClick={open} disabled={toImport(preview) === 0 || graduation.closed}>
                Importar {students(toImport(preview))}
              </Button>
              {toImport(preview) === 0 && <Text size="sm">Nenhuma linha pode ser importada.</Text>}
            </Group>
            <ImportRows result={preview} />
            <ConfirmImport result={preview} opened={confirming} onClose={close} onConfirm={confirm} />
          </section>
        )
      )}
    </Stack>
  );
}

export default ImportTab;
