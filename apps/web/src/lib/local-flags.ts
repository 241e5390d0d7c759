import { useState } from 'react';

/** Flags kept in local storage (spec B §3): cookie consent and the tours already seen. */
export const LOCAL_FLAGS = {
  cookieConsent: 'cookie-consent',
  tourAlbum: 'tour-album',
  tourProduct: 'tour-produto',
};

function read(key: string): boolean {
  try {
    return localStorage.getItem(key) !== null;
  } catch {
    return false;
  }
}

/** A local flag and its setter; the value is read synchronously so nothing appears late and shifts. */
export function useLocalFlag(key: string): [boolean, () => void] {
  const [value, setValue] = useState(() => read(key));
  const set = () => {
    try {
      localStorage.setItem(key, new Date().toISOString());
    } catch {
      // Storage full or blocked: the flag lasts for this page only.
    }
    setValue(true);
  };
  return [value, set];
}
