import { Button } from '../../../components/button';

/** Spec B §4.1 item 6: a photo was already chosen for this type; keep it or put this one in its place. */
export function KeepOrReplaceStep({
  typeName,
  busy,
  onKeep,
  onReplace,
}: {
  typeName: string;
  busy: boolean;
  onKeep: () => void;
  onReplace: () => void;
}) {
  return (
    <div className="menu-step">
      <p className="menu-step-title">
        Você já escolheu uma foto como “{typeName}”. Deseja manter a escolha anterior ou substituí-la por esta
        foto?
      </p>
      <div className="actions">
        <Button onClick={onKeep}>Manter a anterior</Button>
        <Button variant="secondary" loading={busy} onClick={onReplace}>
          Substituir por esta
        </Button>
      </div>
    </div>
  );
}
