import { Button, Group, Modal, TextInput } from '@mantine/core';
import { useState } from 'react';
import { errorText } from '../../lib/api-client';
import { type Institution, useCreateInstitution } from '../api/institutions';

/** 'Nova instituição' from the graduation form: create it and hand it back to be selected. */
export function InstitutionModal({
  opened,
  onClose,
  onCreated,
}: {
  opened: boolean;
  onClose: () => void;
  onCreated: (institution: Institution) => void;
}) {
  const [name, setName] = useState('');
  const create = useCreateInstitution();
  const close = () => {
    setName('');
    create.reset();
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title="Nova instituição">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          create.mutate(name.trim(), {
            onSuccess: (institution) => {
              onCreated(institution);
              close();
            },
          });
        }}
      >
        <TextInput
          label="Nome da instituição"
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={create.isError ? errorText(create.error) : undefined}
          data-autofocus
          required
        />
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={close}>
            Cancelar
          </Button>
          <Button type="submit" loading={create.isPending}>
            Criar instituição
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
