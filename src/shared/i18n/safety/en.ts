import { english } from '../compile';
/**
 * The safety centre (the MeitY advisory for matrimonial sites; docs/product/trust.md), in English:
 * the public page (the notes the dashboard shows from time to time are in ./notes-en.ts). Hindi and Tamil fill the
 * same keys (./hi.ts, ./ta.ts).
 */
export const safetyEn = english({
  page: {
    title: 'Safety centre',
    description: 'How to spot and report marriage scams: money requests, customs or gift fees, investment offers and video-call blackmail.',
    heading: 'Stay safe while you search',
    lead: 'Most members are who they say they are. A few are not: they build trust quickly, then ask for money. These are the tricks we see most, and what to do.',
  },
  topics: [
    {
      heading: 'Requests for money',
      body: 'No genuine match asks for money, whatever the story: a hospital bill, a stuck visa, a business loss. Never send money, gift cards or UPI payments to someone you have not met in person with your family.',
    },
    {
      heading: 'Customs or gift fees',
      body: 'Someone abroad says a gift, jewellery or cash sent to you is held at customs and a fee must be paid to release it. It is always a scam: customs never asks you to pay into a personal account.',
    },
    {
      heading: 'Investment offers',
      body: 'A match who talks about trading, crypto or an app that doubles money, and offers to teach you, is running a fraud. Do not install apps or invest on anyone’s advice from here.',
    },
    {
      heading: 'Video-call blackmail',
      body: 'A video call may be recorded and used for threats. End any call that turns intimate, do not pay, keep the messages and the number, and report it at once: paying only brings more demands.',
    },
    {
      heading: 'Before you meet',
      body: 'Look for the ID verified badge; a profile says when its identity was not checked. Talk on the phone and by video first, meet in a public place, and tell your family where you are.',
    },
  ],
  report: {
    heading: 'How to report',
    here: 'Here: open the profile and choose Report, or file a grievance with our grievance officer.',
    grievances: 'File a grievance',
    cyber: 'Online: the National Cyber Crime Reporting Portal,',
    helpline: 'By phone: the cyber fraud helpline 1930 (free, every day). Call at once if money was taken: the sooner, the better the chance to stop it.',
  },
});
export type SafetyWords = typeof safetyEn;
