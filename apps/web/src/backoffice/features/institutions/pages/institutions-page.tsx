import { Anchor, Button, Card, Checkbox, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { archiveMessages } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
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
import { ArchiveActions } from '../../../components/archive-actions';
import { ArchivedBadge } from '../../../components/archived-badge';
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
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Title order={2} size="h4">
          <RenameInline
            name={institution.name}
            pending={rename.isPending}
            error={rename.error}
            save={(name, done) => rename.mutate({ id: institution.id, name }, { onSuccess: done })}
          />
        </Title>
        <Group gap="xs" wrap="nowrap">
          <ArchivedBadge archived={institution.archived} />
          <ArchiveActions
            path={`/admin/instituicoes/${institution.id}`}
            name={`a instituição ${institution.name}`}
            archived={institution.archived ?? false}
          />
        </Group>
      </Group>
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
          <Group key={c.id} justify="space-between" wrap="nowrap">
            <RenameInline
              name={c.name}
              pending={renameCampus.isPending && renameCampus.variables?.id === c.id}
              error={renameCampus.variables?.id === c.id ? renameCampus.error : null}
              save={(name, done) => renameCampus.mutate({ id: c.id, name }, { onSuccess: done })}
            />
            <Group gap="xs" wrap="nowrap">
              <ArchivedBadge archived={c.archived} />
              <ArchiveActions
                path={`/admin/polos/${c.id}`}
                name={`o polo ${c.name}`}
                archived={c.archived ?? false}
              />
            </Group>
          </Group>
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
  const [archived, setArchived] = useState(false);
  const query = useQuery(institutionsQuery(archived));
  const [opened, { open, close }] = useDisclosure();
  return (
    <Stack>
      <title>{`Instituições e polos · Administração · ${APP_NAME}`}</title>
      <Anchor component={Link} to={paths.adminGraduations} size="sm">
        ← Formaturas
      </Anchor>
      <Group justify="space-between">
        <Title order={1}>Instituições e polos</Title>
        <Group>
          <Checkbox
            label={archiveMessages.showArchived}
            checked={archived}
            onChange={(e) => setArchived(e.currentTarget.checked)}
          />
          <Button onClick={open}>Nova instituição</Button>
        </Group>
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
