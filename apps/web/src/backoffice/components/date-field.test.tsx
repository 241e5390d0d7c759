import '../../test/mantine-jsdom';
import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { backofficeTheme, DATES_LOCALE } from '../theme';
import { DateField } from './form-inputs';

type Form = { vencimento: string | null };

/** A back-office form with one date field, saving what the field hands the form. */
function Harness({ onSave }: { onSave: (value: Form) => void }) {
  const { control, handleSubmit } = useForm<Form>({ defaultValues: { vencimento: null } });
  return (
    <MantineProvider theme={backofficeTheme}>
      <DatesProvider settings={{ locale: DATES_LOCALE, firstDayOfWeek: 0 }}>
        <form onSubmit={handleSubmit(onSave)}>
          <DateField control={control} name="vencimento" label="Vencimento" />
          <button type="submit">Salvar</button>
        </form>
      </DatesProvider>
    </MantineProvider>
  );
}

async function typeAndSave(typed: string): Promise<string | null> {
  const onSave = vi.fn();
  const view = render(<Harness onSave={onSave} />);
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const input = screen.getByRole('textbox', { name: 'Vencimento' });
  await user.type(input, typed);
  await user.tab();
  await user.click(screen.getByRole('button', { name: 'Salvar' }));
  await waitFor(() => expect(onSave).toHaveBeenCalled());
  view.unmount();
  const [[saved]] = onSave.mock.calls as [[Form]];
  return saved.vencimento;
}

const machineZone = process.env.TZ;
afterEach(() => {
  vi.useRealTimers();
  // Node reads TZ again whenever it changes: each case runs in the browser's zone it names.
  process.env.TZ = machineZone;
});

describe('the back-office date field (decision 133: calendar dates in America/Sao_Paulo end to end)', () => {
  it.each([
    ['2027-02-01', 'UTC'],
    ['01/02/2027', 'UTC'],
    ['2027-02-01', 'America/Sao_Paulo'],
    ['01/02/2027', 'America/Sao_Paulo'],
    ['1/2/2027', 'America/Sao_Paulo'],
  ])('decision 133: typing %s at 00:00 UTC in a browser at %s saves 2027-02-01', async (typed, zone) => {
    process.env.TZ = zone;
    // 00:00 UTC is 21:00 of the day before in São Paulo: the moment a UTC reading shifts the day.
    vi.useFakeTimers({ now: new Date('2027-01-15T00:00:00Z'), toFake: ['Date'] });
    const saved = '2027-02-01';
    expect(await typeAndSave(typed)).toBe(saved);
  });
});
