import { fetchCallSetting, saveCallSetting } from './api';
import { ToggleSection } from '../../dashboard/parts/toggle-section';
import { useWords } from '../../dashboard/helpers/i18n';

/** Whether connected members may call me (docs/product/calls-and-push.md). */
export function CallsSection() {
  const t = useWords().calls;
  return (
    <ToggleSection
      id="calls-setting"
      inputId="calls-enabled"
      load={fetchCallSetting}
      save={saveCallSetting}
      isOn={(setting) => setting.callsEnabled}
      words={{ title: t.settingsTitle, help: t.settingsHelp, label: t.settingsLabel, failed: t.settingsFailed, on: t.settingsOn, off: t.settingsOff }}
    />
  );
}
