import {
  type AlbumPhotoWire,
  addComplementaryToProduct,
  addToCart,
  type CartItem,
  COMPLEMENTARY_REMINDER_MS,
  type ComplementaryChoice,
  ComplementaryKind,
  type ComplementaryTypeOption,
  complementaryReminder,
  type IsoDate,
  type Measure,
  MeasureSlug,
  photoCartItem,
  planComplementaryChoice,
  shopMessages,
} from '@portal/domain';
import { useState } from 'react';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/api-client';
import { changeCart, newCartId, type ShopSession, useCart } from '../../../lib/cart';
import { useComplementaryChoices, useSaveComplementary } from '../api/complementary';
import { useSingleDownload } from '../api/single-download';
import { albumToast } from '../lib/album-toast';
import { photoRef } from '../lib/photo-ref';
import { ComplementaryStep } from './complementary-step';
import { KeepOrReplaceStep } from './keep-or-replace-step';
import { MeasureStep } from './measure-step';
import { ProductStep } from './product-step';
import { QuantityStep } from './quantity-step';

type Step =
  | { kind: 'measures' }
  | { kind: 'quantity'; measure: Measure }
  | { kind: 'complementary'; measure: Measure }
  | { kind: 'product'; measure: Measure }
  | { kind: 'keep-or-replace'; type: ComplementaryTypeOption };

export interface PhotoMenuProps {
  photo: AlbumPhotoWire;
  label: string;
  eventId: number;
  /** The measures this photo shows (spec B §5.3 applied). */
  measures: readonly Measure[];
  shop: ShopSession;
  /** The photo may be downloaded singly (spec B §2.8; decision 70: the class's digital photos are free). */
  downloadable: boolean;
  /** The complementary deadline while its window is open, for the 7-second reminder. */
  complementaryDeadline: IsoDate | null;
  onClose: () => void;
}

/**
 * The photo's menu (spec B §4.1): measure → quantity → add, cancel or back; complementary type → confirm or
 * choose a product; keep-or-replace. A native dialog: focus stays inside and Escape closes it.
 */
export function PhotoMenu({
  photo,
  label,
  eventId,
  measures,
  shop,
  downloadable,
  complementaryDeadline,
  onClose,
}: PhotoMenuProps) {
  const download = useSingleDownload();
  const cart = useCart();
  const [step, setStep] = useState<Step>({ kind: 'measures' });
  const choices = useComplementaryChoices(complementaryDeadline !== null);
  const save = useSaveComplementary();
  const ref = photoRef(photo, eventId);
  const backToMeasures = () => setStep({ kind: 'measures' });

  const chooseMeasure = (measure: Measure) => {
    if (measure.slug !== MeasureSlug.complementary) return setStep({ kind: 'quantity', measure });
    if (complementaryDeadline) {
      albumToast({
        kind: 'info',
        message: complementaryReminder(complementaryDeadline),
        duration: COMPLEMENTARY_REMINDER_MS,
      });
    }
    setStep({ kind: 'complementary', measure });
  };

  const addPhoto = (measure: Measure, qt: number) => {
    const change = changeCart((c) => addToCart(c, photoCartItem(ref, measure, qt, newCartId())));
    if (!change.ok) {
      // spec B §4.1 item 4: the same photo in the same measure goes back to the measures.
      albumToast({ kind: 'warning', message: change.error });
      return backToMeasures();
    }
    albumToast({
      kind: 'success',
      message: change.message,
      action: { label: shopMessages.viewCart, to: paths.cart },
    });
    onClose();
  };

  const addToProduct = (measure: Measure, item: CartItem) => {
    const change = changeCart((c) =>
      addComplementaryToProduct(c, item.idCart, {
        id: photo.id,
        evento: eventId,
        slug: measure.slug,
        caminho: photo.caminho,
      }),
    );
    if (!change.ok) return albumToast({ kind: 'warning', message: change.error });
    albumToast({
      kind: 'success',
      message: change.message,
      action: { label: shopMessages.viewCart, to: paths.cart },
    });
    onClose();
  };

  const saveChoice = (type: ComplementaryTypeOption, decision?: 'keep' | 'replace') => {
    const known: ComplementaryChoice[] = choices.data ?? [];
    const plan = planComplementaryChoice(known, type.slug, { caminho: photo.caminho }, decision);
    if (plan.kind === 'confirm') return setStep({ kind: 'keep-or-replace', type });
    if (plan.kind === 'unchanged') {
      if (decision !== 'keep') albumToast({ kind: 'info', message: shopMessages.complementarySelected });
      return onClose();
    }
    const tipo = Object.values(ComplementaryKind).find((kind) => kind === type.slug);
    if (!tipo) return onClose();
    save.mutate(
      { tipo, content: [{ caminho: photo.caminho, id: photo.id, evento: eventId }] },
      {
        onSuccess: () => {
          albumToast({ kind: 'success', message: plan.message });
          onClose();
        },
        onError: (error) => albumToast({ kind: 'error', message: errorText(error) }),
      },
    );
  };

  return (
    <Modal open onClose={onClose} title={label}>
      <div className="photo-menu">
        <img
          className="photo-menu-preview"
          src={photo.previa ?? photo.caminho}
          alt=""
          width={photo.largura ?? 400}
          height={photo.altura ?? 400}
          draggable={false}
        />
        {step.kind === 'measures' && downloadable && (
          <div className="actions photo-menu-download">
            <Button
              variant="secondary"
              loading={download.isPending}
              onClick={() => download.mutate({ id: photo.id, evento: eventId, caminho: photo.caminho })}
            >
              Baixar esta foto
            </Button>
          </div>
        )}
        {step.kind === 'measures' && (
          <MeasureStep
            measures={measures}
            credits={shop.credits}
            cart={cart.items}
            ignoresCredits={photo.ignorarCreditos}
            onChoose={chooseMeasure}
          />
        )}
        {step.kind === 'quantity' && (
          <QuantityStep
            measure={step.measure}
            onAdd={(qt) => addPhoto(step.measure, qt)}
            onBack={backToMeasures}
            onCancel={onClose}
          />
        )}
        {step.kind === 'complementary' && (
          <ComplementaryStep
            types={step.measure.complementares}
            busy={save.isPending || choices.isPending}
            onConfirm={(type) => saveChoice(type)}
            onChooseProduct={() => setStep({ kind: 'product', measure: step.measure })}
            onBack={backToMeasures}
            onCancel={onClose}
          />
        )}
        {step.kind === 'product' && (
          <ProductStep
            items={cart.items}
            onChoose={(item) => addToProduct(step.measure, item)}
            onBack={() => setStep({ kind: 'complementary', measure: step.measure })}
            onCancel={onClose}
          />
        )}
        {step.kind === 'keep-or-replace' && (
          <KeepOrReplaceStep
            typeName={step.type.nome}
            busy={save.isPending}
            onKeep={() => saveChoice(step.type, 'keep')}
            onReplace={() => saveChoice(step.type, 'replace')}
          />
        )}
      </div>
    </Modal>
  );
}
