import { Badge, Button, Checkbox, Group, SegmentedControl, Table, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  archiveMessages,
  formatCpf,
  formatMobilePhone,
  type Graduation,
  type StudentRow,
} from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../../config/paths';
import { institutionsQuery } from '../../../api/institutions';
import { type StudentListParams, studentsQuery } from '../../../api/students';
import { ArchivedBadge } from '../../../components/archived-badge';
import { ListFooter } from '../../../components/list-footer';
import { QueryError } from '../../../components/query-error';
import { SortHeader } from '../../../components/sort-header';
import { StudentFilters } from './student-filters';
import { StudentRowActions } from './student-row-actions';

const PAGE_SIZE = 25;

function Flags({ student }: { student: StudentRow }) {
  return (
    <Group gap={4}>
      <ArchivedBadge archived={student.archived} />
      {student.duplicate && (
        <Badge color="yellow.4" title="Outro cadastro tem o mesmo CPF ou e-mail">
          Duplicado?
        </Badge>
      )}
      {student.restricted && <Badge color="red.9">Restrito</Badge>}
      {student.committee && <Badge color="violet.9">Comissão</Badge>}
      {student.guest && <Badge color="cyan.9">Convidado</Badge>}
      {student.coordinator && <Badge color="indigo.9">Coordenador</Badge>}
      {!student.addressReviewed && <Badge color="gray.7">Sem endereço revisado</Badge>}
      <Text size="xs" c="dimmed" w="100%">
        {paidText(student.paidPercent)}
      </Text>
    </Group>
  );
}

const percent = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });

/** The share of the contract paid, as the media gate counts it (spec A §5). */
const paidText = (paid: number | null) => (paid === null ? 'Sem contrato' : `${percent.format(paid)}% pago`);

const accountText = (s: StudentRow) =>
  !s.hasUser ? 'Sem usuário' : s.emailConfirmed ? 'E-mail confirmado' : 'E-mail não confirmado';

/** 'Formandos': the class list with search and filters, paged on the server, and each row's actions. */
export function StudentsTab({ graduation }: { graduation: Graduation }) {
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const [params, setParams] = useState<Omit<StudentListParams, 'q'>>({
    sort: 'name',
    dir: 'asc',
    page: 1,
    pageSize: PAGE_SIZE,
  });
  const query = useQuery(studentsQuery(graduation.id, { ...params, q }));
  const institutions = useQuery(institutionsQuery());
  const campuses = institutions.data?.find((i) => i.id === graduation.institutionId)?.campuses ?? [];
  const change = (next: Partial<StudentListParams>) => setParams((p) => ({ ...p, page: 1, ...next }));
  const header = {
    current: params.sort,
    dir: params.dir,
    onSort: (sort: StudentListParams['sort'], dir: 'asc' | 'desc') => change({ sort, dir }),
  };

  return (
    <>
      <Group justify="space-between" mb="xs">
        <SegmentedControl
          aria-label="Ordem"
          value={params.sort === 'createdAt' ? 'recent' : 'name'}
          onChange={(value) =>
            change(value === 'recent' ? { sort: 'createdAt', dir: 'desc' } : { sort: 'name', dir: 'asc' })
          }
          data={[
            { value: 'name', label: 'Por nome' },
            { value: 'recent', label: 'Mais recentes' },
          ]}
        />
        <Group>
          <Checkbox
            label={archiveMessages.showArchived}
            checked={params.arquivados === '1'}
            onChange={(e) => change({ arquivados: e.currentTarget.checked ? '1' : undefined })}
          />
          <Button component={Link} to={paths.adminStudentNew(graduation.id)}>
            Novo formando
          </Button>
        </Group>
      </Group>
      <StudentFilters
        search={search}
        onSearch={(value) => {
          setSearch(value);
          setParams((p) => ({ ...p, page: 1 }));
        }}
        params={{ ...params, q }}
        onChange={change}
        courses={graduation.courses}
        campuses={campuses}
      />
      {query.isError && !query.data ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <Table.ScrollContainer minWidth={900}>
            <Table striped highlightOnHover aria-busy={query.isFetching}>
              <Table.Thead>
                <Table.Tr>
                  <SortHeader label="Nome" sort="name" {...header} />
                  <Table.Th>Contato</Table.Th>
                  <Table.Th>Curso e polo</Table.Th>
                  <Table.Th>Situação</Table.Th>
                  <Table.Th>Ações</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {query.data?.items.map((s) => (
                  <Table.Tr key={s.id}>
                    <Table.Td>
                      <Link to={paths.adminStudent(s.id)}>{s.AlNome}</Link>
                      <Text size="xs" c="dimmed">
                        CPF {formatCpf(s.AlCPF)}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{s.AlEmail}</Text>
                      <Text size="xs" c="dimmed">
                        {formatMobilePhone(s.AlFone)} · {accountText(s)}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      {s.course}
                      {s.campus ? ` · ${s.campus}` : ''}
                    </Table.Td>
                    <Table.Td>
                      <Flags student={s} />
                    </Table.Td>
                    <Table.Td>
                      <StudentRowActions student={s} />
                    </Table.Td>
                  </Table.Tr>
                ))}
                {query.data?.items.length === 0 && (
                  <Table.Tr>
                    <Table.Td colSpan={5}>Nenhum formando encontrado.</Table.Td>
                  </Table.Tr>
                )}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {query.data && (
            <ListFooter
              total={query.data.total}
              page={params.page}
              pageSize={params.pageSize}
              onPage={(page) => setParams((p) => ({ ...p, page }))}
              noun={['formando', 'formandos']}
            />
          )}
        </>
      )}
    </>
  );
}
