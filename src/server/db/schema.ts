import type { ColumnType, Generated } from 'kysely';

/**
 * Types of the tables the domain modules query directly. The generic resource routes
 * (lib/crud) are driven by the resource table and use an untyped view of the database.
 * Booleans are 0 | 1 and timestamps ISO-8601 text in both dialects.
 */
type Id = Generated<number>;
type Flag = ColumnType<number, number | undefined, number>;

export interface UsersTable {
  id: Id;
  name: string;
  email: string;
  mobile: string;
  passwordHash: string;
  userRoleId: number;
  isVerified: Flag;
  isActive: Flag;
  consentAt: string | null;
  lastLoginAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface UserRoleTable {
  id: Id;
  name: string;
  code: string | null;
  isActive: Flag;
  sortOrder: ColumnType<number, number | undefined, number>;
  createdAt: string;
  updatedAt: string;
}

export interface SessionsTable {
  id: Id;
  userId: number;
  tokenHash: string;
  ip: string | null;
  userAgent: string | null;
  createdAt: string;
  expiresAt: string;
  revokedAt: string | null;
  /** Last request made with it (written at most once a minute); null: never since it was created. */
  lastSeenAt: string | null;
}

export interface LoginHistoryTable {
  id: Id;
  userId: number | null;
  email: string | null;
  ip: string | null;
  userAgent: string | null;
  success: number;
  reason: string | null;
  createdAt: string;
}

export interface OneTimeCodesTable {
  id: Id;
  userId: number;
  purpose: string;
  codeHash: string;
  attempts: Flag;
  createdAt: string;
  expiresAt: string;
  consumedAt: string | null;
}

export interface ContactMessageTable {
  id: Id;
  name: string;
  email: string;
  contactNo: string;
  message: string;
  isRead: Flag;
  ip: string | null;
  createdAt: string;
}

export interface EmailLogTable {
  id: Id;
  emailTypeId: number | null;
  toAddress: string;
  subject: string;
  body: string | null;
  status: string;
  attempts: Flag;
  error: string | null;
  createdAt: string;
  sentAt: string | null;
}

export interface SmsLogTable {
  id: Id;
  toMobile: string;
  template: string;
  provider: string;
  status: 'sent' | 'failed';
  error: string | null;
  createdAt: string;
}

export interface EmailTypeTable {
  id: Id;
  name: string;
  code: string | null;
  isActive: Flag;
}

export interface EmailTemplateTable {
  id: Id;
  emailTypeId: number;
  name: string;
  subject: string;
  body: string;
  isActive: Flag;
}

export interface EmailRecipientTable {
  id: Id;
  emailTypeId: number;
  name: string;
  email: string;
}

export interface MailSettingsTable {
  id: Id;
  fromName: string;
  fromAddress: string;
  replyTo: string | null;
  isActive: Flag;
}

export interface DB {
  users: UsersTable;
  userRole: UserRoleTable;
  sessions: SessionsTable;
  loginHistory: LoginHistoryTable;
  oneTimeCodes: OneTimeCodesTable;
  contactMessage: ContactMessageTable;
  emailLog: EmailLogTable;
  smsLog: SmsLogTable;
  emailType: EmailTypeTable;
  emailTemplate: EmailTemplateTable;
  emailRecipient: EmailRecipientTable;
  mailSettings: MailSettingsTable;
}
