import { Alert, Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { type AdminEventForm, adminEventFormSchema } from '@portal/domain';
import { useState } from 'react';

const MEDIA_TYPES = [
  { value: '0', label: 'Fotos' },
  { value: '1', label: 'Vídeo' },
  { value: '2', label: 'Link de conteúdo' },
];

export const mediaTypeLabel = (type: number) =>
  MEDIA_TYPES.find((m) => m.value === String(type))?.label ?? '';

/** Name, date, media type and link of an event; checked with the same schema as the API. */
export function EventForm({
  initial,
  submitLabel,
  busy,
  error,
  onSubmit,
}: {
  initial?: AdminEventForm;
  submitLabel: string;
  busy: boolean;
  error: string | null;
  onSubmit: (form: AdminEventForm) => void;
}) {
  const [nome, setNome] = useState(initial?.nome ?? '');
  const [data, setData] = useState(initial?.data ?? '');
  const [tipo, setTipo] = useState(String(initial?.tipoMidia ?? 0));
  const [link, setLink] = useState(initial?.link ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const parsed = adminEventFormSchema.safeParse({
          nome,
          data: data || null,
          tipoMidia: Number(tipo),
          link: link.trim() || null,
        });
        if (!parsed.success) {
          setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
          return;
        }
        setErrors({});
        onSubmit(parsed.data);
      }}
    >
      <Stack gap="sm" maw={520}>
        <TextInput
          label="Nome do evento"
          required
          value={nome}
          onChange={(e) => setNome(e.currentTarget.value)}
          error={errors.nome}
          maxLength={200}
        />
        <TextInput
          label="Data"
          type="date"
          value={data}
          onChange={(e) => setData(e.currentTarget.value)}
          error={errors.data}
        />
        <Select
          label="Tipo de mídia"
          data={MEDIA_TYPES}
          value={tipo}
          onChange={(v) => setTipo(v ?? '0')}
          allowDeselect={false}
        />
        <TextInput
          label="Link"
          description="O endereço do vídeo ou da página de conteúdo"
          value={link}
          onChange={(e) => setLink(e.currentTarget.value)}
          error={errors.link}
          maxLength={500}
        />
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={busy}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
