import { zodResolver } from '@hookform/resolvers/zod';
import { authMessages, forgotRequestSchema } from '@portal/domain';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { Banner } from '../../../components/banner';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import { errorText, errorType } from '../../../lib/api-client';
import { useForgot } from '../api/forgot';
import { AuthShell } from '../components/auth-shell';

/** Forgot password (spec B §2.4): on success the message shows and the send button goes away. */
function ForgotPage() {
  const forgot = useForgot();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(forgotRequestSchema), defaultValues: { email: '' } });

  const onSubmit = handleSubmit((values) => {
    if (!values.email) return setError('root', { type: 'EMPTY', message: authMessages.forgotEmpty });
    forgot.mutate(values, {
      onError: (error) => setError('root', { type: errorType(error), message: errorText(error) }),
    });
  });

  const sent = forgot.isSuccess;
  return (
    <AuthShell
      title="Esqueci minha senha"
      intro="Informe o e-mail do seu usuário e enviaremos um link para você criar uma nova senha."
      footer={<Link to={paths.signIn()}>Voltar para entrar</Link>}
    >
      {errors.root && !sent && (
        <Banner tone="error" role="alert">
          <p>{errors.root.message}</p>
        </Banner>
      )}
      {sent && (
        <Banner tone="success" role="status">
          <p>{forgot.data?.message || authMessages.forgotSent}</p>
        </Banner>
      )}
      <form className="auth-form" onSubmit={onSubmit} noValidate>
        <TextField
          label="E-mail"
          type="email"
          autoComplete="email"
          inputMode="email"
          readOnly={sent}
          {...register('email')}
        />
        {!sent && (
          <Button type="submit" block loading={forgot.isPending}>
            Enviar
          </Button>
        )}
      </form>
    </AuthShell>
  );
}

export const Component = ForgotPage;
