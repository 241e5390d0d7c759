import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { ApiError, errorText } from '../../../../lib/api-client';
import { eventKey, sentPhotos, uploadPhoto } from './events';
import { type FileState, inLanes, overall, planUpload, type UploadItem } from './upload-queue';

/** Files sent at once: enough to fill the line, few enough that one slow file does not hold the rest. */
const LANES = 3;
/** Automatic retries of a file whose request failed (a dropped connection, a restart), with these pauses. */
const RETRY_PAUSES_MS = [1000, 3000, 8000];

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/** A refusal the server decided (4xx) is final; a network or server failure may pass if tried again. */
const retryable = (err: unknown) => !(err instanceof ApiError) || err.status === 0 || err.status >= 500;

/**
 * A folder of photos into an event (decision 65): files in name order, three at a time, each with its
 * progress; a failed file is retried by itself a few times, then waits for 'Tentar de novo'. Choosing the
 * folder again after a dropped connection skips what the event already holds.
 */
export function usePhotoUpload(eventId: number) {
  const client = useQueryClient();
  const [items, setItems] = useState<UploadItem[]>([]);
  const [running, setRunning] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);

  const setState = useCallback((key: string, state: FileState) => {
    setItems((all) => all.map((item) => (item.key === key ? { ...item, state } : item)));
  }, []);

  const run = useCallback(
    async (queue: UploadItem[]) => {
      const controller = new AbortController();
      abort.current = controller;
      setRunning(true);
      let sinceRefresh = 0;
      try {
        await inLanes(queue, LANES, async (item) => {
          for (let attempt = 0; !controller.signal.aborted; attempt++) {
            setState(item.key, { kind: 'sending', fraction: 0 });
            try {
              const answer = await uploadPhoto(eventId, item.file, {
                signal: controller.signal,
                onProgress: (fraction) => setState(item.key, { kind: 'sending', fraction }),
              });
              setState(
                item.key,
                answer.repetido && answer.estado !== 'refused'
                  ? { kind: 'skipped' }
                  : { kind: 'sent', estado: answer.estado, motivo: answer.motivo },
              );
              // The grid and the counts follow along, without a refetch per file.
              if (++sinceRefresh >= 10) {
                sinceRefresh = 0;
                void client.invalidateQueries({ queryKey: eventKey(eventId) });
              }
              return;
            } catch (err) {
              if (controller.signal.aborted) {
                setState(item.key, { kind: 'waiting' });
                return;
              }
              const pause = RETRY_PAUSES_MS[attempt];
              if (!retryable(err) || pause === undefined) {
                setState(item.key, { kind: 'failed', error: errorText(err) });
                return;
              }
              await sleep(pause, controller.signal);
            }
          }
        });
      } finally {
        setRunning(false);
        abort.current = null;
        void client.invalidateQueries({ queryKey: eventKey(eventId) });
      }
    },
    [client, eventId, setState],
  );

  return {
    items,
    running,
    error,
    summary: overall(items),
    /** A new set of files (a folder or a selection): what the event holds is skipped. */
    async start(files: readonly File[]) {
      setError(null);
      let sent: Awaited<ReturnType<typeof sentPhotos>>;
      try {
        sent = await sentPhotos(eventId);
      } catch (err) {
        setError(errorText(err));
        return;
      }
      const plan = planUpload(files, sent);
      setItems(plan);
      await run(plan.filter((i) => i.state.kind === 'waiting'));
    },
    /** The files that failed, once more (after the connection is back). */
    async retryFailed() {
      const failed = items.filter((i) => i.state.kind === 'failed' || i.state.kind === 'waiting');
      setItems((all) =>
        all.map((i) => (i.state.kind === 'failed' ? { ...i, state: { kind: 'waiting' } } : i)),
      );
      await run(failed);
    },
    cancel() {
      abort.current?.abort();
    },
  };
}
