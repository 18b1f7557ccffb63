import { useStore } from '@nanostores/react';
import { lazy, Suspense } from 'react';
import { CALL_EVENT_TYPES } from '../../../shared/schemas/live-events';
import type { LiveEvent } from '../../../shared/schemas/conversations';
import { $call } from './call-state';
import { wholeWords } from '../../dashboard/helpers/i18n';
import { useLive } from '../../dashboard/helpers/live';

// The call's code (WebRTC, signalling) and the dock's, loaded at the first call of this tab: the
// first screen draws without them (docs/decisions/074-dashboard-first-screen.md).
let session: Promise<typeof import('./call-session')> | null = null;
/** Every call event goes to the call's code, in the order it came, once that code has loaded. */
const handOn = (event: LiveEvent) => {
  session ??= import('./call-session');
  void session.then((calls) => calls.onCallEvent(event));
};
const Dock = lazy(() => Promise.all([import('./call-dock'), wholeWords()]).then(([module]) => ({ default: module.CallDock })));

/**
 * Where the call dock appears on every dashboard page (docs/product/calls-and-push.md): it listens
 * for calls from the first screen on and brings in the dock when one rings or starts here.
 */
export function CallSlot() {
  const view = useStore($call);
  useLive(handOn, CALL_EVENT_TYPES);
  if (view.phase === 'idle' && view.problem === null) return null;
  return (
    <Suspense fallback={null}>
      <Dock />
    </Suspense>
  );
}
