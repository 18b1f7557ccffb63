import { array, boolean, enums, integer, nullable, object, optional, size, string, type, type Infer } from 'superstruct';
import { MAX_DB_INTEGER } from '../constants';
import { wholeNumber } from '../validation/whole-number';

/**
 * Voice and video calls between connected members (docs/product/calls-and-push.md): what the
 * dashboard sends to start, answer and end a call and to pass the WebRTC signalling on, and the
 * replies. The media goes from browser to browser; the server only relays the signalling.
 */
export const CALL_KINDS = ['voice', 'video'] as const;
export type CallKind = (typeof CALL_KINDS)[number];
export const CALL_STATES = ['ringing', 'active', 'ended', 'declined', 'missed'] as const;
export type CallState = (typeof CALL_STATES)[number];
/** Why a call ended: hung up, the callee declined, nobody answered, a block, or a side vanished. */
export const CALL_END_REASONS = ['hung-up', 'declined', 'missed', 'blocked', 'busy', 'gone'] as const;
export type CallEndReason = (typeof CALL_END_REASONS)[number];

/** How long a call rings before it counts as missed (seconds). */
export const CALL_RING_SECONDS = 45;
/** The longest call: past this an unanswered end is assumed (a closed laptop), and TURN credentials expire. */
export const CALL_MAX_HOURS = 4;
/** Calls one member may start in ten minutes and in a day (UTC). */
export const CALLS_PER_TEN_MINUTES = 10;
export const CALLS_PER_DAY = 60;
/** The largest signalling message (an SDP offer with many codecs stays well under it). */
export const CALL_SIGNAL_MAX = 20_000;

export const StartCallBody = object({
  userId: wholeNumber('userId', 1, MAX_DB_INTEGER),
  kind: enums(CALL_KINDS),
});
export const CallSignalBody = object({
  /**
   * An SDP offer or answer, one ICE candidate (JSON of RTCIceCandidateInit), or the sender's
   * microphone and camera state (`media`: JSON of CallMediaState), so the other side can say so.
   */
  kind: enums(['offer', 'answer', 'candidate', 'media'] as const),
  data: size(string(), 1, CALL_SIGNAL_MAX),
});
export type CallSignal = Infer<typeof CallSignalBody>;
/** What a `media` signal carries. */
export interface CallMediaState {
  muted: boolean;
  cameraOff: boolean;
}
export const CallEndBody = object({ reason: optional(enums(['hung-up', 'missed'] as const)) });

export const IceServerReply = type({ urls: array(string()), username: optional(string()), credential: optional(string()) });
export type IceServer = Infer<typeof IceServerReply>;

export const CallReply = type({
  id: integer(),
  callerId: integer(),
  calleeId: integer(),
  kind: enums(CALL_KINDS),
  state: enums(CALL_STATES),
  endReason: nullable(enums(CALL_END_REASONS)),
  createdAt: string(),
  answeredAt: nullable(string()),
  endedAt: nullable(string()),
  /** Seconds between answering and the end; null until both happened. */
  seconds: nullable(integer()),
  /** Started by the reader. */
  mine: boolean(),
});
export type CallItem = Infer<typeof CallReply>;
/** A call one takes part in, with the STUN and TURN servers (TURN credentials for this call only). */
export const CallSessionReply = type({ call: CallReply, iceServers: array(IceServerReply) });
export type CallSession = Infer<typeof CallSessionReply>;
export const CallHistoryQuery = object({ limit: optional(wholeNumber('limit', 1, 100)) });
export const CallHistoryReply = type({ items: array(CallReply) });

export const CallSettingBody = object({ callsEnabled: boolean() });
export const CallSettingReply = type({ callsEnabled: boolean() });
export type CallSetting = Infer<typeof CallSettingReply>;
