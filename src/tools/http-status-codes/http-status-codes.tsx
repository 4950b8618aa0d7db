import { Badge, Card, SimpleGrid, Stack, Text, TextInput, Title, UnstyledButton } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useCallback, useMemo } from 'react';
import { useToolTranslation } from '../../modules/i18n/use-tool-translation';
import { pastedText } from '../../engine/handoff/handoff';
import { useToolState } from '../../modules/tool-state/tool-state';
import { useCopy } from '../../ui/copy/use-copy';
import { groupByCategory, HTTP_STATUSES, searchHttpStatuses, statusLine, statusQuery, categoryOf, type HttpStatus } from './http-status-codes.service';
import type en from './locales/en.json';

const TOOL_ID = 'http-status-codes';

function StatusCard({ status, description, webdavLabel, onCopy }: { status: HttpStatus; description: string; webdavLabel: string; onCopy: (status: HttpStatus) => void }) {
  return (
    <Card withBorder padding={0} radius="md">
      <UnstyledButton onClick={() => onCopy(status)} p="md" h="100%" style={{ display: 'block', width: '100%' }}>
        {/* Spans only: a button may hold phrasing content, not divs. */}
        <span style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 'var(--mantine-spacing-xs)' }}>
          <Text component="span" fw={700} size="lg" ff="monospace">
            {`${status.code} · ${status.name}`}
          </Text>
          {status.type === 'WebDav' && (
            <Badge component="span" variant="light" color="violet" style={{ flexShrink: 0 }}>
              {webdavLabel}
            </Badge>
          )}
        </span>
        <Text component="span" size="sm" c="dimmed" mt={4} style={{ display: 'block' }}>
          {description}
        </Text>
      </UnstyledButton>
    </Card>
  );
}

export default function HttpStatusCodes() {
  const { t } = useToolTranslation<typeof en>(TOOL_ID);
  // A pasted response (smart paste) is searched by its status line: the search field holds one line.
  const [{ search }, update] = useToolState(TOOL_ID, { search: pastedText(TOOL_ID)?.split('\n')[0]!.trim() ?? '' }, { persist: { search: 'none' } });
  const describe = useCallback((status: HttpStatus) => t(`codes.${status.code}` as `codes.${keyof typeof en.codes}`), [t]);
  const { copy } = useCopy();

  const results = useMemo(
    () => (search.trim() === '' ? undefined : searchHttpStatuses(statusQuery(search), HTTP_STATUSES, (status) => `${describe(status)} ${t(`categories.${categoryOf(status.code)}`)}`)),
    [search, describe, t],
  );
  const groups = useMemo(() => groupByCategory(), []);
  const onCopy = (status: HttpStatus) => void copy(statusLine(status));

  const cards = (statuses: readonly HttpStatus[]) => (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
      {statuses.map((status) => (
        <StatusCard key={status.code} status={status} description={describe(status)} webdavLabel={t('webdav')} onCopy={onCopy} />
      ))}
    </SimpleGrid>
  );

  return (
    <Stack gap="lg">
      <TextInput
        label={t('search')}
        placeholder={t('searchPlaceholder')}
        value={search}
        onChange={(event) => update({ search: event.currentTarget.value })}
        leftSection={<IconSearch size={16} aria-hidden />}
        description={t('copyHint')}
        inputWrapperOrder={['label', 'input', 'description']}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the spec asks for it: searching is the page's purpose
        autoFocus
        size="md"
      />
      {results === undefined ? (
        groups.map((group) => (
          <Stack key={group.id} gap="sm" component="section" aria-labelledby={`http-${group.id}`}>
            <Title order={2} size="h3" id={`http-${group.id}`}>
              {t(`categories.${group.id}`)}
            </Title>
            {cards(group.statuses)}
          </Stack>
        ))
      ) : (
        <Stack gap="sm" component="section" aria-labelledby="http-results">
          <Title order={2} size="h3" id="http-results">
            {t('searchResults')}
          </Title>
          {results.length === 0 ? <Text c="dimmed">{t('noResults')}</Text> : cards(results)}
        </Stack>
      )}
    </Stack>
  );
}
