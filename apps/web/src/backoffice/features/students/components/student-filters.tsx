import { Group, NumberInput, Select, TextInput } from '@mantine/core';
import type { FlagFilter, StudentListParams } from '../../../api/students';

const FLAGS = [
  ['restricted', 'Restrito'],
  ['committee', 'Comissão'],
  ['guest', 'Convidado'],
  ['coordinator', 'Coordenador'],
  ['addressReviewed', 'Endereço revisado'],
  ['emailConfirmed', 'E-mail confirmado'],
] as const;

const YES_NO = [
  { value: 'true', label: 'Sim' },
  { value: 'false', label: 'Não' },
];

interface StudentFiltersProps {
  search: string;
  onSearch: (q: string) => void;
  params: StudentListParams;
  onChange: (next: Partial<StudentListParams>) => void;
  courses: { id: number; name: string }[];
  campuses: { id: number; name: string }[];
}

/** A percentage typed in a filter; nothing (no filter) while empty or out of 0–100. */
const percentOf = (value: string | number): number | undefined =>
  typeof value === 'number' && value >= 0 && value <= 100 ? value : undefined;

/** The class list's search and filters: course, polo, the share of the contract paid and each flag (empty = any). */
export function StudentFilters({
  search,
  onSearch,
  params,
  onChange,
  courses,
  campuses,
}: StudentFiltersProps) {
  const idOf = (value: string | null) => (value ? Number(value) : undefined);
  return (
    <Group align="end" gap="sm" mb="sm">
      <TextInput
        type="search"
        label="Buscar formando"
        placeholder="Nome, e-mail ou CPF"
        value={search}
        onChange={(event) => onSearch(event.currentTarget.value)}
        w={260}
      />
      <Select
        label="Curso"
        placeholder="Todos"
        clearable
        data={courses.map((c) => ({ value: String(c.id), label: c.name }))}
        value={params.courseId ? String(params.courseId) : null}
        onChange={(value) => onChange({ courseId: idOf(value) })}
        w={180}
      />
      {campuses.length > 0 && (
        <Select
          label="Polo"
          placeholder="Todos"
          clearable
          data={campuses.map((c) => ({ value: String(c.id), label: c.name }))}
          value={params.campusId ? String(params.campusId) : null}
          onChange={(value) => onChange({ campusId: idOf(value) })}
          w={160}
        />
      )}
      <NumberInput
        label="Pago a partir de (%)"
        placeholder="0"
        min={0}
        max={100}
        suffix=" %"
        value={params.paidMin ?? ''}
        onChange={(value) => onChange({ paidMin: percentOf(value) })}
        w={150}
      />
      <NumberInput
        label="Pago até (%)"
        placeholder="100"
        min={0}
        max={100}
        suffix=" %"
        value={params.paidMax ?? ''}
        onChange={(value) => onChange({ paidMax: percentOf(value) })}
        w={130}
      />
      {FLAGS.map(([flag, label]) => (
        <Select
          key={flag}
          label={label}
          placeholder="Todos"
          clearable
          data={YES_NO}
          value={params[flag] ?? null}
          onChange={(value) => onChange({ [flag]: (value ?? undefined) as FlagFilter })}
          w={130}
        />
      ))}
    </Group>
  );
}
