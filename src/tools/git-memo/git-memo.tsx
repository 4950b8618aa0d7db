import { Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useToolTranslation } from '../../modules/i18n/use-tool-translation';
import { CheatsheetView } from '../../ui/cheatsheet/CheatsheetView';
import { filterGitMemo, gitMemoToMarkdown, parseGitMemo } from './git-memo.service';
import source from './git-memo.md?raw';
import type en from './locales/en.json';

const TOOL_ID = 'git-memo';
const SECTIONS = parseGitMemo(source);

export default function GitMemo() {
  const { t } = useToolTranslation<typeof en>(TOOL_ID);
  const [query, setQuery] = useState('');
  const filtered = useMemo(() => filterGitMemo(SECTIONS, query), [query]);

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
      {filtered.length === 0 ? (
        <Text role="status">{t('noMatch', { query: query.trim() })}</Text>
      ) : (
        <CheatsheetView markdown={gitMemoToMarkdown(filtered)} copyLabel={t('copyCommand')} copyToast={t('commandCopied')} />
      )}
    </Stack>
  );
}
