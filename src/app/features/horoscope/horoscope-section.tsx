import { fetchHoroscopeSetting, saveHoroscopeSetting } from './api';
import { ToggleSection } from '../../dashboard/parts/toggle-section';
import { useWords } from '../../dashboard/helpers/i18n';

/** The opt-in to guna milan on viewed profiles (docs/decisions/037-guna-milan.md). */
export function HoroscopeSection() {
  const t = useWords().settings;
  return (
    <ToggleSection
      id="horoscope"
      inputId="horoscope-matching"
      load={fetchHoroscopeSetting}
      save={saveHoroscopeSetting}
      isOn={(setting) => setting.horoscopeMatching}
      words={{ title: t.horoscopeTitle, help: t.horoscopeHelp, label: t.horoscopeLabel, failed: t.horoscopeFailed, on: t.horoscopeOn, off: t.horoscopeOff }}
    />
  );
}
