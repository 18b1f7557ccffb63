// The selfie-verification feature's door: "Verify my photos" in Settings, and the administrators' queue.
export { SelfieSection } from './selfie-section';
