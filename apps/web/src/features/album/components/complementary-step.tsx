import { ComplementaryKind, type ComplementaryTypeOption } from '@portal/domain';
import { useId, useState } from 'react';
import { Button } from '../../../components/button';

/**
 * Step 2 for the 'complementar' measure (spec B §4.1 item 2): choose the complementary type, then confirm it
 * (a frame or an invitation photo) or go on to choose the product it complements.
 */
export function ComplementaryStep({
  types,
  busy,
  onConfirm,
  onChooseProduct,
  onBack,
  onCancel,
}: {
  types: readonly ComplementaryTypeOption[];
  busy: boolean;
  onConfirm: (type: ComplementaryTypeOption) => void;
  onChooseProduct: () => void;
  onBack: () => void;
  onCancel: () => void;
}) {
  const [slug, setSlug] = useState<string | null>(null);
  const name = useId();
  const chosen = types.find((t) => t.slug === slug) ?? null;
  const forProduct = chosen?.slug === ComplementaryKind.product;
  return (
    <div className="menu-step">
      <fieldset className="menu-choice">
        <legend className="menu-step-title">Tipo de foto complementar</legend>
        {types.map((type) => (
          <label key={type.slug} className="menu-radio">
            <input
              type="radio"
              name={name}
              value={type.slug}
              checked={slug === type.slug}
              onChange={() => setSlug(type.slug)}
            />
            <span>
              <strong>{type.nome}</strong>
              {type.descricao && <span className="menu-option-text">{type.descricao}</span>}
            </span>
          </label>
        ))}
      </fieldset>
      <div className="actions">
        {forProduct ? (
          <Button onClick={onChooseProduct}>Escolher produto</Button>
        ) : (
          <Button disabled={!chosen} loading={busy} onClick={() => chosen && onConfirm(chosen)}>
            Confirmar
          </Button>
        )}
        <Button variant="secondary" onClick={onBack}>
          Voltar às medidas
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          Cancelar
        </Button>
      </div>
    </div>
  );
}
