import { Stylesheet } from '../stylesheet';

/** Section 2: any error but a 404 is one plain line with its status and message. */
export function ErrorLine({ status, message }: { status: number; message: string }) {
  return (
    <>
      <Stylesheet id="errors" />
      <p className="error-line" role="alert">
        {status}: {message}
      </p>
    </>
  );
}
