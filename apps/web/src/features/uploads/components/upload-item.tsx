import {
  acceptsContentType,
  checkUploadDeletable,
  checkUploadEditable,
  LABEL_PLACEHOLDER,
  labelError,
  labelsFor,
  musicTimeSchema,
  observationError,
  type Upload,
  type UploadWindow,
  uploadMessages,
} from '@portal/domain';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/button';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { toast } from '../../../components/toast';
import { errorText } from '../../../lib/api-client';
import {
  deleteUpload,
  downloadUpload,
  saveMusicStart,
  saveUploadLabel,
  saveUploadObs,
  uploadsQuery,
} from '../api/uploads';
import { formatBytes } from './format-bytes';
import { UploadThumbnail } from './upload-thumbnail';

const MUSIC_START_FORMAT = 'Use minutos e segundos, como 0:45.';

interface UploadItemProps {
  upload: Upload;
  window: UploadWindow;
}

/** One uploaded file (spec A §2): its label, observation, music start, download and delete. */
export function UploadItem({ upload, window }: UploadItemProps) {
  const queryClient = useQueryClient();
  const { tipo } = upload;
  const editable = checkUploadEditable(window).ok;
  const options = acceptsContentType(tipo, upload.mimetype) ? labelsFor(tipo, upload.mimetype) : [];
  const isMusic = upload.mimetype === 'audio/mpeg';
  const [label, setLabel] = useState(upload.label ?? LABEL_PLACEHOLDER);
  const [obs, setObs] = useState(upload.obs ?? '');
  const [obsError, setObsError] = useState<string>();
  const [time, setTime] = useState(upload.time ?? '');
  const [timeError, setTimeError] = useState<string>();
  const [busy, setBusy] = useState<'obs' | 'time' | 'delete' | null>(null);
  // A deleted file cannot come back: deleting asks first (decision 133).
  const [confirming, setConfirming] = useState(false);

  const refresh = () => queryClient.invalidateQueries({ queryKey: uploadsQuery(tipo).queryKey });
  const fail = (error: unknown) => toast({ kind: 'error', message: errorText(error) });

  const changeLabel = async (slug: string) => {
    const error = labelError(
      tipo,
      slug,
      acceptsContentType(tipo, upload.mimetype) ? upload.mimetype : undefined,
    );
    if (error) return toast({ kind: 'error', message: error });
    const previous = label;
    setLabel(slug);
    try {
      await saveUploadLabel(upload._id, slug);
      toast({ kind: 'success', message: uploadMessages.labelSet });
      void refresh();
    } catch (cause) {
      setLabel(previous);
      fail(cause);
    }
  };

  const submitObs = async (event: FormEvent) => {
    event.preventDefault();
    const error = observationError(obs);
    setObsError(error ?? undefined);
    if (error) return;
    setBusy('obs');
    try {
      await saveUploadObs(upload._id, obs.trim());
      toast({ kind: 'success', message: uploadMessages.noteSaved });
      void refresh();
    } catch (cause) {
      fail(cause);
    } finally {
      setBusy(null);
    }
  };

  const submitTime = async (event: FormEvent) => {
    event.preventDefault();
    const valid = musicTimeSchema.safeParse(time.trim()).success;
    setTimeError(valid ? undefined : MUSIC_START_FORMAT);
    if (!valid) return;
    setBusy('time');
    try {
      await saveMusicStart(
        upload._id,
        label === LABEL_PLACEHOLDER ? (options[0]?.slug ?? '') : label,
        time.trim(),
      );
      toast({ kind: 'success', message: 'Início da música salvo.' });
      void refresh();
    } catch (cause) {
      fail(cause);
    } finally {
      setBusy(null);
    }
  };

  const askRemove = () => {
    const check = checkUploadDeletable(window);
    if (!check.ok) return toast({ kind: 'warning', message: check.error });
    setConfirming(true);
  };

  const remove = async () => {
    setConfirming(false);
    setBusy('delete');
    try {
      await deleteUpload(upload._id);
      toast({ kind: 'success', message: uploadMessages.fileDeleted });
      await refresh();
    } catch (cause) {
      fail(cause);
      setBusy(null);
    }
  };

  const download = () => downloadUpload(upload).catch(fail);

  return (
    <li className="upload-item">
      <div className="upload-head">
        <UploadThumbnail upload={upload} />
        <p className="upload-name">
          <span>{upload.name}</span> <span className="upload-size">{formatBytes(upload.size)}</span>
        </p>
      </div>
      {upload.aviso && (
        <p className="upload-warning" role="note">
          {upload.aviso}
        </p>
      )}
      <SelectField
        label={`Identificação de ${upload.name}`}
        value={label}
        disabled={!editable}
        onChange={(event) => void changeLabel(event.currentTarget.value)}
      >
        <option value={LABEL_PLACEHOLDER} disabled>
          Escolha a identificação
        </option>
        {options.map((option) => (
          <option key={option.slug} value={option.slug} title={option.desc}>
            {option.nome}
          </option>
        ))}
      </SelectField>
      <form className="upload-inline" onSubmit={submitObs} noValidate>
        <TextField
          label={`Observação de ${upload.name}`}
          value={obs}
          maxLength={500}
          disabled={!editable}
          error={obsError}
          onChange={(event) => setObs(event.currentTarget.value)}
        />
        <Button type="submit" variant="secondary" loading={busy === 'obs'} disabled={!editable}>
          Salvar observação
        </Button>
      </form>
      {isMusic && (
        <form className="upload-inline" onSubmit={submitTime} noValidate>
          <TextField
            label={`Início da música ${upload.name} (mm:ss)`}
            value={time}
            inputMode="numeric"
            placeholder="0:00"
            maxLength={5}
            disabled={!editable}
            error={timeError}
            onChange={(event) => setTime(event.currentTarget.value)}
          />
          <Button type="submit" variant="secondary" loading={busy === 'time'} disabled={!editable}>
            Salvar início
          </Button>
        </form>
      )}
      <div className="upload-actions">
        <Button variant="ghost" aria-label={`Baixar ${upload.name}`} onClick={download}>
          Baixar
        </Button>
        {!confirming && (
          <Button
            variant="danger"
            aria-label={`Excluir ${upload.name}`}
            loading={busy === 'delete'}
            onClick={askRemove}
          >
            Excluir
          </Button>
        )}
      </div>
      {confirming && (
        // biome-ignore lint/a11y/useSemanticElements: a group of two buttons, not a form's fieldset
        <div className="upload-confirm" role="group" aria-label={`Excluir ${upload.name}?`}>
          <p>Excluir {upload.name}? O arquivo não poderá ser recuperado.</p>
          <div className="upload-actions">
            <Button variant="danger" onClick={() => void remove()}>
              Sim, excluir
            </Button>
            <Button variant="secondary" autoFocus onClick={() => setConfirming(false)}>
              Cancelar
            </Button>
          </div>
        </div>
      )}
    </li>
  );
}
