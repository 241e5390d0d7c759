import { Anchor, Badge, Group, Loader, Tabs, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { paths } from '../../config/paths';
import { APP_NAME } from '../../lib/config';
import { formatDate } from '../../lib/format';
import { graduationQuery } from '../api/graduations';
import { ArchivedBadge } from '../components/archived-badge';
import { QueryError } from '../components/query-error';
import { AuditList } from '../features/audit/components/audit-list';
import { ClassDashboardTab } from '../features/graduations/components/class-dashboard-tab';
import { ClassFilesTab } from '../features/graduations/components/class-files-tab';
import { CoursesTab } from '../features/graduations/components/courses-tab';
import { DataTab } from '../features/graduations/components/data-tab';
import { LinkTab } from '../features/graduations/components/link-tab';
import { StudentsTab } from '../features/students/components/students-tab';

// The notices tab brings the rich-text editor (tiptap): loaded only when the tab opens.
const NoticesTab = lazy(() => import('../features/notices/components/notices-tab'));
// The class import and the invitations: their own folders and chunks (decision 53).
const ImportTab = lazy(() => import('../features/import/components/import-tab'));
const InvitationsTab = lazy(() => import('../features/invitations/components/invitations-tab'));
// Events and their photos (decision 65): the uploader and the grid in their own chunk.
const EventsTab = lazy(() => import('../features/events/components/events-tab'));

const TABS = [
  { value: 'dados', label: 'Dados' },
  { value: 'cursos', label: 'Cursos' },
  { value: 'link', label: 'Link de autocadastro' },
  { value: 'formandos', label: 'Formandos' },
  { value: 'importar', label: 'Importar turma' },
  { value: 'convites', label: 'Convites' },
  { value: 'avisos', label: 'Avisos' },
  { value: 'eventos', label: 'Eventos' },
  { value: 'arquivos', label: 'Arquivos da turma' },
  { value: 'painel', label: 'Painel da turma' },
  { value: 'auditoria', label: 'Auditoria' },
] as const;
type Tab = (typeof TABS)[number]['value'];

const isTab = (value: string | undefined): value is Tab => TABS.some((tab) => tab.value === value);

/** A graduation in the back-office, one tab per concern; the tab is in the URL so it can be shared. */
function GraduationPage() {
  const params = useParams();
  const id = Number(params.id);
  const tab: Tab = isTab(params.tab) ? params.tab : 'dados';
  const navigate = useNavigate();
  const graduation = useQuery({ ...graduationQuery(id), enabled: Number.isSafeInteger(id) && id > 0 });

  if (graduation.isError)
    return <QueryError error={graduation.error} onRetry={() => void graduation.refetch()} />;
  if (!graduation.data) return <Loader aria-label="Carregando a formatura" />;
  const g = graduation.data;
  return (
    <>
      <title>{`${g.name} · Administração · ${APP_NAME}`}</title>
      <Anchor component={Link} to={paths.adminGraduations} size="sm">
        ← Formaturas
      </Anchor>
      <Group gap="sm" mb="md" align="center">
        <Title order={1}>{g.name}</Title>
        {g.closed ? <Badge color="gray.7">Encerrada</Badge> : <Badge color="teal.9">Aberta</Badge>}
        <ArchivedBadge archived={g.archived} />
      </Group>
      <p className="graduation-subtitle">
        {g.institution}
        {g.FormData ? ` · ${formatDate(g.FormData)}` : ''}
        {g.FormHora ? ` às ${g.FormHora}` : ''}
        {g.FormLocal ? ` · ${g.FormLocal}` : ''}
      </p>
      <Tabs
        value={tab}
        onChange={(next) => next && void navigate(paths.adminGraduation(id, next), { replace: true })}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          {TABS.map((t) => (
            <Tabs.Tab key={t.value} value={t.value}>
              {t.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="dados">
          <DataTab graduation={g} />
        </Tabs.Panel>
        <Tabs.Panel value="cursos">
          <CoursesTab graduation={g} />
        </Tabs.Panel>
        <Tabs.Panel value="link">
          <LinkTab graduation={g} />
        </Tabs.Panel>
        <Tabs.Panel value="formandos">
          <StudentsTab graduation={g} />
        </Tabs.Panel>
        <Tabs.Panel value="importar">
          <Suspense fallback={<Loader aria-label="Carregando a importação" />}>
            <ImportTab graduation={g} />
          </Suspense>
        </Tabs.Panel>
        <Tabs.Panel value="convites">
          <Suspense fallback={<Loader aria-label="Carregando os convites" />}>
            <InvitationsTab graduation={g} />
          </Suspense>
        </Tabs.Panel>
        <Tabs.Panel value="avisos">
          <Suspense fallback={<Loader aria-label="Carregando o editor de avisos" />}>
            <NoticesTab graduation={g} />
          </Suspense>
        </Tabs.Panel>
        <Tabs.Panel value="eventos">
          <Suspense fallback={<Loader aria-label="Carregando os eventos" />}>
            {tab === 'eventos' && <EventsTab graduationId={id} />}
          </Suspense>
        </Tabs.Panel>
        <Tabs.Panel value="arquivos">
          <ClassFilesTab graduation={g} />
        </Tabs.Panel>
        <Tabs.Panel value="painel">
          <ClassDashboardTab graduation={g} />
        </Tabs.Panel>
        <Tabs.Panel value="auditoria">
          <AuditList subject={{ graduationId: id }} />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}

export const Component = GraduationPage;
