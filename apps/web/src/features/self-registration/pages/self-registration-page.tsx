import { zodResolver } from '@hookform/resolvers/zod';
import {
  hasPolos,
  registrationMessages as m,
  needsVacancyCount,
  normalizeRegistration,
  parseRegistrationLink,
  type RegistrationLookup,
  registrationFormSchema,
  registrationGate,
  registrationResult,
} from '@portal/domain';
import { useForm } from 'react-hook-form';
import { Link, type LoaderFunctionArgs, redirect, useLoaderData, useNavigate } from 'react-router';
import { paths } from '../../../app/paths';
import { Banner } from '../../../components/banner';
import { Button } from '../../../components/button';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { errorText } from '../../../lib/api-client';
import { APP_NAME } from '../../../lib/config';
import { formatLongDate, formatTime } from '../../../lib/format';
import { useAutostore } from '../api/autostore';
import { countRegistered, lookupLink } from '../api/lookup';
import '../self-registration.css';

/** On page open (spec B §4.6): a broken link or failed lookup goes to /nohash, no vacancy left to /full. */
export async function loader({ request }: LoaderFunctionArgs) {
  const link = parseRegistrationLink(request.url);
  if (link.result === 'nohash') return redirect(paths.nohash);
  const lookup = await lookupLink(link.key, request.signal);
  const count =
    lookup && !lookup.erro && needsVacancyCount(lookup)
      ? await countRegistered(lookup.formatura, request.signal)
      : null;
  const gate = registrationGate(link, lookup, count);
  if (gate !== 'form') return redirect(paths[gate]);
  return { link, lookup: lookup as RegistrationLookup };
}

/** Self-registration (spec B §2.6, §5.2). */
function SelfRegistrationPage() {
  const { link, lookup } = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  const store = useAutostore();
  const withPolos = hasPolos(lookup.instituicoes);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(registrationFormSchema),
    defaultValues: {
      AlNome: '',
      AlSobrenome: '',
      AlPolo: withPolos ? 0 : null,
      AlCurso: 0,
      AlInsta: '',
      AlEmail: '',
      AlCPF: '',
      AlFone: '',
      AlFormatura: lookup.formatura,
    },
  });

  const onSubmit = handleSubmit((values) =>
    store.mutate(normalizeRegistration(values, link), {
      onSuccess: ({ status }) => navigate(paths[registrationResult(status)]),
      onError: (error) => setError('root', { message: errorText(error) }),
    }),
  );

  const institution = lookup.instituicoes.map((inst) => inst.InstNome).join(' · ');
  return (
    <div className="self-registration">
      <title>{`${m.title} · ${APP_NAME}`}</title>
      <h1>{m.title}</h1>
      <dl className="self-registration-facts">
        <div>
          <dt>Instituição</dt>
          <dd>{institution}</dd>
        </div>
        {lookup.fdata && (
          <div>
            <dt>Data</dt>
            <dd>{formatLongDate(lookup.fdata)}</dd>
          </div>
        )}
        {lookup.fhora && (
          <div>
            <dt>Horário</dt>
            <dd>{formatTime(lookup.fhora)}</dd>
          </div>
        )}
      </dl>
      {errors.root && (
        <Banner tone="error" role="alert">
          <p>{errors.root.message}</p>
        </Banner>
      )}
      <form onSubmit={onSubmit} noValidate>
        <div className="form-row">
          <TextField
            label="Primeiro nome"
            autoComplete="given-name"
            error={errors.AlNome?.message}
            {...register('AlNome')}
          />
          <TextField
            label="Sobrenome"
            autoComplete="family-name"
            hint="Completo, sem abreviações."
            error={errors.AlSobrenome?.message}
            {...register('AlSobrenome')}
          />
        </div>
        {withPolos && (
          <SelectField
            label="Polo"
            error={errors.AlPolo?.message}
            {...register('AlPolo', { valueAsNumber: true })}
          >
            <option value={0}>Escolha seu polo</option>
            {lookup.instituicoes.flatMap((inst) =>
              inst.InstPolos.map((polo) => (
                <option key={polo.poloId} value={polo.poloId}>
                  {polo.poloNome}
                </option>
              )),
            )}
          </SelectField>
        )}
        <SelectField
          label="Curso"
          error={errors.AlCurso?.message}
          {...register('AlCurso', { valueAsNumber: true })}
        >
          <option value={0}>Escolha seu curso</option>
          {lookup.cursos.map((course) => (
            <option key={course.id} value={course.id}>
              {course.curso}
            </option>
          ))}
        </SelectField>
        <TextField
          label="E-mail"
          type="email"
          autoComplete="email"
          inputMode="email"
          hint="Use este mesmo e-mail depois, ao criar seu usuário do portal."
          error={errors.AlEmail?.message}
          {...register('AlEmail')}
        />
        <div className="form-row">
          <TextField
            label="CPF"
            inputMode="numeric"
            autoComplete="off"
            error={errors.AlCPF?.message}
            {...register('AlCPF')}
          />
          <TextField
            label="Celular"
            type="tel"
            autoComplete="tel-national"
            hint="Com DDD."
            error={errors.AlFone?.message}
            {...register('AlFone')}
          />
        </div>
        <TextField
          label="Usuário do Instagram (opcional)"
          autoComplete="off"
          error={errors.AlInsta?.message}
          {...register('AlInsta')}
        />
        <Button type="submit" block loading={store.isPending}>
          Enviar cadastro
        </Button>
      </form>
      <p className="self-registration-login">
        <Link to={paths.signIn()}>{m.alreadyRegisteredLink}</Link>
      </p>
    </div>
  );
}

export const Component = SelfRegistrationPage;
