type ShareButtonsProps = {
  url: string;
  title: string;
  texts: { native: string; copy: string; copied: string; failed: string };
};

/**
 * The two share actions that need script: the device's own share sheet and copying the address.
 * Both wait hidden until `enhanceShareButtons` shows the ones this browser can do; without script
 * the plain links beside them still share.
 */
export function ShareButtons({ url, title, texts }: ShareButtonsProps) {
  return (
    <>
      <button type="button" className="share__button" data-share="native" data-url={url} data-title={title} hidden>
        {texts.native}
      </button>
      <button type="button" className="share__button" data-share="copy" data-url={url} data-copied={texts.copied} data-failed={texts.failed} hidden>
        {texts.copy}
      </button>
      <span className="share__status" role="status" aria-live="polite" />
    </>
  );
}
