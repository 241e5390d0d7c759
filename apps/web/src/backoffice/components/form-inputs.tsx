import { Checkbox, NumberInput, type NumberInputProps, TextInput, type TextInputProps } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { parseDateInput } from '@portal/domain';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { CALENDAR_LABELS } from '../theme';

// Mantine inputs wired to react-hook-form: the zod schema (zodResolver) judges every value, so these hand it
// what the person typed, with an empty field as null, and show the schema's pt-BR message under the field.

interface FieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  /** The one-line explanation shown under the label (and read with the field). */
  description?: string;
}

/** A number: money (2 decimals), a percentage, a count. A half-typed value ('-', '1,') goes as typed. */
export function NumberField<T extends FieldValues>({
  control,
  name,
  ...props
}: FieldProps<T> & Omit<NumberInputProps, 'name' | 'value' | 'onChange'>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <NumberInput
      decimalSeparator=","
      thousandSeparator="."
      {...props}
      ref={field.ref}
      name={field.name}
      value={field.value ?? ''}
      onChange={(value) => field.onChange(value === '' ? null : value)}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    />
  );
}

/** Free text kept as null when empty (an optional venue, a URL, a time). */
export function OptionalTextField<T extends FieldValues>({
  control,
  name,
  ...props
}: FieldProps<T> & Omit<TextInputProps, 'name' | 'value' | 'onChange'>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <TextInput
      {...props}
      ref={field.ref}
      name={field.name}
      value={field.value ?? ''}
      onChange={(event) =>
        field.onChange(event.currentTarget.value === '' ? null : event.currentTarget.value)
      }
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    />
  );
}

/** A business date, 'yyyy-MM-dd' on the wire, typed or picked as dd/mm/aaaa. */
export function DateField<T extends FieldValues>({ control, name, ...props }: FieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <DateInput
      {...props}
      ref={field.ref}
      name={field.name}
      value={field.value ?? null}
      onChange={(value) => field.onChange(value ? value.slice(0, 10) : null)}
      onBlur={field.onBlur}
      valueFormat="DD/MM/YYYY"
      // One reading of a typed date, as a calendar date (decision 133): dayjs read '2027-02-01' at UTC
      // midnight, the evening before in São Paulo, and the field saved the previous day.
      dateParser={parseDateInput}
      placeholder="dd/mm/aaaa"
      clearable
      clearButtonProps={{ 'aria-label': `Limpar ${props.label}` }}
      ariaLabels={CALENDAR_LABELS}
      // In the page's landmarks, beside its field, rather than in a portal at the end of <body>.
      popoverProps={{ withinPortal: false }}
      error={fieldState.error?.message}
    />
  );
}

/** A yes/no setting. */
export function CheckField<T extends FieldValues>({ control, name, ...props }: FieldProps<T>) {
  const { field } = useController({ control, name });
  return (
    <Checkbox
      {...props}
      ref={field.ref}
      name={field.name}
      checked={field.value === true}
      onChange={(event) => field.onChange(event.currentTarget.checked)}
      onBlur={field.onBlur}
    />
  );
}
