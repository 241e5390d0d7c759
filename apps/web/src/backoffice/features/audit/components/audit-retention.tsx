import { Button, Group, NumberInput, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { auditRetentionQuery, useSaveAuditRetention } from '../api/audit';

/**
 * How long reads stay in the audit (decision 126): the producer's setting, 180 days unless changed. Changes
 * are never deleted; a daily job removes the reads older than this.
 */
export function AuditRetention() {
  const query = useQuery(auditRetentionQuery());
  const save = useSaveAuditRetention();
  const [days, setDays] = useState<number | null>(null);
  if (!query.data) return null;
  const value = days ?? query.data.days;
  return (
    <Group align="end">
      <NumberInput
        label="Guardar as consultas por (dias)"
        description="Alterações ficam para sempre; só as consultas mais antigas que isso são apagadas."
        min={1}
        max={3650}
        value={value}
        onChange={(v) => setDays(typeof v === 'number' ? v : null)}
        maw={320}
      />
      <Button
        variant="default"
        loading={save.isPending}
        disabled={value === query.data.days || value < 1}
        onClick={() => save.mutate(value, { onSuccess: () => setDays(null) })}
      >
        Salvar
      </Button>
      {save.isSuccess && <Text size="sm">Prazo salvo.</Text>}
    </Group>
  );
}
