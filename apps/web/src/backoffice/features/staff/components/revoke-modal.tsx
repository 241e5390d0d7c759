import { Alert, Button, Group, Modal, Text } from '@mantine/core';
import { errorText } from '../../../../lib/api-client';
import type { StaffMember } from '../api/staff';

/** What each change does, said before it is made (decision 115). */
const TEXTS = {
  demote: {
    title: 'Rebaixar a formando?',
    confirm: 'Rebaixar',
    text: (m: StaffMember) =>
      `${m.name} deixa de administrar o portal agora: as sessões abertas terminam e, ao entrar de novo, verá o portal como formando.`,
  },
  remove: {
    title: 'Remover da equipe?',
    confirm: 'Remover acesso',
    text: (m: StaffMember) =>
      `${m.name} perde o acesso ao portal agora: as sessões abertas terminam e o e-mail ${m.email} não entra mais. O histórico da auditoria fica.`,
  },
} as const;

/** The app's confirmation before a demotion or a removal, with the server's refusal beside the buttons. */
export function RevokeModal({
  member,
  kind,
  busy,
  error,
  onConfirm,
  onClose,
}: {
  member: StaffMember | null;
  kind: 'demote' | 'remove';
  busy: boolean;
  error: unknown;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const texts = TEXTS[kind];
  return (
    <Modal opened={member !== null} onClose={onClose} title={texts.title}>
      {member && <Text mb="md">{texts.text(member)}</Text>}
      {member?.you && (
        <Text mb="md" fw={600}>
          É o seu próprio acesso: você sairá do portal.
        </Text>
      )}
      {error ? (
        <Alert color="red.9" role="alert" mb="md">
          {errorText(error)}
        </Alert>
      ) : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Voltar
        </Button>
        <Button color="red.9" loading={busy} onClick={onConfirm}>
          {texts.confirm}
        </Button>
      </Group>
    </Modal>
  );
}
