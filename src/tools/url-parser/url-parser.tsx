import { Card, Stack, Table } from '@mantine/core';
import { useMemo } from 'react';
import { isToolInputError } from '../../lib/errors';
import { useToolTranslation } from '../../modules/i18n/use-tool-translation';
import { useToolState } from '../../modules/tool-state/tool-state';
import { ReadOnlyField } from '../../ui/read-only-field/ReadOnlyField';
import { TextField } from '../../ui/input/TextField';
import type en from './locales/en.json';
import { DEFAULT_URL, parseUrl, URL_PARTS, type ParsedUrl } from './url-parser.service';

const TOOL_ID = 'url-parser';

function parse(text: string): { parsed?: ParsedUrl; invalid: boolean } {
  try {
    return { parsed: parseUrl(text), invalid: false };
  } catch (error) {
    if (isToolInputError(error)) return { invalid: true };
    throw error;
  }
}

export default function UrlParser() {
  const { t } = useToolTranslation<typeof en>(TOOL_ID);
  const [{ url }, update] = useToolState(TOOL_ID, { url: DEFAULT_URL }, { persist: { url: 'local' }, pasteInto: 'url' });
  const { parsed, invalid } = useMemo(() => parse(url), [url]);

  return (
    <Card withBorder padding="lg" radius="md">
      <Stack gap="md">
        <TextField
          label={t('url')}
          placeholder={t('urlPlaceholder')}
          value={url}
          onChange={(value) => update({ url: value })}
          error={invalid ? t('invalidUrl') : undefined}
          monospace
        />
        <Stack gap="xs">
          {URL_PARTS.map((part) => (
            <ReadOnlyField
              key={part}
              label={t(`parts.${part}`)}
              value={parsed?.[part] ?? ''}
              copyLabel={t('copyPart', { label: t(`parts.${part}`) })}
              labelWidth={110}
            />
          ))}
        </Stack>
        {parsed && parsed.params.length > 0 && (
          <div style={{ overflowX: 'auto' }}>
            <Table striped withTableBorder aria-label={t('paramsTable')} style={{ fontFamily: 'var(--mantine-font-family-monospace)' }}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('key')}</Table.Th>
                  <Table.Th scope="col">{t('value')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {parsed.params.map(([key, value], index) => (
                  <Table.Tr key={index}>
                    <Table.Td style={{ wordBreak: 'break-all' }}>{key}</Table.Td>
                    <Table.Td style={{ wordBreak: 'break-all' }}>{value}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </div>
        )}
      </Stack>
    </Card>
  );
}
