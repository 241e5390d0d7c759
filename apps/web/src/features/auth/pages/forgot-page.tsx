import { authMessages } from '@portal/domain';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { Banner } from '../../../components/banner';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/api-client';
import { useForgot } from '../api/forgot';
import { AuthShell } from '../components/auth-shell';
import { useFieldProblems } from '../hooks/use-field-problems';
import { loadValidation } from '../lib/load-validation';

const FIELDS = ['email'] as const;

/**
 * Forgot password (spec B §2.4): on success the message shows and the send button goes away. A plain form,
 * like /signin: the shared schema loads on the first interaction (decision 42).
 */
function ForgotPage() {
  const forgot = useForgot();
  const [problem, setProblem] = useState<string | null>(null);
  const { messageId, mark, field } = useFieldProblems(FIELDS);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '');
    try {
      const { forgotRequestSchema } = await loadValidation();
      if (!email.trim()) {
        setProblem(authMessages.forgotEmpty);
        mark(['email']);
        return;
      }
      mark([]);
      setProblem(null);
      // Input the schema refuses (too long) goes as typed: the server answers it with its pt-BR text.
      const parsed = forgotRequestSchema.safeParse({ email });
      forgot.mutate(parsed.success ? parsed.data : { email }, {
        onError: (error) => setProblem(errorText(error)),
      });
    } catch (error) {
      setProblem(errorText(error));
    }
  };

  const sent = forgot.isSuccess;
  return (
    <AuthShell
      title="Esqueci minha senha"
      intro="Informe o e-mail do seu usuário e enviaremos um link para você criar uma nova senha."
      footer={<Link to={paths.signIn()}>Voltar para entrar</Link>}
    >
      {problem && !sent && (
        <div id={messageId}>
          <Banner tone="error" role="alert">
            <p>{problem}</p>
          </Banner>
        </div>
      )}
      {sent && (
        <Banner tone="success" role="status">
          <p>{forgot.data?.message || authMessages.forgotSent}</p>
        </Banner>
      )}
      <form
        className="auth-form"
        onSubmit={onSubmit}
        onFocus={() => void loadValidation().catch(() => null)}
        noValidate
      >
        <TextField
          label="E-mail"
          type="email"
          autoComplete="email"
          inputMode="email"
          readOnly={sent}
          {...field('email')}
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
