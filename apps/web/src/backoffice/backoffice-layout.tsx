import './mantine-styles';
import './backoffice.css';
import { AppShell, Burger, Button, Group, MantineProvider, NavLink, Stack, Text } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { useDisclosure } from '@mantine/hooks';
import { Notifications } from '@mantine/notifications';
import { Link, Outlet, NavLink as RouterNavLink, useLocation, useNavigation } from 'react-router';
import { Toaster } from '../components/toast';
import { paths } from '../config/paths';
import { APP_NAME } from '../lib/config';
import { logout, useSessionUser } from '../lib/session';
import { backofficeCssVariables, backofficeTheme, DATES_LOCALE } from './theme';

/** The side navigation: each entry and the paths it stays lit on. */
const SECTIONS = [
  { label: 'Formaturas', to: paths.adminGraduations, match: ['/admin/formaturas', '/admin/instituicoes'] },
  { label: 'Formandos', to: paths.admin, match: ['/admin/alunos'], exact: true },
  { label: 'Avisos', to: paths.adminNotices, match: [] },
  { label: 'Eventos', to: paths.adminEvents, match: ['/admin/eventos'] },
  { label: 'Loja', to: paths.adminShop, match: [] },
  { label: 'Pedidos', to: paths.adminOrders, match: ['/admin/pedidos'] },
  { label: 'Financeiro', to: paths.adminFinance(), match: ['/admin/financeiro', '/admin/recibos'] },
  { label: 'Últimas ações', to: paths.adminAudit, match: [] },
  { label: 'Tarefas com falha', to: paths.adminFailedJobs, match: [] },
  { label: 'Exclusões de conta', to: paths.adminDeletions, match: ['/admin/privacidade'] },
  { label: 'Equipe', to: paths.adminStaff, match: [] },
  { label: 'Configurações', to: paths.adminSettings, match: [] },
] as const;

function isActive(pathname: string, section: (typeof SECTIONS)[number]): boolean {
  if (pathname === section.to) return true;
  if ('exact' in section && pathname === paths.admin) return true;
  return section.match.some((prefix) => pathname.startsWith(prefix));
}

function SideNav({ onNavigate }: { onNavigate: () => void }) {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Administração">
      {SECTIONS.map((section) => (
        <NavLink
          key={section.label}
          component={RouterNavLink}
          to={section.to}
          end
          label={section.label}
          active={isActive(pathname, section)}
          onClick={onNavigate}
        />
      ))}
    </nav>
  );
}

/**
 * The back-office frame (DESIGN §4b, decision 44): who is signed in, the sections, and the way back to the
 * portal, which for an administrator is acting as a student (the picker under 'Formandos').
 * Mantine lives only below this component, in this lazily loaded chunk (decision 44).
 */
function BackofficeLayout() {
  const user = useSessionUser();
  const busy = useNavigation().state !== 'idle';
  const [opened, { toggle, close }] = useDisclosure();
  return (
    <MantineProvider theme={backofficeTheme} cssVariablesResolver={backofficeCssVariables}>
      <DatesProvider settings={{ locale: DATES_LOCALE, firstDayOfWeek: 0 }}>
        <Notifications position="top-right" />
        {busy && <div className="nav-progress" aria-hidden="true" />}
        <AppShell
          className="backoffice"
          header={{ height: 60 }}
          navbar={{ width: 230, breakpoint: 'sm', collapsed: { mobile: !opened } }}
          padding="md"
        >
          <AppShell.Header>
            <Group h="100%" px="md" justify="space-between" wrap="nowrap">
              <Group gap="sm" wrap="nowrap" miw={0}>
                <Burger
                  opened={opened}
                  onClick={toggle}
                  hiddenFrom="sm"
                  size="sm"
                  aria-label="Abrir o menu da administração"
                />
                {/* One line on a phone: the portal's name gives way, then the rest is cut with an ellipsis. */}
                <Text fw={700} component={Link} to={paths.adminGraduations} className="backoffice-brand">
                  <span className="backoffice-brand-app">{APP_NAME} · </span>Administração
                </Text>
              </Group>
              <Group gap="sm" wrap="nowrap" visibleFrom="sm">
                <Text size="sm" visibleFrom="sm">
                  {user?.name}{' '}
                  <Text span c="dimmed">
                    ({user?.email})
                  </Text>
                </Text>
                {/* The portal, for an administrator, is a student's portal: act as one from the picker. */}
                <Button component={Link} to={paths.admin} variant="subtle" size="xs">
                  Ver o portal como formando
                </Button>
                <Button variant="default" size="xs" onClick={logout}>
                  Sair
                </Button>
              </Group>
            </Group>
          </AppShell.Header>
          <AppShell.Navbar p="xs">
            <SideNav onNavigate={close} />
            {/* On a phone the header has no room for these: they close the menu instead. */}
            <Stack gap="xs" mt="md" hiddenFrom="sm" aria-label="Sessão" role="group">
              <Text size="sm" truncate>
                {user?.name}
              </Text>
              <Button component={Link} to={paths.admin} variant="subtle" size="xs" onClick={close}>
                Ver o portal como formando
              </Button>
              <Button variant="default" size="xs" onClick={logout}>
                Sair
              </Button>
            </Stack>
          </AppShell.Navbar>
          <AppShell.Main id="conteudo" tabIndex={-1}>
            <Outlet />
          </AppShell.Main>
        </AppShell>
        {/* The student picker (the index) and the session's expiry toast use the portal's toasts. */}
        <Toaster />
      </DatesProvider>
    </MantineProvider>
  );
}

export const Component = BackofficeLayout;
