import {
  type Cadastro,
  formatDateBR,
  homeMessages,
  type IsoDate,
  isIsoDate,
  TSHIRT_SIZES,
  type TshirtSizeId,
  uploadMessages,
} from '@portal/domain';
import { useState } from 'react';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { Modal } from '../../../components/modal';
import { SelectField } from '../../../components/select-field';
import { toast } from '../../../components/toast';
import { isApiError } from '../../../lib/api-client';
import { useSaveShirtSize } from '../api/shirt-size';
import { ShirtHelp } from './help/shirt-help';
import { ShirtIllustration } from './shirt-illustration';
import { SizeChart } from './size-chart';

/** The shirt choice is open through FormLimiteCamisetas, closed from the next day (spec A §4). */
export function shirtChoiceOpen(deadline: string | null, today: IsoDate): boolean {
  const lastDay = deadline?.slice(0, 10) ?? null;
  return !lastDay || !isIsoDate(lastDay) || today <= lastDay;
}

const isSizeId = (value: number): value is TshirtSizeId => TSHIRT_SIZES.some((size) => size.id === value);

/** T-shirt size (spec A §2 card 4): saved on change; an illustration and a size chart in modals. */
export function ShirtCard({ cadastro, today }: { cadastro: Cadastro; today: IsoDate }) {
  const save = useSaveShirtSize();
  const [modal, setModal] = useState<'image' | 'chart' | null>(null);
  const deadline = cadastro.AlFormDados.FormLimiteCamisetas?.slice(0, 10) ?? null;
  const open = shirtChoiceOpen(deadline, today);
  // While a save runs the new size shows; a refusal falls back to the registration's.
  const current = save.isPending ? save.variables : cadastro.AlMedida;
  const sizeName = TSHIRT_SIZES.find((size) => size.id === current)?.nome ?? null;

  const choose = (value: number) => {
    if (!isSizeId(value) || value === cadastro.AlMedida) return;
    save.mutate(value, {
      onSuccess: () => toast({ kind: 'success', message: uploadMessages.sizeSet }),
      // A DEADLINE refusal says why (it starts with the catalogue's text); anything else, the catalogue's.
      onError: (error) =>
        toast({
          kind: 'error',
          message: isApiError(error, 'DEADLINE') ? error.message : homeMessages.sizeChangeFailed,
        }),
    });
  };

  return (
    <Card title="Camiseta" help={<ShirtHelp />}>
      <div className="shirt">
        <button
          type="button"
          className="shirt-thumb"
          // The name holds the drawing's visible words in their order, 'FORMANDOS' and the size on the tag
          // (WCAG 2.5.3 Label in Name: a speech user says what they see).
          aria-label={`Ampliar a camiseta Formandos${sizeName ? ` ${sizeName}` : ''}`}
          aria-haspopup="dialog"
          onClick={() => setModal('image')}
        >
          <ShirtIllustration size={sizeName} decorative />
        </button>
        <div className="shirt-choice">
          <SelectField
            label="Medida da camiseta"
            value={current ?? ''}
            disabled={!open}
            aria-busy={save.isPending || undefined}
            onChange={(event) => choose(Number(event.target.value))}
          >
            <option value="" disabled>
              Escolha a medida
            </option>
            {TSHIRT_SIZES.map((size) => (
              <option key={size.id} value={size.id}>
                {size.nome}
              </option>
            ))}
          </SelectField>
          {deadline && (
            <p className="muted shirt-deadline">
              {open
                ? `Você pode escolher ou trocar a medida até ${formatDateBR(deadline)}.`
                : `O prazo para escolher a medida terminou em ${formatDateBR(deadline)}.`}
            </p>
          )}
          <Button variant="ghost" aria-haspopup="dialog" onClick={() => setModal('chart')}>
            Tabela de medidas
          </Button>
        </div>
      </div>
      <Modal open={modal === 'image'} onClose={() => setModal(null)} title="Camiseta de formatura">
        <ShirtIllustration size={sizeName} large />
      </Modal>
      <Modal open={modal === 'chart'} onClose={() => setModal(null)} title="Tabela de medidas">
        <SizeChart />
      </Modal>
    </Card>
  );
}
