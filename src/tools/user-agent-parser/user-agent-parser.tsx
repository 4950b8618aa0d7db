import { Button, Card, Group, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconUserScan } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useToolTranslation } from '../../modules/i18n/use-tool-translation';
import { useToolState } from '../../modules/tool-state/tool-state';
import { ClearButton } from '../../ui/clear-button/ClearButton';
import { ReadOnlyField } from '../../ui/read-only-field/ReadOnlyField';
import type en from './locales/en.json';
import { formatBrands, parseUserAgent, UA_SECTIONS, type ClientHints, type UaSection } from './user-agent-parser.service';

const TOOL_ID = 'user-agent-parser';
const MAX_INPUT_CHARS = 10_000;

const ownUserAgent = (): string => (typeof navigator === 'undefined' ? '' : navigator.userAgent);

interface UserAgentData {
  getHighEntropyValues(hints: string[]): Promise<ClientHints>;
}

/** The visitor's own Client Hints (Chromium only); undefined where the API is missing or refuses. */
function useClientHints(): ClientHints | undefined {
  const [hints, setHints] = useState<ClientHints | undefined>(undefined);
  useEffect(() => {
    const data = (navigator as Navigator & { userAgentData?: UserAgentData }).userAgentData;
    if (!data?.getHighEntropyValues) return;
    let active = true;
    data.getHighEntropyValues(['platformVersion', 'architecture', 'bitness', 'model', 'fullVersionList']).then(
      (values) => {
        if (active) setHints(values);
      },
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, []);
  return hints;
}

export default function UserAgentParser() {
  const { t } = useToolTranslation<typeof en>(TOOL_ID);
  const [{ ua }, update] = useToolState(TOOL_ID, { ua: ownUserAgent() }, { persist: { ua: 'local' }, pasteInto: 'ua' });
  const parsed = useMemo(() => parseUserAgent(ua.slice(0, MAX_INPUT_CHARS)), [ua]);
  const hints = useClientHints();

  const hintRows: { label: string; value: string }[] = hints
    ? [
        { label: t('hints.platform'), value: hints.platform ?? '' },
        { label: t('hints.platformVersion'), value: hints.platformVersion ?? '' },
        { label: t('hints.architecture'), value: [hints.architecture, hints.bitness ? `${hints.bitness}-bit` : ''].filter(Boolean).join(' ') },
        { label: t('hints.model'), value: hints.model ?? '' },
        { label: t('hints.fullVersionList'), value: formatBrands(hints.fullVersionList) },
      ]
    : [];

  return (
    <Stack gap="lg">
      <Card withBorder padding="lg" radius="md">
        <Stack gap="sm">
          <Textarea
            label={t('input')}
            placeholder={t('inputPlaceholder')}
            value={ua}
            onChange={(event) => update({ ua: event.currentTarget.value })}
            autosize
            minRows={2}
            maxRows={8}
            spellCheck={false}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' }, section: { alignItems: 'flex-start', paddingTop: 6 } }}
            rightSection={<ClearButton visible={ua !== ''} onClear={() => update({ ua: '' })} />}
          />
          <Group justify="flex-end">
            <Button variant="light" leftSection={<IconUserScan size={16} aria-hidden />} onClick={() => update({ ua: ownUserAgent() })}>
              {t('useMine')}
            </Button>
          </Group>
        </Stack>
      </Card>

      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        {(Object.keys(UA_SECTIONS) as UaSection[]).map((section) => (
          <Card key={section} withBorder padding="lg" radius="md" component="section" aria-labelledby={`ua-${section}`}>
            <Stack gap="sm">
              <Title order={2} size="h4" id={`ua-${section}`}>
                {t(`sections.${section}`)}
              </Title>
              {UA_SECTIONS[section].map((field) => {
                const value = parsed[field];
                return value === undefined ? (
                  <Text key={field} c="dimmed" fs="italic" size="sm">
                    {t(`missing.${field}`)}
                  </Text>
                ) : (
                  <ReadOnlyField
                    key={field}
                    label={t(`fields.${field}`)}
                    value={value}
                    copyLabel={t('copyField', { label: t(`fields.${field}`) })}
                  />
                );
              })}
            </Stack>
          </Card>
        ))}
      </SimpleGrid>

      {hints && (
        <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="ua-client-hints">
          <Stack gap="sm">
            <Title order={2} size="h4" id="ua-client-hints">
              {t('hints.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('hints.description')}
            </Text>
            {hintRows.map((row) => (
              <ReadOnlyField key={row.label} label={row.label} value={row.value} copyLabel={t('copyField', { label: row.label })} labelWidth={160} />
            ))}
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
