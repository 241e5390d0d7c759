import { Anchor, Button, Card, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { errorText } from '../../lib/api-client';
import { APP_NAME } from '../../lib/config';
import {
  type Institution,
  institutionsQuery,
  useCreateCampus,
  useRenameCampus,
  useRenameInstitution,
} from '../api/institutions';
import { InstitutionModal } from '../components/institution-modal';
import { QueryError } from '../components/query-error';
import { RenameInline } from '../components/rename-inline';

function InstitutionCard({ institution }: { institution: Institution }) {
  const rename = useRenameInstitution();
  const renameCampus = useRenameCampus();
  const createCampus = useCreateCampus();
  const [campus, setCampus] = useState('');
  return (
    <Card withBorder>
      <Title order={2} size="h4" mb="xs">
        <RenameInline
          name={institution.name}
          pending={rename.isPending}
          error={rename.error}
          save={(name, done) => rename.mutate({ id: institution.id, name }, { onSuccess: done })}
        />
      </Title>
      <Text size="sm" fw={600}>
        Polos
      </Text>
      {institution.campuses.length === 0 && (
        <Text size="sm" c="dimmed">
          Sem polos: o autocadastro não pergunta o polo.
        </Text>
      )}
      <Stack gap={4} my="xs">
        {institution.campuses.map((c) => (
          <RenameInline
            key={c.id}
            name={c.name}
            pending={renameCampus.isPending && renameCampus.variables?.id === c.id}
            error={renameCampus.variables?.id === c.id ? renameCampus.error : null}
            save={(name, done) => renameCampus.mutate({ id: c.id, name }, { onSuccess: done })}
          />
        ))}
      </Stack>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          createCampus.mutate(
            { institutionId: institution.id, name: campus.trim() },
            { onSuccess: () => setCampus('') },
          );
        }}
      >
        <Group align="end" gap="xs">
          <TextInput
            size="xs"
            label={`Novo polo de ${institution.name}`}
            value={campus}
            onChange={(event) => setCampus(event.currentTarget.value)}
            error={createCampus.isError ? errorText(createCampus.error) : undefined}
          />
          <Button type="submit" size="xs" loading={createCampus.isPending}>
            Adicionar polo
          </Button>
        </Group>
      </form>
    </Card>
  );
}

/** Institutions and their polos: the names the self-registration offers (spec B §2.6). */
function InstitutionsPage() {
  const query = useQuery(institutionsQuery());
  const [opened, { open, close }] = useDisclosure();
  return (
    <Stack>
      <title>{`Instituições e polos · Administração · ${APP_NAME}`}</title>
      <Anchor component={Link} to={paths.adminGraduations} size="sm">
        ← Formaturas
      </Anchor>
      <Group justify="space-between">
        <Title order={1}>Instituições e polos</Title>
        <Button onClick={open}>Nova instituição</Button>
      </Group>
      <InstitutionModal opened={opened} onClose={close} onCreated={() => {}} />
      {query.isError ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : !query.data ? (
        <Loader aria-label="Carregando as instituições" />
      ) : query.data.length === 0 ? (
        <Text>Nenhuma instituição ainda.</Text>
      ) : (
        query.data.map((institution) => <InstitutionCard key={institution.id} institution={institution} />)
      )}
    </Stack>
  );
}

export const Component = InstitutionsPage;
