import '../setup.css';
import { firstAdminSchema, isWeakAdminPassword, staffMessages } from '@portal/domain';
import { type FormEvent, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Banner } from '../../../components/banner';
import { Button } from '../../../components/button';
import { Spinner } from '../../../components/spinner';
import { TextField } from '../../../components/text-field';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/api-client';
import { APP_NAME } from '../../../lib/config';
import { useCreateFirstAdmin, useSetupLink } from '../api/first-admin';

type Field = 'name' | 'email' | 'password';

/**
 * 'Configuração inicial' (decision 114): a fresh install's first administrator, through the one-time link
 * the start log prints while no administrator exists. No database access needed.
 */
function FirstAdminPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const link = useSetupLink(token);
  const create = useCreateFirstAdmin();
  const [values, setValues] = useState({ name: '', email: '', password: '' });
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = firstAdminSchema.safeParse(values);
    const found: Partial<Record<Field, string>> = {};
    if (!parsed.success) for (const i of parsed.error.issues) found[i.path[0] as Field] ??= i.message;
    if (!found.password && isWeakAdminPassword(values.password, values))
      found.password = staffMessages.weakPassword;
    setProblems(found);
    if (!parsed.success || Object.keys(found).length > 0) return;
    create.mutate({ token, body: parsed.data }, { onSuccess: () => navigate(paths.adminStaff) });
  };
  const field = (name: Field) => ({
    value: values[name],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) =>
      setValues({ ...values, [name]: e.currentTarget.value }),
    error: problems[name],
  });

  return (
    <div className="setup">
      <title>{`Configuração inicial · ${APP_NAME}`}</title>
      <div className="setup-card">
        <h1>Configuração inicial</h1>
        {link.isPending ? (
          <Spinner label="Conferindo o link" />
        ) : link.isError ? (
          <Banner tone="error" role="alert">
            <p>{errorText(link.error)}</p>
          </Banner>
        ) : (
          <>
            <p className="setup-intro">
              Crie o primeiro administrador do portal. Este link vale uma vez; depois, convide o resto da
              equipe em Administração › Equipe.
            </p>
            {create.error ? (
              <Banner tone="error" role="alert">
                <p>{errorText(create.error)}</p>
              </Banner>
            ) : null}
            <form onSubmit={onSubmit} noValidate>
              <TextField label="Seu nome" autoComplete="name" {...field('name')} />
              <TextField
                label="E-mail"
                type="email"
                autoComplete="email"
                inputMode="email"
                {...field('email')}
              />
              <TextField
                label="Senha"
                type="password"
                autoComplete="new-password"
                hint="Ao menos 10 caracteres, sem o seu nome ou e-mail."
                {...field('password')}
              />
              <Button type="submit" block loading={create.isPending}>
                Criar administrador
              </Button>
            </form>
          </>
        )}
      </div>
    </div>
  );
}

export const Component = FirstAdminPage;
