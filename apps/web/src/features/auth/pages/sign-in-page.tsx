import { zodResolver } from '@hookform/resolvers/zod';
import { authRequestSchema, signInEmptyError } from '@portal/domain';
import { useForm } from 'react-hook-form';
import {
  Link,
  type LoaderFunctionArgs,
  redirect,
  useLoaderData,
  useNavigate,
  useNavigation,
  useParams,
  useSearchParams,
} from 'react-router';
import { paths } from '../../../app/paths';
import { Banner } from '../../../components/banner';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import { errorText, errorType } from '../../../lib/api-client';
import { isSignedIn, safeNext, setSession } from '../../../lib/session';
import { autoSignIn } from '../api/auto-sign-in';
import { useSignIn } from '../api/sign-in';
import { AuthShell } from '../components/auth-shell';

/** After sign-in: the /signin/resumo/{tipo}/{retorno} variant, the remembered origin, or home (spec B §2.2). */
function targetOf(params: { tipo?: string; retorno?: string }, next: string | null): string {
  if (params.tipo && params.retorno) return paths.resumo(params.tipo, params.retorno);
  return safeNext(next) ?? paths.home;
}

/**
 * /signin/{auto}: try the automatic login before the screen shows; on failure the screen shows the error and
 * the normal form with the e-mail filled in. A signed-in user skips the screen.
 */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const target = targetOf(params, new URL(request.url).searchParams.get('next'));
  if (params.auto) {
    try {
      setSession(await autoSignIn(params.auto, request.signal));
      return redirect(target);
    } catch (error) {
      return { autoError: errorText(error), email: params.auto.split('|')[0] ?? '' };
    }
  }
  if (isSignedIn()) return redirect(target);
  return { autoError: null, email: '' };
}

function SignInPage() {
  const { autoError, email } = useLoaderData<typeof loader>();
  const params = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const signIn = useSignIn();
  const navigation = useNavigation();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(authRequestSchema), defaultValues: { email, password: '' } });

  const onSubmit = handleSubmit((values) => {
    const empty = signInEmptyError(values);
    if (empty) return setError('root', { type: 'EMPTY', message: empty });
    signIn.mutate(values, {
      onSuccess: () => navigate(targetOf(params, search.get('next')), { replace: true }),
      onError: (error) => setError('root', { type: errorType(error), message: errorText(error) }),
    });
  });

  const problem = errors.root ?? (autoError ? { type: 'AUTO', message: autoError } : undefined);
  return (
    <AuthShell
      title="Entrar no portal"
      intro="Acompanhe seu contrato, pagamentos, fotos e pedidos da formatura."
      footer={
        <>
          <Link to={paths.signUp}>Ainda não tem usuário? Crie o seu</Link>
          <Link to={paths.forgot}>Esqueci minha senha</Link>
        </>
      }
    >
      {problem && (
        <Banner
          tone="error"
          role="alert"
          actions={problem.type === 'NOT_FOUND' && <Link to={paths.signUp}>Criar meu usuário</Link>}
        >
          <p>{problem.message}</p>
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
        <TextField label="Senha" type="password" autoComplete="current-password" {...register('password')} />
        <Button type="submit" block loading={signIn.isPending || navigation.state !== 'idle'}>
          Entrar
        </Button>
      </form>
    </AuthShell>
  );
}

export const Component = SignInPage;
