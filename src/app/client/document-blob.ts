import { useEffect, useState } from 'react';
import { fileUrl } from './upload';

/**
 * A document shown from a blob: the file is fetched with the session (identity documents are
 * served only to their signed-in owner or an administrator, so a plain link or <img> would be
 * refused) and its object URL is released when the document changes or leaves the screen.
 * Null until the file has arrived, or when it could not be read.
 */
export function useDocumentBlob(docUrl: string | null | undefined, token: string | null | undefined): string | null {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    if (!docUrl) return;
    let objectUrl: string | null = null;
    let live = true;
    fetch(fileUrl(docUrl), { headers: token ? { authorization: `Bearer ${token}` } : {} })
      .then((res) => (res.ok ? res.blob() : null))
      .then((blob) => {
        if (!blob || !live) return;
        objectUrl = URL.createObjectURL(blob);
        setSrc(objectUrl);
      })
      .catch(() => undefined);
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
      setSrc(null);
    };
  }, [docUrl, token]);
  return src;
}
