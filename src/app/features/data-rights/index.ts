// The data-rights feature's door: the member's consents and nominee in Settings.
export { ConsentsSection } from './consents-section';
export { NomineeSection } from './nominee-section';
