import { orderStageMessages } from '@portal/domain';
import { toast } from '../../../components/toast';
import { errorText } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/save-blob';
import { downloadZip } from '../api/orders';

/**
 * Downloads an order's photos (or all of them) as one zip (spec A §5, §8): the 204 answer is the red
 * 'Desculpe. Este pedido não possui fotos para download.', a failure 'Um erro ocorreu. Desculpe.' with it.
 */
export async function saveOrderZip(order: number | 'todas'): Promise<void> {
  try {
    const zip = await downloadZip(order);
    if (!zip) {
      toast({ kind: 'error', message: orderStageMessages.noPhotosToDownload });
      return;
    }
    saveBlob(zip, order === 'todas' ? 'minhas-fotos.zip' : `pedido-${order}.zip`);
  } catch (error) {
    toast({ kind: 'error', message: `${orderStageMessages.downloadFailed} ${errorText(error)}` });
  }
}
