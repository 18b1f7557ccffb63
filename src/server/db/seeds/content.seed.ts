import { ABOUT_US, FOOTER, HEADER, MENU_ITEMS, MENU_ITEM_TRANSLATIONS, PRIVACY_POLICY } from './data/content.ts';
import { EMAIL_TYPES } from './data/email.ts';
import { idsByName, insertMissing } from './upsert.ts';
import type { Database } from '../database.ts';

/** Site content, e-mail types and recipients, and the mail settings row. */
export async function seedContent(db: Database, mail: { fromName: string; fromAddress: string; contactInbox: string }) {
  await insertMissing(db, 'aboutUs', ['title'], [{ ...ABOUT_US, isActive: 1 }]);
  await insertMissing(db, 'header', ['title'], [HEADER]);
  await insertMissing(db, 'footer', ['address'], [FOOTER]);
  await insertMissing(db, 'privacyPolicy', ['title'], [PRIVACY_POLICY]);

  const menuTypes = await idsByName(db, 'menuType');
  await insertMissing(
    db,
    'menuItem',
    ['menuTypeId', 'url'],
    MENU_ITEMS.map((m) => ({ label: m.label, url: m.url, menuTypeId: menuTypes.get(m.menuType)!, sortOrder: m.sortOrder, isActive: 1 })),
  );
  const items = await db.selectFrom('menuItem').select(['id', 'url']).orderBy('id').execute();
  const itemByUrl = new Map<string, number>();
  for (const item of items) if (!itemByUrl.has(String(item.url))) itemByUrl.set(String(item.url), Number(item.id));
  const languages = await idsByName(db, 'language');
  await insertMissing(
    db,
    'menuItemTranslation',
    ['menuItemId', 'languageId'],
    MENU_ITEM_TRANSLATIONS.filter((t) => itemByUrl.has(t.url) && languages.has(t.language)).map((t) => ({
      menuItemId: itemByUrl.get(t.url)!,
      languageId: languages.get(t.language)!,
      label: t.label,
    })),
  );

  for (const [index, type] of EMAIL_TYPES.entries()) {
    await insertMissing(db, 'emailType', ['code'], [{ code: type.code, name: type.name, sortOrder: index + 1, isActive: 1 }]);
  }
  // No e-mail template rows: the mails' texts are the catalogue's (src/shared/i18n/mail), and a
  // row is an administrator's override of one (docs/decisions/098-mails-and-sms-from-the-catalogues.md).
  const types = await idsByName(db, 'emailType', 'code');
  await insertMissing(db, 'emailRecipient', ['emailTypeId', 'email'], [{ emailTypeId: types.get('contact')!, name: 'Support desk', email: mail.contactInbox }]);
  await insertMissing(
    db,
    'mailSettings',
    ['fromAddress'],
    [{ fromName: mail.fromName, fromAddress: mail.fromAddress, replyTo: mail.contactInbox, isActive: 1 }],
  );
}
