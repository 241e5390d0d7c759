import { NumberInput, Table } from '@mantine/core';
import { type ProducerSettings, TSHIRT_SIZES } from '@portal/domain';
import { type Control, useController } from 'react-hook-form';
import { GARMENT_MEASURES } from './settings-fields';

type Measure = (typeof GARMENT_MEASURES)[number]['key'];
type SizeId = `${(typeof TSHIRT_SIZES)[number]['id']}`;

function MeasureCell({
  control,
  size,
  measure,
  label,
}: {
  control: Control<ProducerSettings>;
  size: SizeId;
  measure: Measure;
  label: string;
}) {
  const { field, fieldState } = useController({ control, name: `shirtSizeChart.${size}.${measure}` });
  return (
    <NumberInput
      aria-label={label}
      ref={field.ref}
      name={field.name}
      value={field.value ?? ''}
      onChange={(value) => field.onChange(value === '' ? null : value)}
      onBlur={field.onBlur}
      allowDecimal={false}
      // No clamping: an out-of-range value stays as typed, so the schema's message says what is wrong.
      clampBehavior="none"
      suffix=" cm"
      error={fieldState.error?.message}
      miw={110}
    />
  );
}

/** The shirt size chart: chest, length and sleeve in cm for each size P…XXG (spec B's shirt sizes). */
export function SizeChartFields({ control }: { control: Control<ProducerSettings> }) {
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table aria-label="Medidas das camisetas">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Tamanho</Table.Th>
            {GARMENT_MEASURES.map((m) => (
              <Table.Th key={m.key}>{m.label} (cm)</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {TSHIRT_SIZES.map((size) => (
            <Table.Tr key={size.id}>
              <Table.Th scope="row">{size.nome}</Table.Th>
              {GARMENT_MEASURES.map((m) => (
                <Table.Td key={m.key}>
                  <MeasureCell
                    control={control}
                    size={`${size.id}`}
                    measure={m.key}
                    label={`${m.label} do tamanho ${size.nome}`}
                  />
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
