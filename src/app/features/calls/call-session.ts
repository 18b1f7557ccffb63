import { API_BASE } from '../../client/api';
import { $auth } from '../../stores/auth';
import {
  CALL_RING_SECONDS,
  type CallEndReason,
  type CallItem,
  type CallKind,
  type CallMediaState,
  type CallSession,
  type IceServer,
} from '../../../shared/schemas/calls';
import type { LiveEvent } from '../../../shared/schemas/conversations';
import { $call, $callsChanged, IDLE, type CallView } from './call-state';
import { dashboardApi } from '../../dashboard/helpers/session';
import type { MessageOrText } from '../../../shared/message-code';

/**
 * One call at a time in this tab (docs/product/calls-and-push.md): the WebRTC connection and its
 * signalling. The server relays the offer, the answer and the ICE candidates as live events
 * (`call.*` on GET /api/events) and the small calls API; the media goes from browser to browser.
 * The caller makes the offer once the callee has answered; signals that arrive before this tab's
 * connection exists wait for it, and all are handled in order, each connection in a chain of its
 * own: a connection closed while it applies a signal never settles that promise (WebRTC's rule
 * for a closed connection), and a chain shared with the next call would wait on it for ever. A
 * signal of a call this tab has left (one relayed just before the other side heard of the
 * hang-up) is dropped rather than kept for the next call's connection. The events of a call this
 * tab is placing that come before the server's reply (the other side may answer first) wait for it.
 */
const set = (patch: Partial<CallView>) => $call.set({ ...$call.get(), ...patch });
let pc: RTCPeerConnection | null = null;
let early: Array<{ kind: string; data: string }> = [];
let queue: Promise<void> = Promise.resolve();
let remoteSet = false;
let waiting: RTCIceCandidateInit[] = [];
let ringTimer: ReturnType<typeof setTimeout> | undefined;
/** Events that came while this tab placed a call whose id it did not know yet. */
let unplaced: LiveEvent[] = [];
/**
 * Counts the starts and ends of calls in this tab: dialling and answering wait for the camera and
 * the server, and a step that finds the count moved on knows the call ended meanwhile.
 */
let turn = 0;
let clearTimer: ReturnType<typeof setTimeout> | undefined;

const media = (kind: CallKind) => navigator.mediaDevices.getUserMedia({ audio: true, video: kind === 'video' });
const signal = (kind: 'offer' | 'answer' | 'candidate' | 'media', data: string) => {
  const id = $call.get().callId;
  if (id !== null) void dashboardApi.post(`/calls/${id}/signal`, { kind, data });
};

function connect(iceServers: IceServer[], local: MediaStream) {
  const conn = new RTCPeerConnection({ iceServers });
  pc = conn;
  queue = Promise.resolve();
  remoteSet = false;
  waiting = [];
  for (const track of local.getTracks()) conn.addTrack(track, local);
  conn.onicecandidate = (e) => {
    if (e.candidate) signal('candidate', JSON.stringify(e.candidate.toJSON()));
  };
  conn.ontrack = (e) => set({ remote: e.streams[0] ?? new MediaStream([e.track]) });
  conn.onconnectionstatechange = () => {
    if (conn.connectionState === 'connected' && $call.get().phase !== 'active') {
      set({ phase: 'active', connectedAt: Date.now() });
      // Muted or camera off before the call connected: the other side hears of it now.
      if ($call.get().muted || $call.get().cameraOff) tellMedia();
    }
    if (conn.connectionState === 'failed') void hangUp();
  };
  const held = early;
  early = [];
  for (const s of held) enqueue(s);
}

function enqueue(s: { kind: string; data: string }) {
  const conn = pc;
  if (!conn) {
    early.push(s);
    return;
  }
  queue = queue.then(() => handle(conn, s)).catch(() => undefined);
}

/** A candidate the connection cannot use is skipped; the others and the offer's answer still go on. */
const addCandidate = (conn: RTCPeerConnection, candidate: RTCIceCandidateInit) => conn.addIceCandidate(candidate).catch(() => undefined);

async function handle(conn: RTCPeerConnection, s: { kind: string; data: string }) {
  if (conn !== pc) return;
  if (s.kind === 'offer' || s.kind === 'answer') {
    await conn.setRemoteDescription({ type: s.kind, sdp: s.data });
    remoteSet = true;
    for (const c of waiting) await addCandidate(conn, c);
    waiting = [];
    if (s.kind === 'offer') {
      const answer = await conn.createAnswer();
      await conn.setLocalDescription(answer);
      signal('answer', answer.sdp ?? '');
    }
  } else if (s.kind === 'candidate') {
    const candidate = JSON.parse(s.data) as RTCIceCandidateInit;
    if (remoteSet) await addCandidate(conn, candidate);
    else waiting.push(candidate);
  }
}

const stop = (local: MediaStream) => {
  for (const track of local.getTracks()) track.stop();
};

function teardown(patch: Partial<CallView>) {
  turn++;
  clearTimeout(ringTimer);
  const { local } = $call.get();
  if (local) stop(local);
  pc?.close();
  pc = null;
  early = [];
  unplaced = [];
  set({ ...patch, local: null, remote: null });
  $callsChanged.set($callsChanged.get() + 1);
  clearTimeout(clearTimer);
  clearTimer = setTimeout(() => $call.get().phase === 'ended' && $call.set(IDLE), 4000);
}

const refusal = (message: MessageOrText) => {
  teardown({ phase: 'idle', problem: message });
};

/** Dials a connected member: the camera and microphone first, then the server rings their tabs. */
export async function startCall(peerId: number, peerName: string, kind: CallKind, deniedText: string): Promise<void> {
  if ($call.get().phase !== 'idle' && $call.get().phase !== 'ended') return;
  $call.set({ ...IDLE, phase: 'calling', kind, peerId, peerName });
  unplaced = [];
  const mine = ++turn;
  let local: MediaStream;
  try {
    local = await media(kind);
  } catch {
    if (mine === turn) refusal(deniedText);
    return;
  }
  if (mine !== turn) return stop(local);
  set({ local });
  const r = await dashboardApi.post<CallSession>('/calls', { userId: peerId, kind });
  if (mine !== turn) {
    // He hung up while the server was ringing her: her tabs stop ringing at once.
    if (r.ok) await dashboardApi.post<CallItem>(`/calls/${r.data.call.id}/end`, { reason: 'hung-up' });
    return;
  }
  if (!r.ok) return refusal(r.error);
  // The offer waits for the answer; this tab keeps what it needs to make it.
  iceFor = r.data.iceServers;
  set({ callId: r.data.call.id });
  ringTimer = setTimeout(() => {
    if ($call.get().phase === 'calling') void hangUp('missed');
  }, CALL_RING_SECONDS * 1000);
  const held = unplaced;
  unplaced = [];
  for (const event of held) onCallEvent(event);
}
let iceFor: IceServer[] = [];

export async function answer(deniedText: string): Promise<void> {
  const { callId, kind } = $call.get();
  if (callId === null) return;
  set({ phase: 'connecting' });
  const mine = ++turn;
  let local: MediaStream;
  try {
    local = await media(kind);
  } catch {
    await dashboardApi.post(`/calls/${callId}/end`, {});
    if (mine === turn) refusal(deniedText);
    return;
  }
  // The call ended while the camera started (the end has reached the server already).
  if (mine !== turn) return stop(local);
  set({ local });
  const r = await dashboardApi.post<CallSession>(`/calls/${callId}/answer`, {});
  if (mine !== turn) {
    // It ended while the answer was on its way: the answer must not outlive it.
    if (r.ok) await dashboardApi.post<CallItem>(`/calls/${callId}/end`, {});
    return;
  }
  if (!r.ok) {
    stop(local);
    return refusal(r.error);
  }
  connect(r.data.iceServers, local);
}

export async function decline(): Promise<void> {
  const { callId } = $call.get();
  teardown({ phase: 'idle' });
  if (callId !== null) await dashboardApi.post<CallItem>(`/calls/${callId}/end`, {});
}

export async function hangUp(reason: 'hung-up' | 'missed' = 'hung-up'): Promise<void> {
  const { callId } = $call.get();
  teardown({ phase: 'ended', endReason: reason });
  if (callId !== null) await dashboardApi.post<CallItem>(`/calls/${callId}/end`, { reason });
}

/** Tells the other side this tab's microphone and camera state, so their screen can say "muted" or "camera off". */
const tellMedia = () => {
  const { muted, cameraOff } = $call.get();
  signal('media', JSON.stringify({ muted, cameraOff } satisfies CallMediaState));
};
export function toggleMute() {
  const muted = !$call.get().muted;
  for (const t of $call.get().local?.getAudioTracks() ?? []) t.enabled = !muted;
  set({ muted });
  tellMedia();
}
export function toggleCamera() {
  const cameraOff = !$call.get().cameraOff;
  for (const t of $call.get().local?.getVideoTracks() ?? []) t.enabled = !cameraOff;
  set({ cameraOff });
  tellMedia();
}

/** The other side's `media` signal; anything that is not the expected shape changes nothing. */
function peerMedia(data: string) {
  try {
    const state = JSON.parse(data) as Partial<CallMediaState>;
    set({ peerMuted: state.muted === true, peerCameraOff: state.cameraOff === true });
  } catch {
    /* not JSON: ignored */
  }
}
export const dismiss = () => $call.set(IDLE);

/** The phases in which this tab takes part in its call's signalling. */
const IN_CALL = new Set<CallView['phase']>(['calling', 'connecting', 'active']);

/** The live events of calls, for this tab (the call slot, src/app/features/calls/call-slot.tsx, hands them here). */
export function onCallEvent(event: LiveEvent) {
  const view = $call.get();
  const callId = Number(event.data.callId);
  if (event.type === 'call.ringing') {
    if (view.phase !== 'idle' && view.phase !== 'ended') return;
    clearTimeout(clearTimer);
    $call.set({
      ...IDLE,
      phase: 'incoming',
      callId,
      kind: event.data.kind === 'video' ? 'video' : 'voice',
      peerId: event.actorId,
      peerName: String(event.data.name ?? ''),
    });
    return;
  }
  if (callId !== view.callId) {
    if (view.phase === 'calling' && view.callId === null) unplaced.push(event);
    return;
  }
  if (event.type === 'call.answered') {
    // Another tab of the callee answered: this one stops ringing.
    if (view.phase === 'incoming') return $call.set(IDLE);
    if (view.phase === 'calling' && view.local) void offer(view.local);
  } else if (event.type === 'call.signal') {
    if (IN_CALL.has(view.phase) && event.data.kind === 'media') peerMedia(String(event.data.data));
    else if (IN_CALL.has(view.phase)) enqueue({ kind: String(event.data.kind), data: String(event.data.data) });
  } else if (event.type === 'call.ended') {
    if (view.phase === 'incoming') return teardown({ phase: 'idle' });
    if (view.phase !== 'idle' && view.phase !== 'ended') teardown({ phase: 'ended', endReason: event.data.reason as CallEndReason });
  }
}

async function offer(local: MediaStream) {
  clearTimeout(ringTimer);
  set({ phase: 'connecting' });
  // TURN credentials are issued for the answered call only (docs/decisions/079-calls-and-pushes-bounded.md):
  // the caller asks for them now, and connects with the dial's STUN servers if they cannot be had.
  const { callId } = $call.get();
  const mine = turn;
  const servers = callId === null ? null : await dashboardApi.get<CallSession>(`/calls/${callId}/ice-servers`);
  // The call ended while the servers were asked for: nothing to connect.
  if (mine !== turn) return;
  connect(servers?.ok ? servers.data.iceServers : iceFor, local);
  const conn = pc!;
  const description = await conn.createOffer();
  await conn.setLocalDescription(description);
  signal('offer', description.sdp ?? '');
}

/** Closing the tab mid-call ends it for the other side too (a request that outlives the page). */
export function endOnLeave(): () => void {
  const leave = () => {
    const { callId, phase } = $call.get();
    const token = $auth.get()?.accessToken;
    if (callId === null || !token || phase === 'idle' || phase === 'ended' || phase === 'incoming') return;
    void fetch(`${API_BASE}/calls/${callId}/end`, {
      method: 'POST',
      keepalive: true,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: '{}',
    });
  };
  window.addEventListener('pagehide', leave);
  return () => window.removeEventListener('pagehide', leave);
}
