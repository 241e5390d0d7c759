import { Alert, Button, Fieldset, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import {
  type Graduation,
  type StudentDetail,
  type StudentForm,
  type StudentFormInput,
  studentFormSchema,
} from '@portal/domain';
import { Controller, useForm } from 'react-hook-form';
import { errorText } from '../../../../lib/api-client';
import { zodResolver } from '../../../../lib/zod-resolver';
import { CheckField, NumberField } from '../../../components/form-inputs';

type Values = Required<StudentFormInput>;

const EMPTY: Values = {
  AlNome: '',
  AlSobrenome: '',
  AlEmail: '',
  AlCPF: '',
  AlFone: '',
  AlInsta: null,
  AlCurso: 0,
  AlPolo: null,
  AlExecutivo: '',
  restricted: false,
  committee: false,
  guest: false,
  coordinator: false,
  ignoreCredits: false,
  AlCredFtDigital: 0,
  AlCredFtImpressa: 0,
};

interface StudentFormProps {
  graduation: Graduation;
  campuses: { id: number; name: string }[];
  detail?: StudentDetail;
  onSave: (form: StudentForm) => void;
  saving: boolean;
  error: unknown;
  submitLabel: string;
}

/**
 * A registration as the producer writes it: the rules of spec B §5.2 (the schema carries them) plus the
 * flags and photo credits only the producer sets (decision 9).
 */
export function StudentFormView({
  graduation,
  campuses,
  detail,
  onSave,
  saving,
  error,
  submitLabel,
}: StudentFormProps) {
  const { control, register, handleSubmit, formState } = useForm<StudentFormInput, unknown, StudentForm>({
    resolver: zodResolver(studentFormSchema),
    defaultValues: detail
      ? { ...EMPTY, ...detail.form }
      : { ...EMPTY, AlPolo: campuses.length > 0 ? 0 : null },
  });
  const e = formState.errors;
  const text = (name: 'AlNome' | 'AlSobrenome' | 'AlEmail' | 'AlCPF' | 'AlFone' | 'AlExecutivo') => ({
    ...register(name),
    error: e[name]?.message,
  });
  return (
    <form onSubmit={handleSubmit(onSave)} noValidate aria-label="Cadastro do formando">
      <Stack>
        <Fieldset legend="Cadastro">
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <TextInput
              {...text('AlNome')}
              label="Primeiro nome"
              description="Apenas o primeiro nome."
              required
            />
            <TextInput {...text('AlSobrenome')} label="Sobrenome" description="Sem abreviar." required />
            <TextInput {...text('AlEmail')} label="E-mail" type="email" required />
            <TextInput {...text('AlCPF')} label="CPF" inputMode="numeric" required />
            <TextInput {...text('AlFone')} label="Celular" inputMode="tel" description="Com DDD." required />
            <Controller
              control={control}
              name="AlInsta"
              render={({ field }) => (
                <TextInput
                  ref={field.ref}
                  label="Instagram"
                  value={field.value ?? ''}
                  onChange={(event) => field.onChange(event.currentTarget.value || null)}
                  error={e.AlInsta?.message}
                />
              )}
            />
            <Controller
              control={control}
              name="AlCurso"
              render={({ field }) => (
                <Select
                  ref={field.ref}
                  label="Curso"
                  required
                  data={graduation.courses
                    // An archived course is offered only to the registration already in it (decision 124).
                    .filter((c) => !c.archived || c.id === detail?.form.AlCurso)
                    .map((c) => ({ value: String(c.id), label: c.name }))}
                  value={field.value ? String(field.value) : null}
                  onChange={(value) => field.onChange(value ? Number(value) : 0)}
                  error={e.AlCurso?.message}
                />
              )}
            />
            {campuses.length > 0 && (
              <Controller
                control={control}
                name="AlPolo"
                render={({ field }) => (
                  <Select
                    ref={field.ref}
                    label="Polo"
                    required
                    data={campuses.map((c) => ({ value: String(c.id), label: c.name }))}
                    value={field.value ? String(field.value) : null}
                    onChange={(value) => field.onChange(value ? Number(value) : 0)}
                    error={e.AlPolo?.message}
                  />
                )}
              />
            )}
            <TextInput
              {...text('AlExecutivo')}
              label="Código do executivo"
              description="Opcional: o vendedor que atendeu o formando."
            />
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend="Situação e créditos">
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <CheckField
              control={control}
              name="restricted"
              label="Restrito"
              description="Paga só por PIX; sem fotos, vídeos, pedidos, convites nem carrinho."
            />
            <CheckField
              control={control}
              name="committee"
              label="Comissão"
              description="Vê o cartão 'Ferramentas da Comissão' com os relatórios da turma."
            />
            <CheckField
              control={control}
              name="guest"
              label="Convidado"
              description="Sem financeiro, camiseta, convite, envios nem carrinho."
            />
            <CheckField
              control={control}
              name="coordinator"
              label="Coordenador"
              description="Coordenador do curso na turma."
            />
            <CheckField
              control={control}
              name="ignoreCredits"
              label="Ignorar créditos"
              description="As fotos não descontam dos créditos do formando."
            />
            <div />
            <NumberField
              control={control}
              name="AlCredFtDigital"
              label="Créditos de fotos digitais"
              allowDecimal={false}
              min={0}
              max={10_000}
            />
            <NumberField
              control={control}
              name="AlCredFtImpressa"
              label="Créditos de fotos impressas"
              allowDecimal={false}
              min={0}
              max={10_000}
            />
          </SimpleGrid>
        </Fieldset>
        {error !== null && error !== undefined && (
          <Alert color="red" role="alert" title="Não foi possível salvar">
            {errorText(error)}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={saving}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
