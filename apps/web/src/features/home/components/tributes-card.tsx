import { complementaryWindowOpen, type FormDados, type IsoDate, UploadType } from '@portal/domain';
import { Card } from '../../../components/card';
import { TributesHelp } from './help/tributes-help';
import { UploadLink } from './upload-link';

/**
 * Convites e Homenagens (spec A §2 card 9): the upload screens individual, complementar and certificado.
 * Complementar shows only while its window is open: FormLimiteComplementares is both its switch and its
 * last day (shop/complementary).
 */
export function TributesCard({ dados, today }: { dados: FormDados; today: IsoDate }) {
  const deadline = dados.FormLimiteComplementares?.slice(0, 10) ?? null;
  const complementaryOpen = complementaryWindowOpen({ enabled: deadline !== null, deadline }, today);
  return (
    <Card title="Convites e Homenagens" help={<TributesHelp />}>
      <ul className="upload-links">
        <UploadLink
          tipo={UploadType.individual}
          label="Fotos e música individuais"
          dados={dados}
          today={today}
        />
        {complementaryOpen && (
          <UploadLink
            tipo={UploadType.complementary}
            label="Fotos do quadro e do convite"
            dados={dados}
            today={today}
          />
        )}
        <UploadLink tipo={UploadType.certificate} label="Certificado" dados={dados} today={today} />
      </ul>
    </Card>
  );
}
