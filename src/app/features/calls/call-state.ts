import { atom } from 'nanostores';
import type { CallEndReason, CallKind } from '../../../shared/schemas/calls';
import type { MessageOrText } from '../../../shared/message-code';

/**
 * The state of this tab's call, apart from the call itself (./call-session.ts): the shell watches
 * it to bring in the call dock when a call begins, without loading WebRTC's code before then
 * (docs/decisions/074-dashboard-first-screen.md).
 */
export type CallPhase = 'idle' | 'incoming' | 'calling' | 'connecting' | 'active' | 'ended';
export interface CallView {
  phase: CallPhase;
  callId: number | null;
  kind: CallKind;
  peerId: number | null;
  peerName: string;
  muted: boolean;
  cameraOff: boolean;
  /** The other side's microphone and camera, as their `media` signals say. */
  peerMuted: boolean;
  peerCameraOff: boolean;
  /** When the media started flowing (for the call's clock). */
  connectedAt: number | null;
  endReason: CallEndReason | null;
  /** The server's refusal or the browser's, shown once. */
  problem: MessageOrText | null;
  local: MediaStream | null;
  remote: MediaStream | null;
}
export const IDLE: CallView = {
  phase: 'idle',
  callId: null,
  kind: 'voice',
  peerId: null,
  peerName: '',
  muted: false,
  cameraOff: false,
  peerMuted: false,
  peerCameraOff: false,
  connectedAt: null,
  endReason: null,
  problem: null,
  local: null,
  remote: null,
};
export const $call = atom<CallView>(IDLE);
/** Bumped when a call of this tab ends, so an open conversation reloads its call log. */
export const $callsChanged = atom(0);
