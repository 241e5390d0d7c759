import type { Upload } from '@portal/domain';
import { useEffect, useState } from 'react';
import { getUploadThumbnail } from '../api/uploads';

const IMAGE_TYPES = new Set(['image/jpeg', 'image/png']);

/**
 * A sent photo's thumbnail (decision 133): a 128 px JPEG the API derives (a few kB, not the photo), asked
 * with the bearer token (an <img src> cannot carry it) and shown from an object URL, let go when the item
 * leaves. Only once it is near the screen, so a long list does not ask for every one at once.
 */
export function UploadThumbnail({ upload }: { upload: Pick<Upload, '_id' | 'name' | 'mimetype'> }) {
  const [url, setUrl] = useState<string | null>(null);
  const [node, setNode] = useState<HTMLElement | null>(null);
  const [near, setNear] = useState(false);
  const image = IMAGE_TYPES.has(upload.mimetype);

  useEffect(() => {
    if (!image || !node || near) return;
    if (typeof IntersectionObserver === 'undefined') return setNear(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '200px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [image, node, near]);

  useEffect(() => {
    if (!near) return;
    const controller = new AbortController();
    let objectUrl: string | null = null;
    getUploadThumbnail(upload._id, { signal: controller.signal })
      .then((blob) => {
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      })
      // No thumbnail is no loss: the name and the download button stay.
      .catch(() => {});
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [near, upload._id]);

  if (!image) return null;
  return (
    <span className="upload-thumb" ref={setNode}>
      {url && <img src={url} alt={`Miniatura de ${upload.name}`} width={64} height={64} decoding="async" />}
    </span>
  );
}
