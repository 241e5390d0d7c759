import { Alert, Button, Card, Group, Loader, NumberInput, Stack, Switch, Text, Title } from '@mantine/core';
import { type FaceSearchSettings, faceSettingsMessages } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorText } from '../../../../lib/api-client';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { notifySuccess } from '../../../components/notify';
import { faceSearchQuery, useSaveFaceSearch } from '../api/face-search';

const decimal = (n: number) => n.toFixed(2).replace('.', ',');

/** 'N rostos em M fotos lidas; P fotos na fila'. */
export function faceProgressText(s: FaceSearchSettings): string {
  const faces = s.rostos === 1 ? '1 rosto' : `${s.rostos} rostos`;
  const read = s.fotosLidas === 1 ? '1 foto lida' : `${s.fotosLidas} fotos lidas`;
  const pending = s.fotosPendentes === 1 ? '1 foto na fila' : `${s.fotosPendentes} fotos na fila`;
  return s.ativa || s.rostos > 0 ? `${faces} em ${read}; ${pending}.` : 'Nenhum dado de rosto guardado.';
}

function FaceSearchForm({ graduationId, settings }: { graduationId: number; settings: FaceSearchSettings }) {
  const save = useSaveFaceSearch(graduationId);
  const [active, setActive] = useState(settings.ativa);
  const [threshold, setThreshold] = useState<number | string>(settings.limite);
  const [confirmingOff, setConfirmingOff] = useState(false);
  const inRange =
    typeof threshold === 'number' && threshold >= settings.limiteMinimo && threshold <= settings.limiteMaximo;
  const submit = () =>
    save.mutate(
      { ativa: active, limite: typeof threshold === 'number' ? threshold : Number.NaN },
      {
        onSuccess: (answer) => {
          setConfirmingOff(false);
          notifySuccess(answer.message);
        },
      },
    );
  return (
    <form
      noValidate
      aria-label="Configurar a busca por rosto"
      onSubmit={(event) => {
        event.preventDefault();
        // Turning off deletes data: it asks first (LGPD art. 11, decision 138).
        if (settings.ativa && !active) setConfirmingOff(true);
        else submit();
      }}
    >
      <Stack>
        <Switch
          label="Busca por rosto ativa"
          description="Com ela ativa, o portal lê os rostos das fotos publicadas desta formatura e os formandos que derem consentimento podem achar suas fotos com uma selfie."
          checked={active}
          onChange={(event) => setActive(event.currentTarget.checked)}
        />
        <NumberInput
          label="Limite de semelhança"
          description={`Quanto menor, mais exigente a busca: menos fotos de outras pessoas e mais fotos da pessoa podem ficar de fora. Padrão ${decimal(settings.limitePadrao)}; entre ${decimal(settings.limiteMinimo)} e ${decimal(settings.limiteMaximo)}.`}
          value={threshold}
          onChange={setThreshold}
          // No min/max here: Mantine would clamp silently; the range is said instead (inRange below).
          step={0.05}
          decimalScale={2}
          fixedDecimalScale
          decimalSeparator=","
          error={inRange ? undefined : faceSettingsMessages.thresholdRange}
          w={{ base: '100%', sm: 320 }}
        />
        <Text size="sm" c="dimmed" aria-live="polite">
          {faceProgressText(settings)}
        </Text>
        {save.isError && !confirmingOff && (
          <Alert color="red.9" role="alert">
            {errorText(save.error)}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={save.isPending && !confirmingOff} disabled={!inRange}>
            Salvar busca por rosto
          </Button>
        </Group>
      </Stack>
      <ConfirmDialog
        title="Desativar a busca por rosto?"
        confirmLabel="Desativar e apagar"
        danger
        opened={confirmingOff}
        busy={save.isPending}
        error={save.isError ? save.error : undefined}
        onConfirm={submit}
        onClose={() => setConfirmingOff(false)}
      >
        <Text mb="md">
          {`Todos os dados de rosto desta formatura (${settings.rostos === 1 ? '1 rosto' : `${settings.rostos} rostos`}) são apagados agora, e os formandos deixam de poder buscar suas fotos por selfie. Ativar de novo faz o portal ler as fotos outra vez.`}
        </Text>
      </ConfirmDialog>
    </form>
  );
}

/**
 * 'Busca por rosto' on the graduation's 'Dados' tab (decision 138): the switch, the threshold and the progress.
 * A failed load is said in the section, not as an alert: it is not the answer to what the producer just did.
 */
export function FaceSearchSection({ graduationId }: { graduationId: number }) {
  const query = useQuery(faceSearchQuery(graduationId));
  return (
    <Card withBorder mt="xl" component="section" aria-labelledby="busca-por-rosto">
      <Title order={3} size="h4" mb="sm" id="busca-por-rosto">
        Busca por rosto
      </Title>
      {query.isPending ? (
        <Loader size="sm" aria-label="Carregando a busca por rosto" />
      ) : query.isError ? (
        <Group gap="xs">
          <Text size="sm">Não foi possível carregar a busca por rosto: {errorText(query.error)}</Text>
          <Button variant="subtle" size="compact-sm" onClick={() => void query.refetch()}>
            Tentar de novo
          </Button>
        </Group>
      ) : (
        <FaceSearchForm key={String(query.data.ativa)} graduationId={graduationId} settings={query.data} />
      )}
    </Card>
  );
}
