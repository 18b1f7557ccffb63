import { describe, expect, it } from 'vitest';
import { effectiveStatus, interestBetween } from './interests';

const now = new Date('2026-06-30T12:00:00Z');
const daysAgo = (n: number) => new Date(now.getTime() - n * 86_400_000).toISOString();

describe('the state of an interest', () => {
  it('reads a pending interest older than 30 days as expired, and nothing else', () => {
    expect(effectiveStatus('pending', daysAgo(29), now)).toBe('pending');
    expect(effectiveStatus('pending', daysAgo(31), now)).toBe('expired');
    expect(effectiveStatus('accepted', daysAgo(90), now)).toBe('accepted');
    expect(effectiveStatus('declined', daysAgo(90), now)).toBe('declined');
  });

  it('shows a live interest before a closed one, either way, and never an ended one', () => {
    const me = 1;
    const sentDeclined = { id: 10, userId: me, status: 'declined', createdAt: daysAgo(5), updatedAt: daysAgo(1) };
    const receivedPending = { id: 11, userId: 2, status: 'pending', createdAt: daysAgo(3), updatedAt: null };
    expect(interestBetween(me, [sentDeclined, receivedPending], now)).toEqual({ id: 11, direction: 'received', status: 'pending' });
    expect(interestBetween(me, [sentDeclined], now)).toEqual({ id: 10, direction: 'sent', status: 'declined' });
    expect(interestBetween(me, [{ ...receivedPending, status: 'ended' }], now)).toBeNull();
    expect(interestBetween(me, [{ ...receivedPending, createdAt: daysAgo(40) }], now)).toEqual({ id: 11, direction: 'received', status: 'expired' });
  });
});
