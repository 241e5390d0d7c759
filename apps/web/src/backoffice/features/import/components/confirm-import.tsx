import { Button, Group, Modal, Text } from '@mantine/core';
import type { ImportResult } from '@portal/domain';
import { students, toImport } from './import-status';

/** The last word before writing: what the import does, in one transaction, and what stays out. */
export function ConfirmImport({
  result,
  opened,
  onClose,
  onConfirm,
}: {
  result: ImportResult;
  opened: boolean;
  onClose: () => void;
  onConfirm: () => void;
}) {
  const { created, updated, refused } = result.counts;
  return (
    <Modal opened={opened} onClose={onClose} title={`Importar ${students(toImport(result))}?`}>
      <Text mb="sm">
        {created.toLocaleString('pt-BR')} {created === 1 ? 'novo cadastro' : 'novos cadastros'} e{' '}
        {updated.toLocaleString('pt-BR')} {updated === 1 ? 'atualização' : 'atualizações'}, gravados de uma
        vez: se algo falhar, nada é gravado.
      </Text>
      {refused > 0 && (
        <Text mb="sm">
          {refused === 1 ? 'A linha recusada fica de fora' : `As ${refused} linhas recusadas ficam de fora`}:
          corrija no arquivo e importe de novo (quem já estiver na turma é atualizado, não duplicado).
        </Text>
      )}
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          Cancelar
        </Button>
        <Button onClick={onConfirm}>Confirmar importação</Button>
      </Group>
    </Modal>
  );
}
