import type { ProductRef } from '@portal/domain';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal';
import { TextField } from '../../../components/text-field';

const MAX_QT = 999;

/**
 * The product's quantity menu (spec B §2.11): a number (minimum 1), add to the order or cancel; Escape
 * cancels (the native dialog).
 */
export function QuantityMenu({
  product,
  onAdd,
  onClose,
}: {
  product: ProductRef;
  onAdd: (qt: number) => void;
  onClose: () => void;
}) {
  const [qt, setQt] = useState('1');
  const value = Number(qt);
  const valid = Number.isInteger(value) && value >= 1 && value <= MAX_QT;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid) onAdd(value);
  };
  return (
    <Modal open onClose={onClose} title={product.nome}>
      <form onSubmit={submit} noValidate>
        <TextField
          label="Quantidade"
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_QT}
          step={1}
          value={qt}
          error={valid ? undefined : `Escolha uma quantidade de 1 a ${MAX_QT}.`}
          onChange={(event) => setQt(event.target.value)}
        />
        {product.complementar > 0 && (
          <p className="muted">
            Aumentar a quantidade não permite escolher fotos complementares diferentes para cada unidade.
          </p>
        )}
        <div className="actions">
          <Button type="submit" disabled={!valid}>
            Adicionar ao pedido
          </Button>
          <Button variant="ghost" onClick={onClose}>
            Cancelar
          </Button>
        </div>
      </form>
    </Modal>
  );
}
