import { Alert, Anchor, List, Loader, Title } from '@mantine/core';
import { backofficeMessages, type Graduation, type StudentDetail } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { Link, useMatch, useNavigate, useParams } from 'react-router';
import { paths, patterns } from '../../config/paths';
import { APP_NAME } from '../../lib/config';
import { graduationQuery } from '../api/graduations';
import { institutionsQuery } from '../api/institutions';
import { studentQuery, useCreateStudent, useUpdateStudent } from '../api/students';
import { notifySuccess } from '../components/notify';
import { QueryError } from '../components/query-error';
import { AuditList } from '../features/audit/components/audit-list';
import { StudentFiles } from '../features/students/components/student-files';
import { StudentFormView } from '../features/students/components/student-form';

/** The registrations elsewhere with the same CPF or e-mail: a warning with links, never a block. */
function Duplicates({ detail }: { detail: StudentDetail }) {
  if (detail.duplicates.length === 0) return null;
  return (
    <Alert color="orange" title="Possível cadastro duplicado" mb="md">
      <List size="sm">
        {detail.duplicates.map((d) => (
          <List.Item key={`${d.id}-${d.by}`}>
            <Anchor component={Link} to={paths.adminStudent(d.id)}>
              {d.AlNome}
            </Anchor>{' '}
            ({d.graduation}): mesmo {d.by === 'cpf' ? 'CPF' : 'e-mail'}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}

function StudentEditor({ graduation, detail }: { graduation: Graduation; detail?: StudentDetail }) {
  const navigate = useNavigate();
  const institutions = useQuery(institutionsQuery());
  const create = useCreateStudent(graduation.id);
  const update = useUpdateStudent(detail?.id ?? 0);
  const write = detail ? update : create;
  if (!institutions.data) return <Loader aria-label="Carregando" />;
  const campuses = institutions.data.find((i) => i.id === graduation.institutionId)?.campuses ?? [];
  return (
    <>
      <Anchor component={Link} to={paths.adminGraduation(graduation.id, 'formandos')} size="sm">
        ← Formandos de {graduation.name}
      </Anchor>
      <Title order={1} mb="md">
        {detail ? `${detail.form.AlNome} ${detail.form.AlSobrenome}` : 'Novo formando'}
      </Title>
      {detail && <Duplicates detail={detail} />}
      <StudentFormView
        key={detail?.id ?? 'new'}
        graduation={graduation}
        campuses={campuses}
        detail={detail}
        submitLabel={detail ? 'Salvar alterações' : 'Cadastrar formando'}
        saving={write.isPending}
        error={write.error}
        onSave={(form) =>
          write.mutate(form, {
            onSuccess: (saved) => {
              notifySuccess(backofficeMessages.saved);
              if (!detail) void navigate(paths.adminStudent(saved.id), { replace: true });
            },
          })
        }
      />
      {detail && (
        <>
          <Title order={2} size="h3" mt="xl" mb="sm">
            Financeiro
          </Title>
          <Anchor component={Link} to={paths.adminStudentFinance(detail.id)}>
            Contratos, parcelas e pagamentos
          </Anchor>
          <Title order={2} size="h3" mt="xl" mb="sm">
            Arquivos enviados
          </Title>
          <StudentFiles studentId={detail.id} />
          <Title order={2} size="h3" mt="xl" mb="sm">
            Auditoria do formando
          </Title>
          <AuditList subject={{ studentId: detail.id }} />
        </>
      )}
    </>
  );
}

/** A registration in the back-office: new (under a graduation) or existing (by its id). */
function StudentPage() {
  const params = useParams();
  const isNew = useMatch(patterns.adminStudentNew) !== null;
  const id = Number(params.id);
  const student = useQuery({ ...studentQuery(id), enabled: !isNew });
  const graduationId = isNew ? id : student.data?.graduationId;
  const graduation = useQuery({ ...graduationQuery(graduationId ?? 0), enabled: graduationId !== undefined });
  const failed = student.isError ? student.error : graduation.isError ? graduation.error : null;
  return (
    <>
      <title>{`Formando · Administração · ${APP_NAME}`}</title>
      {failed ? (
        <QueryError
          error={failed}
          onRetry={() => void (student.isError ? student.refetch() : graduation.refetch())}
        />
      ) : !graduation.data || (!isNew && !student.data) ? (
        <Loader aria-label="Carregando o formando" />
      ) : (
        <StudentEditor graduation={graduation.data} detail={isNew ? undefined : student.data} />
      )}
    </>
  );
}

export const Component = StudentPage;
