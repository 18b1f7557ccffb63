import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { notify } from '../../client/toast';
import { answer, decline, dismiss, endOnLeave, hangUp, toggleCamera, toggleMute } from './call-session';
import { $call } from './call-state';
import { shown, useWords } from '../../dashboard/helpers/i18n';
import { Icon } from './call-icons';

/** A microphone or camera switched off: filled amber, unlike the outlined controls beside it. */
const OFF =
  'border border-amber-700 bg-amber-100 text-amber-950 hover:bg-amber-200 dark:border-amber-300 dark:bg-amber-900 dark:text-amber-50 dark:hover:bg-amber-800';

/** m:ss (or h:mm:ss) of a call's length. */
export const callLength = (seconds: number) => {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
};

function Media({ stream, muted, label, className }: { stream: MediaStream | null; muted: boolean; label: string; className: string }) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (ref.current && ref.current.srcObject !== stream) ref.current.srcObject = stream;
  }, [stream]);
  // Live media from a camera has no captions to offer.
  // eslint-disable-next-line jsx-a11y/media-has-caption
  return <video ref={ref} autoPlay playsInline muted={muted} aria-label={label} className={className} />;
}

function Clock({ since }: { since: number }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return <span className="tabular-nums">{callLength(Math.max(0, Math.round((now - since) / 1000)))}</span>;
}

/**
 * The call on every dashboard page (docs/product/calls-and-push.md): a ring with Answer and Decline,
 * the outgoing ring, then both cameras (or the voice), with mute, camera off and hang up.
 * Shown by the call slot (./call-slot.tsx) while a call is on or a refusal is to be told.
 */
export function CallDock() {
  const view = useStore($call);
  const words = useWords();
  const t = words.calls;
  useEffect(() => endOnLeave(), []);
  useEffect(() => {
    // The server's refusals ("… is in another call") in the member's language.
    if (view.problem) notify.error(shown(view.problem));
  }, [view.problem]);
  if (view.phase === 'idle') return null;
  const name = view.peerName || words.common.member;
  const video = view.kind === 'video';
  const status =
    view.phase === 'incoming'
      ? video
        ? t.incomingVideo({ name })
        : t.incoming({ name })
      : view.phase === 'calling'
        ? t.calling({ name })
        : view.phase === 'connecting'
          ? t.connecting
          : view.phase === 'active'
            ? t.inCall({ name })
            : t.ended[view.endReason ?? 'hung-up'];
  return (
    <section
      aria-labelledby="call-dock-title"
      data-call-phase={view.phase}
      className="fixed right-4 bottom-4 z-50 flex w-[min(24rem,calc(100vw-2rem))] flex-col gap-3 rounded-xl border border-stone-200 bg-white p-4 shadow-lg dark:border-stone-700 dark:bg-night-2"
    >
      <h2 id="call-dock-title" className="font-semibold">
        {t.callTitle({ name })}
      </h2>
      <p role="status" className="text-sm">
        {status}
        {view.phase === 'active' && view.connectedAt !== null && (
          <>
            {' · '}
            <Clock since={view.connectedAt} />
          </>
        )}
      </p>
      {(view.phase === 'calling' || view.phase === 'connecting' || view.phase === 'active') && (
        <div className={video ? 'relative' : 'sr-only'}>
          <Media stream={view.remote} muted={false} label={t.theirCamera({ name })} className="aspect-video w-full rounded-lg bg-stone-900" />
          {video && view.peerCameraOff && (
            <div aria-hidden="true" className="absolute inset-0 grid place-items-center rounded-lg bg-stone-900 text-stone-300">
              <Icon name="camera-off" className="h-10 w-10" />
            </div>
          )}
          <Media stream={view.local} muted label={t.yourCamera} className="absolute right-2 bottom-2 w-1/3 rounded border border-white bg-stone-800" />
        </div>
      )}
      {(view.peerMuted || (video && view.peerCameraOff)) && (view.phase === 'connecting' || view.phase === 'active') && (
        <ul aria-live="polite" data-testid="peer-media" className="grid gap-1 text-sm font-semibold text-amber-900 dark:text-amber-200">
          {view.peerMuted && (
            <li className="flex items-center gap-2">
              <Icon name="mic-off" className="h-4 w-4 shrink-0" />
              {t.peerMuted({ name })}
            </li>
          )}
          {video && view.peerCameraOff && (
            <li className="flex items-center gap-2">
              <Icon name="camera-off" className="h-4 w-4 shrink-0" />
              {t.peerCameraOff({ name })}
            </li>
          )}
        </ul>
      )}
      <div className="flex flex-wrap gap-2">
        {view.phase === 'incoming' && (
          <>
            <button type="button" className="btn btn-primary" onClick={() => void answer(t.denied)}>
              {t.answer}
            </button>
            <button type="button" className="btn btn-outline" onClick={() => void decline()}>
              {t.decline}
            </button>
          </>
        )}
        {(view.phase === 'calling' || view.phase === 'connecting' || view.phase === 'active') && (
          <>
            {/* Each names what it does now and looks switched while the microphone or camera is off. */}
            <button type="button" className={`btn gap-2 ${view.muted ? OFF : 'btn-outline'}`} data-off={view.muted} onClick={toggleMute}>
              <Icon name={view.muted ? 'mic-off' : 'mic'} className="h-4 w-4" />
              {view.muted ? t.unmute : t.mute}
            </button>
            {video && (
              <button type="button" className={`btn gap-2 ${view.cameraOff ? OFF : 'btn-outline'}`} data-off={view.cameraOff} onClick={toggleCamera}>
                <Icon name={view.cameraOff ? 'camera-off' : 'camera'} className="h-4 w-4" />
                {view.cameraOff ? t.cameraOn : t.cameraOff}
              </button>
            )}
            <button type="button" className="btn btn-primary" onClick={() => void hangUp()}>
              {t.hangUp}
            </button>
          </>
        )}
        {view.phase === 'ended' && (
          <button type="button" className="btn btn-outline" onClick={dismiss}>
            {t.close}
          </button>
        )}
      </div>
    </section>
  );
}
