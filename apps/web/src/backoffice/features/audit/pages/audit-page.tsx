import { Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { APP_NAME } from '../../../../lib/config';
import type { AuditFilters } from '../api/audit';
import { AuditFiltersForm } from '../components/audit-filters';
import { AuditList } from '../components/audit-list';
import { AuditRetention } from '../components/audit-retention';

/** 'Últimas ações' (decision 126): everything administrators did, newest first, narrowed by the filters. */
function AuditPage() {
  const [filters, setFilters] = useState<AuditFilters>({});
  return (
    <Stack>
      <title>{`Últimas ações · Administração · ${APP_NAME}`}</title>
      <Title order={1}>Últimas ações</Title>
      <Text>
        Cada ação de um administrador fica registrada com quem, quando e o que mudou. Consultas aparecem uma
        vez a cada dez minutos por pessoa e formando.
      </Text>
      <AuditFiltersForm value={filters} onChange={setFilters} />
      {/* A new set of filters starts again from the newest page. */}
      <AuditList key={JSON.stringify(filters)} subject={filters} />
      <AuditRetention />
    </Stack>
  );
}

export const Component = AuditPage;
