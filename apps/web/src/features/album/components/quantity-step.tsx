import { formatBRL, isSingleUnitMeasure, type Measure } from '@portal/domain';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';

/** Largest quantity of one line (the wire's limit). */
const MAX_QT = 999;

/**
 * Step 2 for a normal measure (spec B §4.1): the quantity (a whole number, at least 1, spec B §5.3; always
 * 1 for digital, spec B §4.1 item 3), then add to the order, go back to the measures or cancel.
 */
export function QuantityStep({
  measure,
  onAdd,
  onBack,
  onCancel,
}: {
  measure: Measure;
  onAdd: (qt: number) => void;
  onBack: () => void;
  onCancel: () => void;
}) {
  const single = isSingleUnitMeasure(measure);
  const [qt, setQt] = useState('1');
  const value = single ? 1 : Number(qt);
  const valid = Number.isInteger(value) && value >= 1 && value <= MAX_QT;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid) onAdd(value);
  };
  return (
    <form className="menu-step" onSubmit={submit} noValidate>
      <p className="menu-step-title">
        {measure.nome} · {formatBRL(measure.valor)}
      </p>
      <TextField
        label="Quantidade"
        type="number"
        inputMode="numeric"
        min={1}
        max={MAX_QT}
        step={1}
        value={single ? '1' : qt}
        readOnly={single}
        hint={single ? 'A foto digital é sempre 1 unidade.' : undefined}
        error={valid ? undefined : `Escolha uma quantidade de 1 a ${MAX_QT}.`}
        onChange={(event) => setQt(event.target.value)}
      />
      <div className="actions">
        <Button type="submit" disabled={!valid}>
          Adicionar ao pedido
        </Button>
        <Button variant="secondary" onClick={onBack}>
          Voltar às medidas
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          Cancelar
        </Button>
      </div>
    </form>
  );
}
