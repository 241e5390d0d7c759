import { authMessages, resetRequestSchema } from '@portal/domain';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { Banner } from '../../../components/banner';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import { paths } from '../../../config/paths';
import { errorText, errorType } from '../../../lib/api-client';
import { zodResolver } from '../../../lib/zod-resolver';
import { useReset } from '../api/reset';
import { AuthShell } from '../components/auth-shell';

/** Spec B §2.5, §9: after a successful reset, the message shows for 3 s, then the portal opens. */
export const RESET_REDIRECT_MS = 3000;

/** Reset password (spec B §2.5): the token comes from the route. */
function ResetPage() {
  const { tkn = '' } = useParams();
  const navigate = useNavigate();
  const reset = useReset();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(resetRequestSchema),
    defaultValues: { email: '', password: '', token: tkn },
  });

  const done = reset.isSuccess;
  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate(paths.home), RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  const onSubmit = handleSubmit((values) => {
    if (!values.email || !values.password) {
      return setError('root', { type: 'EMPTY', message: authMessages.resetEmpty });
    }
    reset.mutate(
      { ...values, token: tkn },
      { onError: (error) => setError('root', { type: errorType(error), message: errorText(error) }) },
    );
  });

  return (
    <AuthShell
      title="Criar nova senha"
      intro="Confirme o e-mail do seu usuário e escolha a nova senha."
      footer={<Link to={paths.forgot}>Pedir um novo link</Link>}
    >
      {errors.root && !done && (
        <Banner tone="error" role="alert">
          <p>{errors.root.message}</p>
        </Banner>
      )}
      {done && (
        <Banner tone="success" role="status">
          <p>{reset.data?.message || authMessages.resetDone}</p>
        </Banner>
      )}
      <form className="auth-form" onSubmit={onSubmit} noValidate>
        <TextField
          label="E-mail"
          type="email"
          autoComplete="email"
          inputMode="email"
          {...register('email')}
        />
        <TextField label="Nova senha" type="password" autoComplete="new-password" {...register('password')} />
        <Button type="submit" block loading={reset.isPending} disabled={done}>
          Salvar nova senha
        </Button>
      </form>
    </AuthShell>
  );
}

export const Component = ResetPage;
