import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { studentsQuery } from '../../../api/students';

/** The student of a personal notice, searched in the class list by name, e-mail or CPF. */
export function NoticeStudentSelect({
  graduationId,
  value,
  initialName,
  onChange,
  error,
}: {
  graduationId: number;
  value: number | null;
  initialName: string | null;
  onChange: (id: number | null) => void;
  error?: string;
}) {
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const query = useQuery({
    ...studentsQuery(graduationId, { q, sort: 'name', dir: 'asc', page: 1, pageSize: 20 }),
    enabled: q.length >= 2,
  });
  const options = (query.data?.items ?? []).map((s) => ({
    value: String(s.id),
    label: `${s.AlNome} · ${s.AlEmail}`,
  }));
  if (value !== null && initialName && !options.some((o) => o.value === String(value))) {
    options.unshift({ value: String(value), label: initialName });
  }
  return (
    <Select
      label="Formando"
      placeholder="Digite ao menos 2 letras do nome, e-mail ou CPF"
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      data={options}
      value={value === null ? null : String(value)}
      onChange={(id) => onChange(id ? Number(id) : null)}
      nothingFoundMessage={
        q.length < 2 ? 'Digite para buscar' : query.isFetching ? 'Buscando…' : 'Ninguém encontrado'
      }
      error={error}
      required
    />
  );
}
