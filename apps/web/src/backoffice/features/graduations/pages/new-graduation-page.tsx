import { Anchor, Title } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../../config/paths';
import { APP_NAME } from '../../../../lib/config';
import { useCreateGraduation } from '../../../api/graduations';
import { notifySuccess } from '../../../components/notify';
import { GraduationFormView } from '../components/graduation-form';

/** 'Nova formatura': the same form as the graduation's 'Dados' tab; saved, its courses come next. */
function NewGraduationPage() {
  const create = useCreateGraduation();
  const navigate = useNavigate();
  return (
    <>
      <title>{`Nova formatura · Administração · ${APP_NAME}`}</title>
      <Anchor component={Link} to={paths.adminGraduations} size="sm">
        ← Formaturas
      </Anchor>
      <Title order={1} mb="md">
        Nova formatura
      </Title>
      <GraduationFormView
        submitLabel="Criar formatura"
        saving={create.isPending}
        error={create.error}
        onSave={(form) =>
          create.mutate(form, {
            onSuccess: (graduation) => {
              // A class needs its courses before anyone can self-register: that is the next step.
              notifySuccess('Formatura criada. Agora cadastre os cursos.');
              void navigate(paths.adminGraduation(graduation.id, 'cursos'));
            },
          })
        }
      />
    </>
  );
}

export const Component = NewGraduationPage;
