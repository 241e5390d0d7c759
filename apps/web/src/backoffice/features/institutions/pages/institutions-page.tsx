import { Anchor, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { paths } from '../../../../config/paths';
import { APP_NAME } from '../../../../lib/config';
import {
  type Institution,
  institutionsQuery,
  useCreateCampus,
  useRenameCampus,
  useRenameInstitution,
} from '../../../api/institutions';
import { AddNameForm } from '../../../components/crud/add-name-form';
import { InstitutionModal } from '../../../components/institution-modal';
import { QueryError } from '../../../components/query-error';
import { RenameInline } from '../components/rename-inline';

function InstitutionCard({ institution }: { institution: Institution }) {
  const rename = useRenameInstitution();
  const renameCampus = useRenameCampus();
  const createCampus = useCreateCampus();
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
      <AddNameForm
        size="xs"
        label={`Novo polo de ${institution.name}`}
        submit="Adicionar polo"
        add={(name, done) =>
          createCampus.mutate({ institutionId: institution.id, name }, { onSuccess: done })
        }
        pending={createCampus.isPending}
        error={createCampus.error}
      />
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
