import { useEffect, useRef, useState } from 'react';
import { notify } from '../../client/toast';
import { useLoad } from '../../client/use-load';

import { PUSH_KINDS, type PushKind, type PushKinds, type QuietHours } from '../../../shared/schemas/push';
import { TextField } from '../../ui/field';
import { ErrorPanel, LoadingPanel } from '../../dashboard/parts/status-panel';
import { spoken, useLocale, useWords } from '../../dashboard/helpers/i18n';
import { currentSubscription, pushSupported, subscribeDevice } from './push-device';
import {
  fetchPushKey,
  fetchPushStatus,
  fetchQuietHours,
  removePushSubscription,
  saveQuietHours,
  savePushSubscription,
  type DeviceSubscription,
} from './push-api';
import { CODED } from '../../../shared/coded-messages';

/** The catalogues' messages with their codes: `say` words them in the reader's language (docs/decisions/092-message-codes.md). */
const PUSH_MSG = CODED.PUSH_MSG;

/** The note that says the browser refused, and how to allow notifications. */
const REFUSED =
  'mt-3 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:border-amber-600 dark:bg-night-2 dark:text-amber-100';

/** A device starts with every kind on; the member turns off what they do not want. */
const ALL_KINDS: PushKinds = { interests: true, acceptances: true, messages: true, calls: true };

type Device =
  | { phase: 'loading' }
  | { phase: 'unsupported' }
  | { phase: 'unavailable' }
  | { phase: 'blocked' }
  | { phase: 'failed'; message: string }
  | { phase: 'off'; publicKey: string; refused?: boolean }
  | { phase: 'on'; publicKey: string; device: DeviceSubscription; subscription: PushSubscription; kinds: PushKinds };

/** Where this browser stands: what it can do, and whether the server has its subscription. */
async function readDevice(failed: string): Promise<Device> {
  if (!pushSupported()) return { phase: 'unsupported' };
  const key = await fetchPushKey();
  if (!key.ok) return { phase: 'failed', message: key.message || failed };
  if (!key.data.publicKey) return { phase: 'unavailable' };
  if (Notification.permission === 'denied') return { phase: 'blocked' };
  const current = await currentSubscription();
  if (!current) return { phase: 'off', publicKey: key.data.publicKey };
  const status = await fetchPushStatus(current.device.endpoint);
  if (!status.ok) return { phase: 'failed', message: status.message || failed };
  return status.data.subscribed && status.data.kinds
    ? { phase: 'on', publicKey: key.data.publicKey, ...current, kinds: status.data.kinds }
    : { phase: 'off', publicKey: key.data.publicKey };
}

/** This device's push notifications: on or off, and which kinds (docs/product/calls-and-push.md). */
function DevicePush() {
  const t = useWords().push;
  const locale = useLocale();
  const [device, setDevice] = useState<Device>({ phase: 'loading' });
  const [busy, setBusy] = useState(false);
  const [tick, setTick] = useState(0);
  useEffect(() => {
    let live = true;
    void readDevice(t.failed).then((d) => live && setDevice(d));
    return () => {
      live = false;
    };
    // Read once per retry; the words' language does not change what the browser holds.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tick]);

  // The texts are written in the device's language: a language chosen later follows to the server.
  const savedLanguage = useRef<string | null>(null);
  const endpoint = device.phase === 'on' ? device.device.endpoint : null;
  useEffect(() => {
    if (device.phase !== 'on' || savedLanguage.current === `${endpoint} ${locale}`) return;
    savedLanguage.current = `${endpoint} ${locale}`;
    void savePushSubscription(device.device, device.kinds, locale);
    // Only a new device or a new language is worth a save.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [endpoint, locale]);

  async function turnOn(publicKey: string) {
    setBusy(true);
    try {
      // Refused or dismissed: said on the screen, with how to allow them, until the member acts.
      if ((await Notification.requestPermission()) !== 'granted') {
        setDevice(Notification.permission === 'denied' ? { phase: 'blocked' } : { phase: 'off', publicKey, refused: true });
        return;
      }
      const made = await subscribeDevice(publicKey);
      if (!made) return void notify.error(t.subscribeFailed);
      const saved = await savePushSubscription(made.device, ALL_KINDS, locale);
      if (!saved.ok) {
        await made.subscription.unsubscribe().catch(() => undefined);
        return void notify.error(spoken(saved.error));
      }
      savedLanguage.current = `${made.device.endpoint} ${locale}`;
      setDevice({ phase: 'on', publicKey, ...made, kinds: saved.data.kinds ?? ALL_KINDS });
      notify.success(t.turnedOn);
    } finally {
      setBusy(false);
    }
  }

  async function turnOff(on: Extract<Device, { phase: 'on' }>) {
    setBusy(true);
    // The server forgets the device first: were the browser to keep it, nothing more would come.
    const removed = await removePushSubscription(on.device.endpoint);
    if (!removed.ok) {
      setBusy(false);
      return void notify.error(spoken(removed.error));
    }
    await on.subscription.unsubscribe().catch(() => undefined);
    setBusy(false);
    setDevice({ phase: 'off', publicKey: on.publicKey });
    notify.success(t.turnedOff);
  }

  async function choose(on: Extract<Device, { phase: 'on' }>, kind: PushKind, wanted: boolean) {
    const kinds = { ...on.kinds, [kind]: wanted };
    setDevice({ ...on, kinds });
    setBusy(true);
    const saved = await savePushSubscription(on.device, kinds, locale);
    setBusy(false);
    if (!saved.ok) {
      setDevice(on);
      return void notify.error(spoken(saved.error));
    }
    notify.success(t.kindsSaved);
  }

  if (device.phase === 'loading') return <LoadingPanel />;
  if (device.phase === 'failed') return <ErrorPanel message={device.message} onRetry={() => setTick((n) => n + 1)} />;
  if (device.phase === 'blocked')
    return (
      <div role="alert" className={REFUSED}>
        <p className="font-semibold">{t.blocked}</p>
        <p className="mt-1">{t.howToAllow}</p>
      </div>
    );
  if (device.phase === 'unsupported' || device.phase === 'unavailable')
    return (
      <p role="status" className="mt-3 font-semibold">
        {t[device.phase]}
      </p>
    );
  if (device.phase === 'off')
    return (
      <div className="mt-3 grid gap-2">
        <p role="status">{t.off}</p>
        {device.refused && (
          <div role="alert" className={REFUSED}>
            <p className="font-semibold">{t.notAllowed}</p>
            <p className="mt-1">{t.howToAllow}</p>
          </div>
        )}
        <div>
          <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void turnOn(device.publicKey)}>
            {busy ? t.working : t.turnOn}
          </button>
        </div>
      </div>
    );
  return (
    <div className="mt-3 grid gap-3">
      <p role="status">{t.on}</p>
      <fieldset className="grid gap-2 rounded-lg border border-stone-200 p-3 sm:grid-cols-2 dark:border-stone-700">
        <legend className="px-1 font-semibold">{t.kindsLegend}</legend>
        {PUSH_KINDS.map((kind) => (
          <div key={kind} className="flex items-center gap-2">
            <input
              id={`push-kind-${kind}`}
              type="checkbox"
              checked={device.kinds[kind]}
              disabled={busy}
              onChange={(e) => void choose(device, kind, e.target.checked)}
            />
            <label htmlFor={`push-kind-${kind}`}>{t.kind[kind]}</label>
          </div>
        ))}
      </fieldset>
      <div>
        <button type="button" className="btn btn-outline" disabled={busy} onClick={() => void turnOff(device)}>
          {t.turnOff}
        </button>
      </div>
    </div>
  );
}

/** Quiet hours, India time, for all the member's devices: both or neither. */
function QuietHoursForm({ saved, onSaved }: { saved: QuietHours; onSaved: (q: QuietHours) => void }) {
  const t = useWords().push;
  const [from, setFrom] = useState(saved.from ?? '');
  const [until, setUntil] = useState(saved.until ?? '');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  async function save(q: QuietHours) {
    if ((q.from === null) !== (q.until === null)) return setError(spoken(PUSH_MSG.bothOrNeither));
    setError(undefined);
    setBusy(true);
    const result = await saveQuietHours(q);
    setBusy(false);
    if (!result.ok) return void notify.error(spoken(result.error));
    notify.success(q.from ? t.quietSaved : t.quietCleared);
    onSaved(result.data);
  }
  return (
    <form
      className="mt-2 grid gap-3"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void save({ from: from || null, until: until || null });
      }}
    >
      <p role="status" className="text-sm font-semibold">
        {saved.from && saved.until ? t.quietNow({ from: saved.from, until: saved.until }) : t.quietNone}
      </p>
      <div className="grid max-w-md grid-cols-2 gap-3">
        <TextField id="push-quiet-from" type="time" label={t.quietFrom} value={from} onChange={(e) => setFrom(e.target.value)} error={error} />
        <TextField id="push-quiet-until" type="time" label={t.quietUntil} value={until} onChange={(e) => setUntil(e.target.value)} />
      </div>
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {t.quietSave}
        </button>
        {saved.from && (
          <button
            type="button"
            className="btn btn-outline"
            disabled={busy}
            onClick={() => {
              setFrom('');
              setUntil('');
              void save({ from: null, until: null });
            }}
          >
            {t.quietClear}
          </button>
        )}
      </div>
    </form>
  );
}

function QuietHoursPart() {
  const t = useWords().push;
  const [state, reload, setState] = useLoad('push-quiet-hours', fetchQuietHours, t.quietFailed);
  return (
    <>
      <h3 className="mt-5 font-semibold">{t.quietTitle}</h3>
      <p className="text-sm text-stone-700 dark:text-stone-300">{t.quietHelp}</p>
      {state.status === 'loading' && <LoadingPanel />}
      {state.status === 'failed' && <ErrorPanel message={state.message} onRetry={reload} />}
      {state.status === 'succeeded' && (
        <QuietHoursForm key={`${state.data.from}-${state.data.until}`} saved={state.data} onSaved={(data) => setState({ status: 'succeeded', data })} />
      )}
    </>
  );
}

/** Settings → Notifications on this device: push for this device, its kinds, and quiet hours. */
export function PushSection() {
  const t = useWords().push;
  return (
    <section aria-labelledby="push-title" className="card lg:col-span-2">
      <h2 id="push-title" className="font-serif text-xl font-bold text-brand-deep dark:text-pink-200">
        {t.title}
      </h2>
      <p className="mt-2 text-sm text-stone-700 dark:text-stone-300">{t.help}</p>
      <DevicePush />
      <QuietHoursPart />
    </section>
  );
}
