import { Badge, Button, Checkbox, Group, Stack, TextInput } from '@mantine/core';
import { type AdminOrderDetail, trackingCodeMessages, trackingRequestSchema } from '@portal/domain';
import { type FormEvent, useState } from 'react';
import { FormError } from '../../../components/form-error';
import { notifySuccess } from '../../../components/notify';
import { useSetTracking } from '../api/orders';
import { BOARD_TEXTS } from './stage-labels';

/**
 * The tracking code: a Correios code is checked here as the API checks it (format and check digit); another
 * carrier's only when marked 'Outro formato/transportadora', and shown as such (decision 118).
 */
export function TrackingForm({ order }: { order: AdminOrderDetail }) {
  const save = useSetTracking(order.pedido.pedId);
  const [code, setCode] = useState(order.pedido.pedRastreio ?? '');
  const [other, setOther] = useState(order.rastreioOutroFormato);
  const [invalid, setInvalid] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = trackingRequestSchema.safeParse({ codigo: code, outroFormato: other });
    if (!parsed.success) {
      setInvalid(parsed.error.issues[0]?.message ?? trackingCodeMessages.notCorreios);
      return;
    }
    setInvalid(null);
    save.mutate(parsed.data, { onSuccess: () => notifySuccess(BOARD_TEXTS.trackingSaved) });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <Group align="end">
          <TextInput
            label="Código de rastreio"
            description="Dos Correios: duas letras, nove números e BR (AA123456785BR)"
            value={code}
            maxLength={40}
            error={invalid}
            onChange={(e) => setCode(e.currentTarget.value)}
          />
          <Button type="submit" variant="default" loading={save.isPending}>
            Salvar rastreio
          </Button>
        </Group>
        <Checkbox
          label={trackingCodeMessages.otherFormat}
          description="Para o código de outra transportadora, que não segue o formato dos Correios"
          checked={other}
          onChange={(e) => setOther(e.currentTarget.checked)}
        />
        {order.pedido.pedRastreio && order.rastreioOutroFormato && (
          <Badge variant="light" color="gray">
            {`${order.pedido.pedRastreio}: ${trackingCodeMessages.otherFormat.toLowerCase()}`}
          </Badge>
        )}
        <FormError error={save.error} />
      </Stack>
    </form>
  );
}
