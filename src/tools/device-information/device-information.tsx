import { Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useToolTranslation } from '../../modules/i18n/use-tool-translation';
import { CopyButton } from '../../ui/copy/CopyButton';
import { ReadOnlyField } from '../../ui/read-only-field/ReadOnlyField';
import { describeDevice, DEVICE_FIELDS, deviceReportJson, readEnvironment, SCREEN_FIELDS, type DeviceField, type DeviceInfo } from './device-information.service';
import type en from './locales/en.json';

const TOOL_ID = 'device-information';

/** The values, read again on resize (once per animation frame) and on orientation change. */
function useDeviceInfo(): DeviceInfo {
  const [info, setInfo] = useState(() => describeDevice(readEnvironment()));
  useEffect(() => {
    let frame = 0;
    const refresh = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        setInfo(describeDevice(readEnvironment()));
      });
    };
    window.addEventListener('resize', refresh);
    const orientation = typeof screen !== 'undefined' ? screen.orientation : undefined;
    orientation?.addEventListener?.('change', refresh);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('resize', refresh);
      orientation?.removeEventListener?.('change', refresh);
    };
  }, []);
  return info;
}

/** Nothing here is sent anywhere: the values are read from the browser and shown. */
export default function DeviceInformation() {
  const { t } = useToolTranslation<typeof en>(TOOL_ID);
  const info = useDeviceInfo();
  const shown = (field: DeviceField) => info[field] ?? t('unknown');
  const report = deviceReportJson([...SCREEN_FIELDS, ...DEVICE_FIELDS].map((field) => [t(`fields.${field}`), shown(field)] as const));

  const card = (id: string, title: string, fields: readonly DeviceField[]) => (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        {fields.map((field) => (
          <ReadOnlyField
            key={field}
            label={t(`fields.${field}`)}
            value={shown(field)}
            copyLabel={t('copyField', { label: t(`fields.${field}`) })}
            monospace={false}
            styles={info[field] === undefined ? { input: { color: 'var(--mantine-color-dimmed)', fontStyle: 'italic' } } : undefined}
          />
        ))}
      </Stack>
    </Card>
  );

  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        {card('device-information-screen', t('screenTitle'), SCREEN_FIELDS)}
        {card('device-information-device', t('deviceTitle'), DEVICE_FIELDS)}
      </SimpleGrid>
      <Group justify="center" gap="sm">
        <CopyButton value={report} label={t('copyAll')} toast={t('copyAllToast')} />
      </Group>
      <Text size="sm" c="dimmed" ta="center">
        {t('privacy')}
      </Text>
    </Stack>
  );
}
