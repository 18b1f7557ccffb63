import { useEffect, useRef, useState } from 'react';
import { notify } from '../../client/toast';
import { useLoad } from '../../client/use-load';
import { selfieWords } from '../../../shared/i18n/selfie-verification';
import type { SelfieStep } from '../../../shared/schemas/selfie-verification';
import { ErrorPanel, LoadingPanel } from '../../dashboard/parts/status-panel';
import { useLocale, useWords } from '../../dashboard/helpers/i18n';
import { fetchSelfieStatus, giveSelfieConsent, sendSelfieCheck, startSelfieChallenge, type SelfieResult } from './api';

type Flow =
  { at: 'idle' } | { at: 'camera'; challengeId: string; steps: SelfieStep[]; frames: string[] } | { at: 'sending' } | { at: 'done'; result: SelfieResult };

/** One frame of the live video as a JPEG data URL, at the camera's own size (640 pixels at most). */
function capture(video: HTMLVideoElement): string {
  const scale = Math.min(1, 640 / Math.max(video.videoWidth || 640, video.videoHeight || 480));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round((video.videoWidth || 640) * scale);
  canvas.height = Math.round((video.videoHeight || 480) * scale);
  canvas.getContext('2d')?.drawImage(video, 0, 0, canvas.width, canvas.height);
  return canvas.toDataURL('image/jpeg', 0.85);
}

/**
 * "Verify my photos" (docs/product/trust.md): the member agrees, takes the server's challenge with
 * her camera and a selfie; the server decides. The preview is mirrored, as a mirror shows her.
 */
export function SelfieSection() {
  const t = selfieWords(useLocale());
  const failed = useWords().settings.failed;
  const [state, reload] = useLoad('selfie-verification', fetchSelfieStatus, failed);
  const [agreed, setAgreed] = useState(false);
  const [flow, setFlow] = useState<Flow>({ at: 'idle' });
  const [cameraFailed, setCameraFailed] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);

  const stopCamera = () => {
    stream.current?.getTracks().forEach((track) => track.stop());
    stream.current = null;
  };
  useEffect(() => stopCamera, []);
  useEffect(() => {
    if (flow.at === 'camera' && video.current && stream.current && video.current.srcObject !== stream.current) {
      video.current.srcObject = stream.current;
      void video.current.play().catch(() => undefined);
    }
  }, [flow]);

  async function start() {
    setCameraFailed(false);
    if (state.status === 'succeeded' && !state.data.consent) {
      const given = await giveSelfieConsent();
      if (!given.ok) return notify.error(given.message);
    }
    const challenge = await startSelfieChallenge();
    if (!challenge.ok) {
      reload();
      return notify.error(challenge.message);
    }
    try {
      stream.current = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'user', width: { ideal: 640 } }, audio: false });
    } catch {
      setCameraFailed(true);
      return;
    }
    setFlow({ at: 'camera', challengeId: challenge.data.id, steps: challenge.data.steps, frames: [] });
  }

  async function take() {
    if (flow.at !== 'camera' || !video.current) return;
    const frame = capture(video.current);
    if (flow.frames.length < flow.steps.length) return setFlow({ ...flow, frames: [...flow.frames, frame] });
    stopCamera();
    setFlow({ at: 'sending' });
    const result = await sendSelfieCheck(flow.challengeId, flow.frames, frame);
    if (!result.ok) {
      setFlow({ at: 'idle' });
      reload();
      return notify.error(result.message);
    }
    setFlow({ at: 'done', result: result.data });
    reload();
  }

  const status = state.status === 'succeeded' ? state.data : null;
  const instruction = flow.at === 'camera' ? (flow.frames.length < flow.steps.length ? t.steps[flow.steps[flow.frames.length]] : t.page.selfie) : '';
  return (
    <section aria-labelledby="selfie-title" className="card lg:col-span-2">
      <h2 id="selfie-title" className="font-serif text-xl font-bold text-brand-deep dark:text-pink-200">
        {t.page.title}
      </h2>
      <p className="mt-2 text-sm text-stone-700 dark:text-stone-300">{t.page.lead}</p>
      <p className="mt-1 text-sm text-stone-700 dark:text-stone-300">{t.page.kept}</p>
      {state.status === 'loading' && <LoadingPanel />}
      {state.status === 'failed' && <ErrorPanel message={state.message} onRetry={reload} />}
      {status && flow.at !== 'camera' && flow.at !== 'sending' && (
        <div className="mt-3 grid gap-2" role="status">
          {status.state === 'verified' && <p className="font-semibold text-green-800 dark:text-green-300">{t.page.verified}</p>}
          {status.state === 'pending' && <p>{t.page.pending}</p>}
          {status.state === 'rejected' && status.rejectReason && <p>{t.page.rejected({ reason: status.rejectReason })}</p>}
          {flow.at === 'done' && status.state !== 'verified' && <p>{t.findings[flow.result.finding]}</p>}
          {!status.hasApprovedPhoto && status.state !== 'verified' && <p>{t.page.needPhoto}</p>}
          {status.hasApprovedPhoto && (status.state === 'none' || status.state === 'rejected') && (
            <>
              {!status.consent && (
                <label className="flex items-start gap-2">
                  <input type="checkbox" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />
                  <span>{t.page.consent}</span>
                </label>
              )}
              <p className="text-sm">{t.page.checksLeft({ n: status.checksLeftToday })}</p>
              <div>
                <button
                  type="button"
                  className="btn btn-primary"
                  disabled={(!status.consent && !agreed) || status.checksLeftToday === 0}
                  onClick={() => void start()}
                >
                  {status.state === 'rejected' ? t.page.tryAgain : t.page.start}
                </button>
              </div>
              <p className="text-sm">{t.page.camera}</p>
              {cameraFailed && <p role="alert">{t.page.noCamera}</p>}
            </>
          )}
        </div>
      )}
      {flow.at === 'camera' && (
        <div className="mt-3 grid max-w-md gap-2">
          <p className="text-lg font-semibold" aria-live="polite" data-step={flow.steps[flow.frames.length] ?? 'selfie'}>
            {instruction}
          </p>
          <video ref={video} className="w-full -scale-x-100 rounded-lg bg-stone-900" muted playsInline autoPlay />
          <button type="button" className="btn btn-primary" onClick={() => void take()}>
            {t.page.capture}
          </button>
        </div>
      )}
      {flow.at === 'sending' && (
        <p className="mt-3" role="status">
          {t.page.sending}
        </p>
      )}
    </section>
  );
}
