import { Button, Group, Select, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { AUDIT_CODES, auditPredicate } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { GraduationPicker } from '../../../components/graduation-picker';
import { type AuditFilters, auditPeopleQuery, auditStudentsQuery } from '../api/audit';

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Each action by what it does ('Avançou o pedido'), sorted as the office reads them. */
const ACTION_OPTIONS = AUDIT_CODES.map((code) => ({
  value: code,
  label: capitalise(auditPredicate({ code, actorName: '' })),
})).sort((a, b) => a.label.localeCompare(b.label, 'pt-BR'));

/** The filters of the audit (decision 126): person, student, graduation, action and period. */
export function AuditFiltersForm({
  value,
  onChange,
}: {
  value: AuditFilters;
  onChange: (filters: AuditFilters) => void;
}) {
  const people = useQuery(auditPeopleQuery());
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const students = useQuery({ ...auditStudentsQuery(q), enabled: q.length >= 2 });
  const set = (patch: Partial<AuditFilters>) => onChange({ ...value, ...patch });
  return (
    <Group align="end" wrap="wrap">
      <Select
        label="Pessoa"
        placeholder="Todas"
        clearable
        data={(people.data ?? []).map((p) => ({ value: String(p.id), label: p.name }))}
        value={value.adminId ? String(value.adminId) : null}
        onChange={(v) => set({ adminId: v ? Number(v) : undefined })}
      />
      <Select
        label="Formando"
        placeholder="Digite o nome"
        searchable
        clearable
        searchValue={search}
        onSearchChange={setSearch}
        filter={({ options }) => options}
        data={(students.data ?? []).map((s) => ({
          value: String(s.AlCodigo),
          label: `${s.AlNome} · ${s.formatura}`,
        }))}
        nothingFoundMessage={q.length < 2 ? 'Digite ao menos duas letras' : 'Nenhum formando encontrado'}
        onChange={(v) => set({ studentId: v ? Number(v) : undefined })}
      />
      <GraduationPicker label="Formatura" onPick={(id) => set({ graduationId: id })} />
      <Select
        label="Ação"
        placeholder="Todas"
        searchable
        clearable
        data={ACTION_OPTIONS}
        value={value.code ?? null}
        onChange={(v) => set({ code: v ?? undefined })}
      />
      <TextInput
        label="De"
        type="date"
        value={value.from ?? ''}
        onChange={(e) => set({ from: e.currentTarget.value || undefined })}
      />
      <TextInput
        label="Até"
        type="date"
        value={value.to ?? ''}
        onChange={(e) => set({ to: e.currentTarget.value || undefined })}
      />
      <Button variant="subtle" onClick={() => onChange({})}>
        Limpar filtros
      </Button>
    </Group>
  );
}
