import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { graduationLabel } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { graduationsQuery } from '../api/graduations';

/**
 * Finds a graduation by name or institution (searched on the server) for the sections that need one. Each
 * option carries its year and status, so two classes of the same name differ (decision 124); archived
 * ones are left out by the server.
 */
export function GraduationPicker({ label, onPick }: { label: string; onPick: (id: number) => void }) {
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const query = useQuery(
    graduationsQuery({ q, status: 'all', sort: 'FormData', dir: 'desc', page: 1, pageSize: 20 }),
  );
  return (
    <Select
      label={label}
      placeholder="Digite o nome da formatura ou da instituição"
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      // The server already searched: show what it answered.
      filter={({ options }) => options}
      data={(query.data?.items ?? []).map((g) => ({
        value: String(g.id),
        label: `${graduationLabel(g)} · ${g.institution}`,
      }))}
      nothingFoundMessage={query.isFetching ? 'Buscando…' : 'Nenhuma formatura encontrada'}
      onChange={(value) => value && onPick(Number(value))}
      maw={520}
    />
  );
}
