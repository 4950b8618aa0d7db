import { Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useToolTranslation } from '../../modules/i18n/use-tool-translation';
import { CheatsheetView } from '../../ui/cheatsheet/CheatsheetView';
import type en from './locales/en.json';
import source from './regex-memo.md?raw';
import { filterRegexMemo, hasMatchingRows, parseRegexMemo, regexMemoToMarkdown } from './regex-memo.service';

const TOOL_ID = 'regex-memo';
const SECTIONS = parseRegexMemo(source);

export default function RegexMemo() {
  const { t } = useToolTranslation<typeof en>(TOOL_ID);
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const filtered = useMemo(() => filterRegexMemo(SECTIONS, query), [query]);
  const markdown = useMemo(() => regexMemoToMarkdown(filtered), [filtered]);

  return (
    <Stack gap="lg">
      <TextInput
        label={t('filter')}
        placeholder={t('filterPlaceholder')}
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
        leftSection={<IconSearch size={16} aria-hidden />}
        maw={480}
      />
      {!hasMatchingRows(filtered) && <Text role="status">{t('noMatch', { query: query.trim() })}</Text>}
      <CheatsheetView markdown={markdown} copyLabel={t('copy')} onInternalLink={(path) => void navigate(path)} />
    </Stack>
  );
}
