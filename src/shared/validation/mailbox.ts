/**
 * Exactly one mailbox (the HTML form's rule): no list separators, quotes or display names, which a
 * mail library would read as several recipients ("x,victim@example.in").
 */
export const MAILBOX_PATTERN = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/;
