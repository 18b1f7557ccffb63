import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { CallItem } from '../../../shared/schemas/calls';
import { callLength } from './call-dock';
import { $call, $callsChanged } from './call-state';
import { startCall } from './call-session';
import { useLive } from '../../dashboard/helpers/live';
import { timeOfDay } from '../../dashboard/helpers/dates';
import { useWords } from '../../dashboard/helpers/i18n';
import { fetchCalls } from './api';

/** The calls with a member, kept fresh: loaded with the thread, again when a call ends here or elsewhere. */
export function useCalls(userId: number): CallItem[] {
  const [items, setItems] = useState<CallItem[]>([]);
  const [bump, setBump] = useState(0);
  const changed = useStore($callsChanged);
  useLive(() => setBump((b) => b + 1), ['call.ended']);
  useEffect(() => {
    let live = true;
    void fetchCalls(userId).then((r) => live && r.ok && setItems(r.data.items.filter((c) => c.state !== 'ringing' && c.state !== 'active')));
    return () => void (live = false);
  }, [userId, changed, bump]);
  return items;
}

/** One call as a line of the conversation: missed, declined, or its kind and length. */
export function CallLine({ call }: { call: CallItem }) {
  const t = useWords().calls.log;
  const text =
    call.seconds !== null
      ? t[call.kind]({ length: callLength(call.seconds) })
      : call.state === 'declined'
        ? t.declined
        : call.mine
          ? t.notAnswered
          : t.missedByMe;
  return (
    <p className="text-center text-xs font-semibold text-stone-700 dark:text-stone-300" data-call-state={call.state}>
      {text} · {timeOfDay(call.createdAt)}
    </p>
  );
}

/** The two ways to call a member from the conversation. */
export function CallButtons({ userId, name }: { userId: number; name: string }) {
  const t = useWords().calls;
  const phase = useStore($call).phase;
  const busy = phase !== 'idle' && phase !== 'ended';
  return (
    <>
      <button type="button" className="btn btn-outline" disabled={busy} onClick={() => void startCall(userId, name, 'voice', t.denied)}>
        {t.voiceCall}
      </button>
      <button type="button" className="btn btn-outline" disabled={busy} onClick={() => void startCall(userId, name, 'video', t.denied)}>
        {t.videoCall}
      </button>
    </>
  );
}
