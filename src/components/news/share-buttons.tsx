'use client';

import { useEffect, useState } from 'react';

type ShareButtonsProps = {
  url: string;
  title: string;
  texts: { native: string; copy: string; copied: string; failed: string };
};

/**
 * The two share actions that need script: the device's own share sheet, where the browser has
 * one, and copying the address. Without script the plain links beside them still share.
 */
export function ShareButtons({ url, title, texts }: ShareButtonsProps) {
  const [canShare, setCanShare] = useState(false);
  const [status, setStatus] = useState('');

  useEffect(() => {
    setCanShare(typeof navigator.share === 'function');
  }, []);

  const share = async () => {
    try {
      await navigator.share({ title, url });
    } catch {
      // The visitor closed the sheet; nothing to say.
    }
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setStatus(texts.copied);
    } catch {
      setStatus(texts.failed);
    }
  };

  return (
    <>
      {canShare && (
        <button type="button" className="share__button" onClick={share}>
          {texts.native}
        </button>
      )}
      <button type="button" className="share__button" onClick={copy}>
        {texts.copy}
      </button>
      <span className="share__status" role="status" aria-live="polite">
        {status}
      </span>
    </>
  );
}
