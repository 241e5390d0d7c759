import {
  Alert,
  Button,
  Card,
  CopyButton,
  Group,
  Loader,
  Modal,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  backofficeMessages,
  type Graduation,
  type RegistrationLinkForm,
  type RegistrationLinkSettings,
  registrationLinkFormSchema,
} from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { errorText } from '../../../../lib/api-client';
import { zodResolver } from '../../../../lib/zod-resolver';
import { NumberField } from '../../../components/form-inputs';
import { notifySuccess } from '../../../components/notify';
import { QueryError } from '../../../components/query-error';
import { registrationLinkQuery, useUpdateRegistrationLink } from '../api/registration-link';
import { LinkPoster, QrImage } from './link-poster';

type LinkFormInput = z.input<typeof registrationLinkFormSchema>;

/** 'N de M vagas', or the count alone when there is no limit (0). */
export function vacancyText({ registeredCount, vacancyLimit }: RegistrationLinkSettings): string {
  if (vacancyLimit === 0) return `${registeredCount} cadastrados (sem limite de vagas)`;
  return `${registeredCount} de ${vacancyLimit} vagas`;
}

/** The link's settings: open or closed, the vacancy limit and the executive's code. */
function LinkSettingsForm({ graduationId, link }: { graduationId: number; link: RegistrationLinkSettings }) {
  const update = useUpdateRegistrationLink(graduationId);
  const { control, register, handleSubmit, formState } = useForm<
    LinkFormInput,
    unknown,
    RegistrationLinkForm
  >({
    resolver: zodResolver(registrationLinkFormSchema),
    defaultValues: {
      open: link.open,
      vacancyLimit: link.vacancyLimit,
      executiveCode: link.executiveCode,
      newKey: false,
    },
  });
  return (
    <form
      noValidate
      aria-label="Configurar o link"
      onSubmit={handleSubmit((form) =>
        update.mutate(
          { ...form, newKey: false },
          { onSuccess: () => notifySuccess(backofficeMessages.saved) },
        ),
      )}
    >
      <Stack>
        <Controller
          control={control}
          name="open"
          render={({ field }) => (
            <Switch
              ref={field.ref}
              label="Link aberto para cadastros"
              description="Fechado, quem abrir o link vê que o cadastro não está disponível."
              checked={field.value}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
            />
          )}
        />
        <NumberField
          control={control}
          name="vacancyLimit"
          label="Limite de vagas"
          description="Quantos formandos podem se cadastrar pelo link; 0 para não limitar."
          allowDecimal={false}
          min={0}
          max={100_000}
        />
        <TextInput
          {...register('executiveCode')}
          label="Código do executivo"
          description="Opcional: identifica o vendedor que divulgou o link; vai no fim do endereço."
          error={formState.errors.executiveCode?.message}
        />
        {update.isError && (
          <Alert color="red" role="alert">
            {errorText(update.error)}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={update.isPending && !update.variables?.newKey}>
            Salvar link
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** 'Gerar novo link': the old address stops working, so it asks first. */
function NewKeyButton({ graduationId, link }: { graduationId: number; link: RegistrationLinkSettings }) {
  const update = useUpdateRegistrationLink(graduationId);
  const [opened, { open, close }] = useDisclosure();
  return (
    <>
      <Button variant="outline" color="red.9" onClick={open}>
        Gerar novo link
      </Button>
      <Modal opened={opened} onClose={close} title="Gerar novo link?">
        <Text mb="md">
          O endereço e o QR code atuais deixam de funcionar: cartazes impressos e mensagens já enviadas
          levarão a uma página de link inválido. Use quando o link vazou para quem não é da turma.
        </Text>
        {update.isError && (
          <Alert color="red" role="alert" mb="md">
            {errorText(update.error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancelar
          </Button>
          <Button
            color="red.9"
            loading={update.isPending}
            onClick={() =>
              update.mutate(
                {
                  open: link.open,
                  vacancyLimit: link.vacancyLimit,
                  executiveCode: link.executiveCode,
                  newKey: true,
                },
                {
                  onSuccess: () => {
                    close();
                    notifySuccess('Novo link gerado.');
                  },
                },
              )
            }
          >
            Gerar novo link
          </Button>
        </Group>
      </Modal>
    </>
  );
}

/**
 * 'Link de autocadastro' (spec B §2.6, §4.6): the address and its QR code to copy, print or share, the
 * settings, a new key, and the live count against the limit (refreshed every 15 s while this tab is open).
 */
export function LinkTab({ graduation }: { graduation: Graduation }) {
  const query = useQuery(registrationLinkQuery(graduation.id));
  if (query.isError && !query.data)
    return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return <Loader aria-label="Carregando o link" />;
  const link = query.data;
  return (
    <>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <Card withBorder>
          <Stack>
            <Title order={2} size="h3">
              Endereço do autocadastro
            </Title>
            <Text size="xl" fw={700} aria-live="polite" data-testid="vacancy-count">
              {vacancyText(link)}
            </Text>
            {!link.open && <Alert color="yellow">O link está fechado: ninguém consegue se cadastrar.</Alert>}
            <Group align="end" wrap="nowrap">
              <TextInput
                label="Link"
                value={link.url}
                readOnly
                style={{ flex: 1 }}
                onFocus={(e) => e.currentTarget.select()}
              />
              <CopyButton value={link.url}>
                {({ copied, copy }) => (
                  <Button variant={copied ? 'light' : 'default'} onClick={copy}>
                    {copied ? 'Copiado!' : 'Copiar link'}
                  </Button>
                )}
              </CopyButton>
            </Group>
            <QrImage svg={link.qrSvg} label={`QR code do link ${link.url}`} size={200} />
            <Group>
              <Button variant="default" onClick={() => window.print()}>
                Imprimir cartaz
              </Button>
              <NewKeyButton graduationId={graduation.id} link={link} />
            </Group>
          </Stack>
        </Card>
        {/* Remounted with a new key so the fields show what was saved (another tab, a new key). */}
        <LinkSettingsForm
          key={`${link.key}:${link.open}:${link.vacancyLimit}:${link.executiveCode}`}
          graduationId={graduation.id}
          link={link}
        />
      </SimpleGrid>
      <LinkPoster graduationName={graduation.name} url={link.url} qrSvg={link.qrSvg} />
    </>
  );
}
