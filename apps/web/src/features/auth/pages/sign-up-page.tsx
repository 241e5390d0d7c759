import { authMessages, PASSWORD_MIN, registerRequestSchema } from '@portal/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, redirect, useNavigate, useNavigation } from 'react-router';
import { Banner } from '../../../components/banner';
import { Button } from '../../../components/button';
import { Checkbox } from '../../../components/checkbox';
import { TextField } from '../../../components/text-field';
import { paths } from '../../../config/paths';
import { errorText, errorType } from '../../../lib/api-client';
import { isSignedIn } from '../../../lib/session';
import { zodResolver } from '../../../lib/zod-resolver';
import { useRegister } from '../api/register';
import { AuthShell } from '../components/auth-shell';

/** A signed-in user has nothing to create and goes home. */
export function loader() {
  return isSignedIn() ? redirect(paths.home) : null;
}

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Sign-up (spec B §2.3, §5.1). */
function SignUpPage() {
  const navigate = useNavigate();
  const registerUser = useRegister();
  const navigation = useNavigation();
  const [accepted, setAccepted] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(registerRequestSchema),
    defaultValues: { name: '', email: '', password: '' },
  });

  const onSubmit = handleSubmit((values) => {
    if (!values.name || !values.email || !values.password) {
      return setError('root', { type: 'EMPTY', message: authMessages.signUpEmpty });
    }
    // The API checks these too (type INVALID); checking here saves a round trip and points at the field.
    if (!EMAIL_SHAPE.test(values.email)) return setError('email', { message: authMessages.emailInvalid });
    if (values.password.length < PASSWORD_MIN) {
      return setError('password', { message: authMessages.passwordTooShort });
    }
    // The ticked acceptance is logged with the account, in the same transaction (decision 137).
    registerUser.mutate(
      { ...values, aceitePolitica: accepted },
      {
        onSuccess: () => navigate(paths.home, { replace: true }),
        onError: (error) => setError('root', { type: errorType(error), message: errorText(error) }),
      },
    );
  });

  const problem = errors.root;
  return (
    <AuthShell
      title="Criar usuário"
      intro="Use o mesmo e-mail que você informou no autocadastro da sua formatura: é por ele que ligamos seu usuário ao seu cadastro."
      footer={<Link to={paths.signIn()}>Já tenho usuário</Link>}
    >
      {problem && (
        <Banner
          tone="error"
          role="alert"
          actions={problem.type === 'FOUND' && <Link to={paths.signIn()}>Entrar com este e-mail</Link>}
        >
          <p>{problem.message}</p>
        </Banner>
      )}
      <form className="auth-form" onSubmit={onSubmit} noValidate>
        <TextField label="Nome" autoComplete="name" error={errors.name?.message} {...register('name')} />
        <TextField
          label="E-mail"
          type="email"
          autoComplete="email"
          inputMode="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label="Senha"
          type="password"
          autoComplete="new-password"
          hint={`Ao menos ${PASSWORD_MIN} caracteres.`}
          error={errors.password?.message}
          {...register('password')}
        />
        <Checkbox
          label="Li e aceito a política de privacidade e os termos de adesão."
          checked={accepted}
          onChange={(event) => setAccepted(event.target.checked)}
        />
        <p>
          <Link to={paths.policy} target="_blank">
            Ler a política de privacidade e os termos de adesão
            <span className="visually-hidden"> (abre em outra aba)</span>
          </Link>
        </p>
        <Button
          type="submit"
          block
          disabled={!accepted}
          loading={registerUser.isPending || navigation.state !== 'idle'}
        >
          Criar usuário
        </Button>
      </form>
    </AuthShell>
  );
}

export const Component = SignUpPage;
