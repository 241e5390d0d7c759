import {
  formatCpf,
  formatMobilePhone,
  hasPolos,
  registrationMessages as m,
  needsVacancyCount,
  normalizeRegistration,
  parseRegistrationLink,
  registrationFormSchema,
  registrationGate,
  registrationResult,
} from '@portal/domain';
import { useEffect, useRef } from 'react';
import { type FieldPath, type FieldValues, type UseFormRegisterReturn, useForm } from 'react-hook-form';
import { Link, type LoaderFunctionArgs, redirect, useLoaderData, useNavigate } from 'react-router';
import { Banner } from '../../../components/banner';
import { Button } from '../../../components/button';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/api-client';
import { APP_NAME } from '../../../lib/config';
import { zodResolver } from '../../../lib/zod-resolver';
import { useAutostore } from '../api/autostore';
import { countRegistered, lookupLink } from '../api/lookup';
import { GraduationFacts } from '../components/graduation-facts';
import '../self-registration.css';

/**
 * On page open (spec B §4.6): too few segments, a failed lookup or one answering erro go to /nohash; with
 * a vacancy limit (limite ≠ 0) the registered count is fetched, and no vacancy left goes to /full.
 */
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
  // The gate opens the form only on a lookup that found the graduation; said again for the types.
  if (!lookup || lookup.erro) return redirect(paths.nohash);
  return { link, lookup };
}

/** A registered input that shows `format`'s mask while typing (CPF, phone). */
function masked<T extends FieldPath<FieldValues>>(
  field: UseFormRegisterReturn<T>,
  format: (text: string) => string,
): UseFormRegisterReturn<T> {
  return {
    ...field,
    onChange: (event) => {
      event.target.value = format(String(event.target.value));
      return field.onChange(event);
    },
  };
}

/** Self-registration (spec B §2.6, §5.2): /autocadastro, /sign/{key}, /sign/{key}/{exec}. */
function SelfRegistrationPage() {
  const { link, lookup } = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  const store = useAutostore();
  const alertRef = useRef<HTMLDivElement>(null);
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

  // A refused submit (spec B §8 "a browser alert with the error"): an alert box, brought into view.
  const failure = errors.root?.message;
  useEffect(() => {
    if (failure) alertRef.current?.scrollIntoView?.({ block: 'center' });
  }, [failure]);

  const onSubmit = handleSubmit((values) =>
    store.mutate(normalizeRegistration(values, link), {
      onSuccess: ({ status }) => navigate(paths[registrationResult(status)]),
      onError: (error) => setError('root', { message: errorText(error) }),
    }),
  );

  return (
    <div className="self-registration">
      <title>{`${m.title} · ${APP_NAME}`}</title>
      <h1>{m.title}</h1>
      <GraduationFacts lookup={lookup} />
      {failure && (
        <div ref={alertRef}>
          <Banner tone="error" role="alert">
            <p>{failure}</p>
          </Banner>
        </div>
      )}
      <form onSubmit={onSubmit} noValidate>
        <input type="hidden" {...register('AlFormatura', { valueAsNumber: true })} />
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
          label="Usuário do Instagram (opcional)"
          autoComplete="off"
          autoCapitalize="none"
          placeholder="@seu.usuario"
          error={errors.AlInsta?.message}
          {...register('AlInsta')}
        />
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
            placeholder="000.000.000-00"
            error={errors.AlCPF?.message}
            {...masked(register('AlCPF'), formatCpf)}
          />
          <TextField
            label="Celular"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            placeholder="(00) 00000-0000"
            hint="Com DDD."
            error={errors.AlFone?.message}
            {...masked(register('AlFone'), formatMobilePhone)}
          />
        </div>
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
