import { API_BASE } from '../../lib/api';
import { $auth } from '../../stores/auth';
import { CALL_RING_SECONDS, type CallEndReason, type CallItem, type CallKind, type CallSession, type IceServer } from '../../shared/schemas/calls';
import type { LiveEvent } from '../../shared/schemas/conversations';
import { $call, $callsChanged, IDLE, type CallView } from './call-state';
import { dashboardApi } from './session';

/**
 * One call at a time in this tab (docs/product/calls-and-push.md): the WebRTC connection and its
 * signalling. The server relays the offer, the answer and the ICE candidates as live events
 * (`call.*` on GET /api/events) and the small calls API; the media goes from browser to browser.
 * The caller makes the offer once the callee has answered; signals that arrive before this tab's
 * connection exists wait for it, and all are handled in order.
 */
const set = (patch: Partial<CallView>) => $call.set({ ...$call.get(), ...patch });
let pc: RTCPeerConnection | null = null;
let early: Array<{ kind: string; data: string }> = [];
let queue: Promise<void> = Promise.resolve();
let remoteSet = false;
let waiting: RTCIceCandidateInit[] = [];
let ringTimer: ReturnType<typeof setTimeout> | undefined;
let clearTimer: ReturnType<typeof setTimeout> | undefined;

const media = (kind: CallKind) => navigator.mediaDevices.getUserMedia({ audio: true, video: kind === 'video' });
const signal = (kind: 'offer' | 'answer' | 'candidate', data: string) => {
  const id = $call.get().callId;
  if (id !== null) void dashboardApi.post(`/calls/${id}/signal`, { kind, data });
};

function connect(iceServers: IceServer[], local: MediaStream) {
  const conn = new RTCPeerConnection({ iceServers });
  pc = conn;
  remoteSet = false;
  waiting = [];
  for (const track of local.getTracks()) conn.addTrack(track, local);
  conn.onicecandidate = (e) => {
    if (e.candidate) signal('candidate', JSON.stringify(e.candidate.toJSON()));
  };
  conn.ontrack = (e) => set({ remote: e.streams[0] ?? new MediaStream([e.track]) });
  conn.onconnectionstatechange = () => {
    if (conn.connectionState === 'connected' && $call.get().phase !== 'active') set({ phase: 'active', connectedAt: Date.now() });
    if (conn.connectionState === 'failed') void hangUp();
  };
  const held = early;
  early = [];
  for (const s of held) enqueue(s);
}

function enqueue(s: { kind: string; data: string }) {
  if (!pc) {
    early.push(s);
    return;
  }
  queue = queue.then(() => handle(s)).catch(() => undefined);
}

async function handle(s: { kind: string; data: string }) {
  const conn = pc;
  if (!conn) return;
  if (s.kind === 'offer' || s.kind === 'answer') {
    await conn.setRemoteDescription({ type: s.kind, sdp: s.data });
    remoteSet = true;
    for (const c of waiting) await conn.addIceCandidate(c);
    waiting = [];
    if (s.kind === 'offer') {
      const answer = await conn.createAnswer();
      await conn.setLocalDescription(answer);
      signal('answer', answer.sdp ?? '');
    }
  } else if (s.kind === 'candidate') {
    const candidate = JSON.parse(s.data) as RTCIceCandidateInit;
    if (remoteSet) await conn.addIceCandidate(candidate);
    else waiting.push(candidate);
  }
}

function teardown(patch: Partial<CallView>) {
  clearTimeout(ringTimer);
  const { local } = $call.get();
  for (const track of local?.getTracks() ?? []) track.stop();
  pc?.close();
  pc = null;
  early = [];
  set({ ...patch, local: null, remote: null });
  $callsChanged.set($callsChanged.get() + 1);
  clearTimeout(clearTimer);
  clearTimer = setTimeout(() => $call.get().phase === 'ended' && $call.set(IDLE), 4000);
}

const refusal = (message: string) => {
  teardown({ phase: 'idle', problem: message });
};

/** Dials a connected member: the camera and microphone first, then the server rings their tabs. */
export async function startCall(peerId: number, peerName: string, kind: CallKind, deniedText: string): Promise<void> {
  if ($call.get().phase !== 'idle' && $call.get().phase !== 'ended') return;
  $call.set({ ...IDLE, phase: 'calling', kind, peerId, peerName });
  let local: MediaStream;
  try {
    local = await media(kind);
  } catch {
    return refusal(deniedText);
  }
  set({ local });
  const r = await dashboardApi.post<CallSession>('/calls', { userId: peerId, kind });
  if (!r.ok) return refusal(r.message);
  set({ callId: r.data.call.id });
  // The offer waits for the answer; this tab keeps what it needs to make it.
  iceFor = r.data.iceServers;
  ringTimer = setTimeout(() => {
    if ($call.get().phase === 'calling') void hangUp('missed');
  }, CALL_RING_SECONDS * 1000);
}
let iceFor: IceServer[] = [];

export async function answer(deniedText: string): Promise<void> {
  const { callId, kind } = $call.get();
  if (callId === null) return;
  set({ phase: 'connecting' });
  let local: MediaStream;
  try {
    local = await media(kind);
  } catch {
    await dashboardApi.post(`/calls/${callId}/end`, {});
    return refusal(deniedText);
  }
  set({ local });
  const r = await dashboardApi.post<CallSession>(`/calls/${callId}/answer`, {});
  if (!r.ok) {
    for (const track of local.getTracks()) track.stop();
    return refusal(r.message);
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

export function toggleMute() {
  const muted = !$call.get().muted;
  for (const t of $call.get().local?.getAudioTracks() ?? []) t.enabled = !muted;
  set({ muted });
}
export function toggleCamera() {
  const cameraOff = !$call.get().cameraOff;
  for (const t of $call.get().local?.getVideoTracks() ?? []) t.enabled = !cameraOff;
  set({ cameraOff });
}
export const dismiss = () => $call.set(IDLE);

/** The live events of calls, for this tab (the call slot, src/dashboard/components/call-slot.tsx, hands them here). */
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
  if (callId !== view.callId) return;
  if (event.type === 'call.answered') {
    // Another tab of the callee answered: this one stops ringing.
    if (view.phase === 'incoming') return $call.set(IDLE);
    if (view.phase === 'calling' && view.local) void offer(view.local);
  } else if (event.type === 'call.signal') enqueue({ kind: String(event.data.kind), data: String(event.data.data) });
  else if (event.type === 'call.ended') {
    if (view.phase === 'incoming') return teardown({ phase: 'idle' });
    if (view.phase !== 'idle' && view.phase !== 'ended') teardown({ phase: 'ended', endReason: event.data.reason as CallEndReason });
  }
}

async function offer(local: MediaStream) {
  clearTimeout(ringTimer);
  set({ phase: 'connecting' });
  connect(iceFor, local);
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
