import { type FormEvent, useState } from 'react';
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
import { Banner } from '../../../components/banner';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import { paths } from '../../../config/paths';
import { errorText, errorType } from '../../../lib/api-client';
import { isSignedIn, safeNext, setSession } from '../../../lib/session';
import { autoSignIn } from '../api/auto-sign-in';
import { useSignIn } from '../api/sign-in';
import { AuthShell } from '../components/auth-shell';
import { useFieldProblems } from '../hooks/use-field-problems';
import { loadValidation } from '../lib/load-validation';

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
      setSession(await autoSignIn(params.auto, { signal: request.signal }));
      return redirect(target);
    } catch (error) {
      return { autoError: errorText(error), email: params.auto.split('|')[0] ?? '' };
    }
  }
  if (isSignedIn()) return redirect(target);
  return { autoError: null, email: '' };
}

type Problem = { type: string; message: string };
const FIELDS = ['email', 'password'] as const;

/**
 * Sign-in (spec B §2.2, §5.1). A plain form: most visits land here, so the page carries no form library and
 * loads the shared schema only once someone starts typing (decision 42).
 */
function SignInPage() {
  const { autoError, email } = useLoaderData<typeof loader>();
  const params = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const signIn = useSignIn();
  const navigation = useNavigation();
  // Undefined until the first submit: until then a failed automatic login is the problem to show.
  const [submitted, setProblem] = useState<Problem | null>();
  const { messageId, mark, field } = useFieldProblems(FIELDS);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const values = { email: String(data.get('email') ?? ''), password: String(data.get('password') ?? '') };
    try {
      const { authRequestSchema, signInEmptyError } = await loadValidation();
      const empty = signInEmptyError(values);
      if (empty) {
        setProblem({ type: 'EMPTY', message: empty });
        mark(FIELDS.filter((name) => (name === 'email' ? !values.email.trim() : !values.password)));
        return;
      }
      mark([]);
      setProblem(null);
      // The schema trims and lower-cases the e-mail; input it refuses (too long) goes as typed, and the
      // server answers it with its pt-BR text from the same schema.
      const parsed = authRequestSchema.safeParse(values);
      signIn.mutate(parsed.success ? parsed.data : values, {
        onSuccess: () => navigate(targetOf(params, search.get('next')), { replace: true }),
        onError: (error) => setProblem({ type: errorType(error), message: errorText(error) }),
      });
    } catch (error) {
      setProblem({ type: errorType(error), message: errorText(error) });
    }
  };

  const problem = submitted === undefined && autoError ? { type: 'AUTO', message: autoError } : submitted;
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
        <div id={messageId}>
          <Banner
            tone="error"
            role="alert"
            actions={problem.type === 'NOT_FOUND' && <Link to={paths.signUp}>Criar meu usuário</Link>}
          >
            <p>{problem.message}</p>
          </Banner>
        </div>
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
          defaultValue={email}
          {...field('email')}
        />
        <TextField label="Senha" type="password" autoComplete="current-password" {...field('password')} />
        <Button type="submit" block loading={signIn.isPending || navigation.state !== 'idle'}>
          Entrar
        </Button>
      </form>
    </AuthShell>
  );
}

export const Component = SignInPage;
