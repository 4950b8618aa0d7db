import { Card, Kbd, Stack, Table, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useToolTranslation } from '../../modules/i18n/use-tool-translation';
import { ReadOnlyField } from '../../ui/read-only-field/ReadOnlyField';
import { describeKey, formatModifiers, pushRecent, shouldPreventDefault, type KeyInfo } from './keycode-info.service';
import type en from './locales/en.json';

const TOOL_ID = 'keycode-info';

/** Typing in a text field (the shell's search, the palette) is not a key to inspect. */
function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;
}

/** Listens to every keydown on the document; the values are shown as plain text, nothing is stored. */
export default function KeycodeInfo() {
  const { t } = useToolTranslation<typeof en>(TOOL_ID);
  const [pressed, setPressed] = useState<{ info: KeyInfo; id: number } | undefined>(undefined);
  const [recent, setRecent] = useState<{ info: KeyInfo; id: number }[]>([]);
  const previousKey = useRef<string | undefined>(undefined);
  const counter = useRef(0);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (isEditable(event.target)) return;
      if (shouldPreventDefault(event.key, previousKey.current)) event.preventDefault();
      previousKey.current = event.key;
      counter.current += 1;
      const entry = { info: describeKey(event), id: counter.current };
      setPressed(entry);
      setRecent((current) => pushRecent(current, entry));
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  const info = pressed?.info;
  const location = info ? `${info.location} (${info.locationName ? t(`locations.${info.locationName}`) : t('locations.unknown')})` : '';
  const fields: { id: 'key' | 'keyCode' | 'code' | 'location' | 'modifiers'; value: string; placeholder?: string }[] = info
    ? [
        { id: 'key', value: info.key },
        { id: 'keyCode', value: String(info.keyCode) },
        { id: 'code', value: info.code },
        { id: 'location', value: location },
        { id: 'modifiers', value: formatModifiers(info.modifiers), placeholder: t('noModifiers') },
      ]
    : [];

  return (
    <Stack gap="lg">
      <Card withBorder padding="xl" radius="md" component="section" aria-label={t('captureArea')}>
        <Stack gap="sm" align="center" ta="center">
          {info && (
            <Text component="p" m={0} fz={48} fw={700} lh={1.2} ff="monospace" style={{ wordBreak: 'break-all' }} aria-live="polite">
              {info.displayKey}
            </Text>
          )}
          <Text component="p" m={0} size="lg">
            {t('prompt')}
          </Text>
          <Text component="p" m={0} size="sm" c="dimmed">
            {t('escapeHint')}
          </Text>
        </Stack>
      </Card>

      {info && (
        <Card withBorder padding="lg" radius="md">
          <Stack gap="xs">
            {fields.map((field) => (
              <ReadOnlyField
                key={field.id}
                label={t(`fields.${field.id}`)}
                value={field.value}
                placeholder={field.placeholder}
                copyLabel={t('copyField', { label: t(`fields.${field.id}`) })}
                labelWidth={110}
              />
            ))}
          </Stack>
        </Card>
      )}

      {recent.length > 0 && (
        <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="keycode-info-recent">
          <Stack gap="sm">
            <Title order={2} size="h4" id="keycode-info-recent">
              {t('recentTitle')}
            </Title>
            <Table striped withTableBorder aria-labelledby="keycode-info-recent">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('fields.key')}</Table.Th>
                  <Table.Th scope="col">{t('fields.code')}</Table.Th>
                  <Table.Th scope="col">{t('fields.keyCode')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {recent.map(({ info: row, id }) => (
                  <Table.Tr key={id}>
                    <Table.Td>
                      <Kbd>{row.displayKey}</Kbd>
                    </Table.Td>
                    <Table.Td ff="monospace">{row.code}</Table.Td>
                    <Table.Td ff="monospace">{row.keyCode}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
