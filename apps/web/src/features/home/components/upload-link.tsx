import {
  formatDateBR,
  type IsoDate,
  type UploadDeadlineData,
  type UploadType,
  uploadWindow,
} from '@portal/domain';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

/** The upload screen of `tipo` (spec A §2): /uploads?tipo=… */
export const uploadsPath = (tipo: UploadType) => `${paths.uploads}?tipo=${tipo}`;

function deadlineText(tipo: UploadType, dados: UploadDeadlineData, today: IsoDate): string {
  const { open, lastDay } = uploadWindow(tipo, dados, today);
  if (!lastDay) return 'Prazo ainda não definido pela produtora.';
  return open ? `Envie até ${formatDateBR(lastDay)}.` : `Prazo encerrado em ${formatDateBR(lastDay)}.`;
}

interface UploadLinkProps {
  tipo: UploadType;
  label: string;
  dados: UploadDeadlineData;
  today: IsoDate;
}

/** A link to an upload screen with its deadline under it (spec A §9 deadlines). */
export function UploadLink({ tipo, label, dados, today }: UploadLinkProps) {
  return (
    <li className="upload-link">
      <Link to={uploadsPath(tipo)}>{label}</Link>
      <span className="muted">{deadlineText(tipo, dados, today)}</span>
    </li>
  );
}
