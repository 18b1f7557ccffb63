import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { axeViolations } from '../axe';
import { screenshot } from '../screenshots';
import { adminLogin, bearer, createAccount, inBothThemes, settled, type Account } from '../dashboard/support';
import { fullProfile } from '../../factories/profile-body';

type Row = { id: number; name: string; religionId?: number };
const list = async (request: APIRequestContext, path: string) => (await (await request.get(`/api/${path}?pageSize=1000`)).json()).response.items as Row[];

export interface Member extends Account {
  fullName: string;
}

/**
 * A dashboard screen once its reads are answered, in the theme it shows and then in the other
 * (the choice is stored: the next screen opens in it): nothing wider than the screen, axe's
 * violations added to `found` as `name, theme: violation`, and with E2E_SCREENSHOTS a picture named
 * `picture-width-theme`. Behind an open dialog the theme button is pressed from the page's script.
 */
export async function checkScreen(
  page: Page,
  { name, picture, found, behindDialog = false }: { name: string; picture: string; found: string[]; behindDialog?: boolean },
) {
  await settled(page);
  const width = page.viewportSize()!.width;
  await inBothThemes(
    page,
    async (theme) => {
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${name} overflows at ${width}px, ${theme}`).toBeLessThanOrEqual(0);
      await screenshot(page, `${picture}-${width}-${theme}`, { fullPage: true });
      for (const line of await axeViolations(page)) found.push(`${name}, ${theme}: ${line}`);
    },
    { behindDialog },
  );
}

/** Adds a row to a reference master as the admin, and returns its id. */
export async function addMaster(request: APIRequestContext, admin: Account, path: string, data: Record<string, unknown>) {
  const res = await request.post(`/api/${path}`, { headers: bearer(admin), data });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).response.id as number;
}

/**
 * Reference ids for complete profiles, in a religion and caste made for the caller (the admin adds
 * them), so that the match pool holds only the members the caller puts in it.
 */
export async function referenceIds(request: APIRequestContext, admin: Account) {
  const religionName = `E2E Religion ${randomBytes(3).toString('hex')}`;
  const religionId = await addMaster(request, admin, 'religion-master', { name: religionName });
  const casteName = `E2E Caste ${randomBytes(3).toString('hex')}`;
  const casteId = await addMaster(request, admin, 'caste-master', { name: casteName, religionId });
  const states = (await list(request, 'state-master')) as (Row & { countryId: number })[];
  const first = async (path: string) => (await list(request, path))[0].id;
  return {
    religionId,
    casteId,
    casteName,
    countryId: states[0].countryId,
    stateId: states[0].id,
    complexionId: await first('complexion-master'),
    maritalStatusId: await first('marital-status-master'),
    qualificationId: await first('qualification-master'),
    occupationId: await first('occupation-master'),
    employmentTypeId: await first('employment-type-master'),
    familyTypeId: await first('family-type-master'),
    dietId: await first('dietary-habit-master'),
    smokingId: await first('smoking-habit-master'),
    drinkingId: await first('drinking-habit-master'),
  };
}
export type ReferenceIds = Awaited<ReturnType<typeof referenceIds>>;

/** A verified member with a complete seven-section profile, saved through the API by the member. */
export async function memberWithProfile(
  request: APIRequestContext,
  admin: Account,
  r: ReferenceIds,
  who: { first: string; genderId: 1 | 2; dob: string; ageMin: number; ageMax: number; city: string },
): Promise<Member> {
  const fullName = `${who.first} ${randomBytes(3).toString('hex')}`;
  const account = await createAccount(request, admin, 'user', fullName);
  const data = fullProfile(account.userId, r, {
    personal: {
      titleId: who.genderId === 1 ? 1 : 2,
      fullName,
      dob: who.dob,
      genderId: who.genderId,
      subCaste: '',
      height: who.genderId === 1 ? 176 : 162,
      fatherName: 'Rakesh',
      motherName: 'Sunita',
    },
    contact: { city: who.city },
    partnerPreferences: { ageMin: who.ageMin, ageMax: who.ageMax, educationId: null },
    lifestyle: { aboutMe: 'Loves the hills.' },
  });
  const res = await request.put('/api/user-matrimonial-detail/UpdateUserMatrimonial', { headers: bearer(account), data });
  expect(res.status(), await res.text()).toBe(200);
  return { ...account, fullName };
}

/** Two members whose profiles and preferences accept each other: she is 30, he is 32. */
export async function matchingPair(request: APIRequestContext, admin: Account) {
  const r = await referenceIds(request, admin);
  const year = new Date().getUTCFullYear();
  const bride = await memberWithProfile(request, admin, r, { first: 'Ananya', genderId: 2, dob: `${year - 31}-01-15`, ageMin: 28, ageMax: 36, city: 'Pune' });
  const groom = await memberWithProfile(request, admin, r, { first: 'Rohan', genderId: 1, dob: `${year - 33}-01-15`, ageMin: 25, ageMax: 32, city: 'Mumbai' });
  return { bride, groom, reference: r };
}

/** A matching pair connected: he sent an interest and she accepted it, so they can talk and call. */
export async function connectedPair(request: APIRequestContext, admin: Account) {
  const { bride, groom, reference } = await matchingPair(request, admin);
  const sent = await request.post('/api/interests', { headers: bearer(groom), data: { targetUserId: bride.userId } });
  expect(sent.status(), await sent.text()).toBe(201);
  const id = (await sent.json()).response.id;
  const accepted = await request.post(`/api/interests/${id}/accept`, { headers: bearer(bride), data: {} });
  expect(accepted.status(), await accepted.text()).toBe(200);
  return { bride, groom, reference };
}

/**
 * A photo (a plain coloured JPEG) uploaded by the member, as the profile form does, and approved
 * by an administrator, so other members see it (docs/product/member-loop.md); returns its document id.
 */
export async function uploadPhoto(request: APIRequestContext, member: Account, colour = '#c2185b', typeName = 'Close Up Photo') {
  const types = await list(request, 'document-type-master');
  const closeUp = types.find((t) => t.name === typeName)!;
  const bytes = await sharp({ create: { width: 400, height: 500, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
  const res = await request.post('/api/Document/upload', {
    headers: bearer(member),
    multipart: { userId: String(member.userId), documentTypeId: String(closeUp.id), file: { name: 'me.jpg', mimeType: 'image/jpeg', buffer: bytes } },
  });
  expect(res.status(), await res.text()).toBe(201);
  const id = (await res.json()).response.id as number;
  const approved = await request.post(`/api/photo-approval/${id}/approve`, { headers: bearer(await adminLogin(request)) });
  expect(approved.status(), await approved.text()).toBe(200);
  return id;
}

/** An active paid plan with `contactViews` contact views, bought through the test payment provider. */
export async function buyPlan(request: APIRequestContext, admin: Account, member: Account, contactViews: number) {
  const plan = await request.post('/api/SubscriptionPlan/AddSubscriptionPlan', {
    headers: bearer(admin),
    data: { name: `Plan ${randomBytes(3).toString('hex')}`, price: 499, durationDays: 30, contactViews },
  });
  expect(plan.status(), await plan.text()).toBe(201);
  const sub = await request.post('/api/Subscription/create', { headers: bearer(member), data: { planId: (await plan.json()).response.id } });
  const id = (await sub.json()).response.subscription.id;
  const pay = await request.post('/api/Payment/test-checkout', { headers: bearer(member), data: { subscriptionId: id } });
  await request.post('/api/Payment/AddPayment/', { headers: bearer(member), data: { subscriptionId: id, ...(await pay.json()).response.proof } });
  expect((await request.put(`/api/Subscription/${id}/activate`, { headers: bearer(member) })).status()).toBe(200);
}
